/// The platforms whose networking defaults differ, as values, so that the rules choosing them (which monitor, which
/// connection check) are plain functions tested for every platform on any machine.
package enum SystemPlatform: Hashable, Sendable, CaseIterable {
  case iOS, macOS, tvOS, visionOS, watchOS
  /// Linux and every other platform: no system networking framework.
  case other

  /// The platform this code runs on.
  package static var current: Self {
    #if os(watchOS)
      .watchOS
    #elseif os(visionOS)
      .visionOS
    #elseif os(tvOS)
      .tvOS
    #elseif os(iOS)
      .iOS
    #elseif os(macOS)
      .macOS
    #else
      .other
    #endif
  }

  /// Whether apps may open connections of their own (TCP, `NWConnection`) and watch paths with `NWPathMonitor`:
  /// watchOS allows ordinary apps only URLSession's HTTP (TN3135), and leaves a path monitor unsatisfied for them.
  package var allowsLowLevelNetworking: Bool { self != .watchOS }
}
