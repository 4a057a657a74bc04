import ScreenState
import ScreenStateTesting
import Testing

/// 100 screens over a simulated hour of foreground, background and offline switches, in virtual time: no automatic
/// request while offline or in the background, and exactly one revalidation per stale key shown per return.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SimulatedHourTests {
  @Test func hundredScreensOverAnHourOfSwitches() async {
    let clock = VirtualClock()
    let network = ControllableConnectivity()
    let activity = AppActivity()
    let store = ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: network, activity: activity),
      staleAfter: .seconds(60), capacity: 1_000)
    var random = SeededRandomNumberGenerator(seed: 2026)
    var automatic: [(reason: RequestReason, key: ResourceKey)] = []
    var whileAway = 0
    let subscription = store.events.observe { event in
      guard case .started(let reason) = event.kind, let key = event.key, reason != .load else { return }
      automatic.append((reason, key))
      if !activity.isActive || !network.path.isReachable { whileAway += 1 }
    }
    let screens = (0..<100).map { index in store.resource("screen/\(index)") { index } }
    for screen in screens { await screen.load() }

    var returns = 0
    var expectedRevalidations = 0
    // Every 20 s for an hour: the app goes away or comes back, the network drops or returns, at random.
    for _ in 0..<180 {
      clock.advance(by: .seconds(20))
      let returning: Bool
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        returning = !activity.isActive
        activity.isActive ? activity.didEnterBackground() : activity.didBecomeActive()
      case 1:
        returning = !network.path.isReachable
        network.path.isReachable ? network.goOffline() : network.goOnline()
      default:
        returning = false
      }
      if returning, activity.isActive, network.path.isReachable {
        returns += 1
        // Each stale key revalidates once per return (none was revalidated in the last 5 s: switches are 20 s
        // apart), and its answer makes it fresh again.
        expectedRevalidations += screens.count { store.isStale($0.key) }
      }
      await store.waitUntilSettled()
    }
    #expect(whileAway == 0, "no automatic request while offline or in the background")
    #expect(automatic.count == expectedRevalidations, "one revalidation per stale key shown per return")
    #expect(returns > 10)
    print(
      "simulated hour: 100 screens, \(returns) returns, \(automatic.count) automatic requests "
        + "(\(expectedRevalidations) stale keys at those returns), \(whileAway) while away")
    subscription.cancel()
  }
}
