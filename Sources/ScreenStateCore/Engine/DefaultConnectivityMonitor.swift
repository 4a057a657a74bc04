/// Which connectivity monitor a ``LoadingConfiguration`` watches when it is given none, by platform and clock.
package enum DefaultConnectivityMonitor: Hashable, Sendable {
  /// The system's path monitor, `NetworkPathMonitor.shared` (on `NWPathMonitor`).
  case systemPathMonitor
  /// None: a failure counts at once; nothing waits for the network.
  case none

  /// The default on `platform` for a configuration on the system's clocks (`systemClock`) or on another clock.
  ///
  /// - Another clock (a test's virtual clock): none, so that a test never depends on the machine's network.
  /// - iOS, macOS, tvOS, visionOS: the system's path monitor.
  /// - watchOS: none. `NWPathMonitor` stays unsatisfied for ordinary watchOS apps (Apple's TN3135), which would hold
  ///   every request, poll and outbox back for a network that never comes; a watch app that wants one gives its
  ///   configuration a `ProbingConnectivityMonitor`.
  /// - Linux and others: none; there is no system monitor.
  package static func choice(on platform: SystemPlatform, systemClock: Bool) -> Self {
    guard systemClock else { return .none }
    switch platform {
    case .iOS, .macOS, .tvOS, .visionOS: return .systemPathMonitor
    case .watchOS, .other: return .none
    }
  }
}
