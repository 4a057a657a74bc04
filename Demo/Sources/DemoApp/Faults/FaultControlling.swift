/// Switches the faults of the backend the demo talks to: the embedded one through its own API, or any demo
/// backend through `PUT /fault`.
///
/// Each call returns the faults in force once the change has taken effect.
public protocol FaultControlling: Sendable {
  /// The faults in force now.
  func currentFaults() async throws -> FaultSettings
  /// Switches the fault mode, written as for `--fault` (`500`, `maintenance:120`, `offline`…), keeping the latency.
  func setMode(_ mode: String) async throws -> FaultSettings
  /// Switches the latency, written as for `--latency` (`0`, `800ms`, `2s`), keeping the mode.
  func setLatency(_ latency: String) async throws -> FaultSettings
  /// Brings an offline backend back, healthy; does nothing to a backend that is online.
  func goOnline() async throws -> FaultSettings
}
