// A compile shim for Apple's Network framework, for type-checking ScreenState's `NetworkPathMonitor` (and the default
// connectivity monitor built on it) and the connection check through `NWConnection` on Linux, where
// `canImport(Network)` is otherwise false and those sources are never compiled.
//
// It declares ONLY the symbols the core uses, each with its declaration as Apple's documentation shows it and the
// page it comes from above it. Bodies are empty: this module is built with `-emit-module` only and never linked,
// run or shipped in a product (see Scripts/typecheck-adapters.sh).

import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// https://developer.apple.com/documentation/network/nwpathmonitor: `final class NWPathMonitor` (the stored page
/// lists no conformances; the Network overlay declares it `@unchecked Sendable`, which `NetworkPathMonitor`'s
/// nonisolated `deinit` relies on)
public final class NWPathMonitor: @unchecked Sendable {
  /// https://developer.apple.com/documentation/network/nwpathmonitor/init() [page not in the stored copy; listed on
  /// the class's page: "Initializes a path monitor to observe all available interface types"]
  public init() {}

  /// https://developer.apple.com/documentation/network/nwpathmonitor/pathupdatehandler:
  /// `@preconcurrency final var pathUpdateHandler: (@Sendable (NWPath) -> Void)? { get set }`
  @preconcurrency public final var pathUpdateHandler: (@Sendable (NWPath) -> Void)?

  /// https://developer.apple.com/documentation/network/nwpathmonitor/start(queue:) [page not in the stored copy;
  /// listed on the class's page: "Starts monitoring path changes, and sets a queue on which to deliver path events"]
  public final func start(queue: DispatchQueue) {}

  /// https://developer.apple.com/documentation/network/nwpathmonitor/cancel() [page not in the stored copy]
  public final func cancel() {}
}

/// https://developer.apple.com/documentation/network/nwpath [page not in the stored copy]: `struct NWPath`
public struct NWPath {
  /// https://developer.apple.com/documentation/network/nwpath/status-swift.property [page not in the stored copy]
  public var status: NWPath.Status { fatalError() }
  /// https://developer.apple.com/documentation/network/nwpath/isconstrained [page not in the stored copy]
  public var isConstrained: Bool { fatalError() }
  /// https://developer.apple.com/documentation/network/nwpath/isexpensive [page not in the stored copy]
  public var isExpensive: Bool { fatalError() }

  /// https://developer.apple.com/documentation/network/nwpath/status-swift.enum [page not in the stored copy]
  public enum Status: Hashable, Sendable {
    /// The path is available to establish connections and send data.
    case satisfied
    /// The path is not available for use.
    case unsatisfied
    /// The path is not currently available, but establishing a new connection may activate the path.
    case requiresConnection
  }
}

/// https://developer.apple.com/documentation/network/nwconnection: `final class NWConnection` (the Network overlay
/// declares it `@unchecked Sendable`; `NetworkConnectionProbe` confines it to one queue and does not rely on it)
public final class NWConnection: @unchecked Sendable {
  /// https://developer.apple.com/documentation/network/nwconnection/init(host:port:using:):
  /// `convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using: NWParameters)`
  public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using: NWParameters) { self.init() }

  private init() {}

  /// https://developer.apple.com/documentation/network/nwconnection/stateupdatehandler:
  /// `@preconcurrency final var stateUpdateHandler: (@Sendable (NWConnection.State) -> Void)? { get set }`
  @preconcurrency public final var stateUpdateHandler: (@Sendable (NWConnection.State) -> Void)?

  /// https://developer.apple.com/documentation/network/nwconnection/start(queue:):
  /// `final func start(queue: DispatchQueue)`
  public final func start(queue: DispatchQueue) {}

  /// https://developer.apple.com/documentation/network/nwconnection/cancel(): `final func cancel()`
  public final func cancel() {}

  /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum: `enum State`
  public enum State {
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/setup: `case setup`
    case setup
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/waiting(_:):
    /// `case waiting(NWError)`
    case waiting(NWError)
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/preparing: `case preparing`
    case preparing
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/ready [listed on the enum's
    /// page: "The connection is established, and ready to send and receive data"]
    case ready
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/failed(_:) [listed on the
    /// enum's page: "The connection has disconnected or encountered an error"]
    case failed(NWError)
    /// https://developer.apple.com/documentation/network/nwconnection/state-swift.enum/cancelled [listed on the enum's
    /// page]
    case cancelled
  }
}

/// https://developer.apple.com/documentation/network/nwerror [page not in the stored copy]: `enum NWError: Error`; only
/// the case this shim needs to exist, for `NWConnection.State`'s payloads
public enum NWError: Error {
  /// https://developer.apple.com/documentation/network/nwerror/posix(_:) [page not in the stored copy]
  case posix(POSIXErrorCode)
}

/// https://developer.apple.com/documentation/network/nwendpoint [page not in the stored copy]: `enum NWEndpoint`
public enum NWEndpoint {
  /// https://developer.apple.com/documentation/network/nwendpoint/host: `enum Host`
  public enum Host {
    /// https://developer.apple.com/documentation/network/nwendpoint/host/name(_:_:): `case name(String, NWInterface?)`
    case name(String, NWInterface?)

    /// https://developer.apple.com/documentation/network/nwendpoint/host/init(_:): `init(_ string: String)`
    public init(_ string: String) { self = .name(string, nil) }
  }

  /// https://developer.apple.com/documentation/network/nwendpoint/port: `struct Port`
  public struct Port {
    /// https://developer.apple.com/documentation/network/nwendpoint/port/init(_:): `init?(_ service: String)`
    public init?(_ service: String) {}
  }
}

/// https://developer.apple.com/documentation/network/nwinterface [page not in the stored copy]: `struct NWInterface`;
/// nothing of it is used
public struct NWInterface {}

/// https://developer.apple.com/documentation/network/nwparameters: `final class NWParameters`
public final class NWParameters {
  /// https://developer.apple.com/documentation/network/nwparameters/tcp: `final class var tcp: NWParameters { get }`
  public final class var tcp: NWParameters { NWParameters() }

  private init() {}
}
