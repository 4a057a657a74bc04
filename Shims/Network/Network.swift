// A compile shim for Apple's Network framework, for type-checking ScreenState's `NetworkPathMonitor` (and the default
// connectivity monitor built on it) on Linux, where `canImport(Network)` is otherwise false and those sources are
// never compiled.
//
// It declares ONLY the symbols the core uses, each with its declaration as Apple's documentation shows it and the
// page it comes from above it. Bodies are empty: this module is built with `-emit-module` only and never linked,
// run or shipped in a product (see Scripts/typecheck-adapters.sh).

import Dispatch

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
