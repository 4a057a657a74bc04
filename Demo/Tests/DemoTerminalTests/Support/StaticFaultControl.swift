import DemoApp

/// A fault controller that only reports fixed faults: for a UI test that never talks to a backend.
struct StaticFaultControl: FaultControlling {
  var faults = FaultSettings.healthy

  func currentFaults() async throws -> FaultSettings { faults }
  func setMode(_ mode: String) async throws -> FaultSettings { faults }
  func setLatency(_ latency: String) async throws -> FaultSettings { faults }
  func goOnline() async throws -> FaultSettings { faults }
}
