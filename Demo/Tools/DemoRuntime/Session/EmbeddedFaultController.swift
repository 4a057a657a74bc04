import DemoApp
import DemoServer

/// Switches the faults of the embedded backend through its own API, which, unlike `PUT /fault`, can also bring
/// it back from offline.
public struct EmbeddedFaultController: FaultControlling {
  private let backend: DemoBackend

  /// Creates a controller for `backend`.
  public init(backend: DemoBackend) {
    self.backend = backend
  }

  /// The faults in force now.
  public func currentFaults() async throws -> FaultSettings {
    Self.settings(await backend.faults)
  }

  /// Switches the mode; going offline or coming back has happened when this returns.
  public func setMode(_ mode: String) async throws -> FaultSettings {
    let parsed = try await Self.readable { () throws(FaultArgumentError) in try FaultArgumentParser.faultMode(mode) }
    try await Self.readable { () async throws(DemoBackendError) in try await backend.setFaultMode(parsed) }
    return try await currentFaults()
  }

  /// Switches the latency.
  public func setLatency(_ latency: String) async throws -> FaultSettings {
    let parsed = try await Self.readable { () throws(FaultArgumentError) in try FaultArgumentParser.latency(latency) }
    await backend.setLatency(parsed)
    return try await currentFaults()
  }

  /// Listens again, healthy, if offline.
  public func goOnline() async throws -> FaultSettings {
    try await Self.readable { () async throws(DemoBackendError) in try await backend.goOnline() }
    return try await currentFaults()
  }

  /// The client's view of a fault configuration: the `--fault` and `--latency` spellings.
  public static func settings(_ faults: FaultConfiguration) -> FaultSettings {
    FaultSettings(
      mode: FaultArgumentParser.argument(for: faults.mode),
      latency: FaultArgumentParser.argument(for: faults.latency))
  }

  /// Runs `body`, turning the server's errors (complete sentences written by the demo) into the client's.
  private static func readable<Value, Failure: Error & CustomStringConvertible>(
    _ body: () async throws(Failure) -> Value
  ) async throws(FaultControlError) -> Value {
    do {
      return try await body()
    } catch {
      throw .rejected(error.description)
    }
  }
}
