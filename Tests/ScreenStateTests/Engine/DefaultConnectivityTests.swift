import ScreenState
import ScreenStateTesting
import Testing

/// a configuration watches the network with no code of the app's where the platform has a monitor (the
/// system's path monitor on Apple platforms), never in virtual time, and never where the app said otherwise.
@MainActor
struct DefaultConnectivityTests {
  @Test func aVirtualClockHasNoMonitorByDefault() {
    #expect(LoadingConfiguration(clock: VirtualClock()).connectivity == nil)
    #expect(LoadingConfiguration.defaultConnectivity(for: VirtualClock()) == nil)
    // Set on a configuration made for the system's clock, it takes the default monitor away.
    var configuration = LoadingConfiguration.standard
    configuration.clock = VirtualClock()
    #expect(configuration.connectivity == nil)
    // And a store given a virtual clock does the same.
    #expect(ResourceStore(clock: VirtualClock()).configuration.connectivity == nil)
  }

  @Test func aMonitorGivenStaysWhateverTheClock() {
    let network = ControllableConnectivity()
    var configuration = LoadingConfiguration(connectivity: network)
    configuration.clock = VirtualClock()
    #expect(configuration.connectivity === network)
    configuration.clock = ContinuousClock()
    #expect(configuration.connectivity === network)
    var set = LoadingConfiguration(clock: VirtualClock())
    set.connectivity = network
    set.clock = ContinuousClock()
    #expect(set.connectivity === network)
  }

  @Test func noMonitorSaidExplicitlyStaysNone() {
    var configuration = LoadingConfiguration(connectivity: nil)
    #expect(configuration.connectivity == nil)
    configuration.clock = ContinuousClock()
    #expect(configuration.connectivity == nil)
    var turnedOff = LoadingConfiguration.standard
    turnedOff.connectivity = nil
    turnedOff.clock = SuspendingClock()
    #expect(turnedOff.connectivity == nil)
  }

  #if canImport(Network) && !os(watchOS)
    @Test func theSystemsPathMonitorIsTheDefaultOnTheSystemsClocks() {
      #expect(LoadingConfiguration.standard.connectivity != nil)
      #expect(LoadingConfiguration(clock: SuspendingClock()).connectivity != nil)
      var configuration = LoadingConfiguration(clock: VirtualClock())
      configuration.clock = ContinuousClock()
      #expect(configuration.connectivity != nil)
      #expect(configuration.connectivity === LoadingConfiguration.defaultConnectivity(for: ContinuousClock()))
    }
  #else
    @Test func linuxAndWatchOSHaveNoDefaultMonitor() {
      // No system monitor (on watchOS, none that ordinary apps may use): an app probes a host of its own with
      // ProbingConnectivityMonitor.
      #expect(LoadingConfiguration.standard.connectivity == nil)
      #expect(LoadingConfiguration.defaultConnectivity(for: ContinuousClock()) == nil)
    }
  #endif
}
