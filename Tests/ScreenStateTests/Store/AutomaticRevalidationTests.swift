import ScreenState
import ScreenStateTesting
import Testing

/// A store revalidates its stale keys when the network comes back and when the app returns, at most once per key per
/// interval, never in the background or offline; keys poll at their interval, paused the same way, never over a
/// request.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct AutomaticRevalidationTests {
  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let activity = AppActivity()

  func makeStore(revalidation: AutomaticRevalidation = .standard) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(
        retryPolicy: .never, attemptTimeout: nil, clock: clock, connectivity: network, activity: activity),
      staleAfter: .seconds(60), revalidation: revalidation)
  }

  /// Counts the requests of each key, and why they started.
  final class Requests {
    var reasons: [ResourceKey: [RequestReason]] = [:]
    var count: Int { reasons.values.map(\.count).reduce(0, +) }
  }

  func record(_ store: ResourceStore) -> (Requests, LoadEventSubscription) {
    let requests = Requests()
    let subscription = store.events.observe { event in
      if case .started(let reason) = event.kind, let key = event.key {
        requests.reasons[key, default: []].append(reason)
      }
    }
    return (requests, subscription)
  }

  func settle() async {
    for _ in 0..<30 { await Task.yield() }
  }

  @Test func theNetworkComingBackRevalidatesStaleKeysOnce() async {
    let store = makeStore()
    let (requests, subscription) = record(store)
    let fresh = store.resource("fresh") { 1 }
    let stale = store.resource("stale") { 2 }
    await stale.load()
    clock.advance(by: .seconds(61))  // "stale" is stale now
    await fresh.load()
    network.goOffline()
    network.goOnline()
    await settle()
    #expect(requests.reasons["stale"] == [.load, .reconnect])
    #expect(requests.reasons["fresh"] == [.load])
    // A second return within the interval does nothing; after it, a key stale again revalidates again.
    clock.advance(by: .seconds(61))
    network.goOffline()
    network.goOnline()
    await settle()
    #expect(requests.reasons["stale"] == [.load, .reconnect, .reconnect])
    #expect(requests.reasons["fresh"] == [.load, .reconnect])
    network.goOffline()
    network.goOnline()
    await settle()
    #expect(requests.count == 5)
    subscription.cancel()
  }

  @Test func theAppComingBackRevalidatesStaleKeysWithScreens() async {
    let store = makeStore()
    let (requests, subscription) = record(store)
    let shown = store.resource("shown") { 1 }
    let hidden = store.resource("hidden") { 2 }
    await shown.load()
    await hidden.load()
    hidden.release()
    clock.advance(by: .seconds(61))
    activity.didEnterBackground()
    activity.didBecomeActive()
    await settle()
    #expect(requests.reasons["shown"] == [.load, .foreground])
    #expect(requests.reasons["hidden"] == [.load])  // no screen shows it
    subscription.cancel()
  }

  @Test func nothingRevalidatesInTheBackgroundOrOffline() async {
    let store = makeStore()
    let (requests, subscription) = record(store)
    let key = store.resource("k") { 1 }
    await key.load()
    clock.advance(by: .seconds(61))
    activity.didEnterBackground()
    network.goOffline()
    network.goOnline()  // the network comes back, but the app is away
    await settle()
    #expect(requests.count == 1)
    network.goOffline()
    activity.didBecomeActive()  // the app comes back, but the network is down
    await settle()
    #expect(requests.count == 1)
    subscription.cancel()
  }

  @Test func eachTriggerCanBeTurnedOff() async {
    let store = makeStore(revalidation: .off)
    let (requests, subscription) = record(store)
    let key = store.resource("k") { 1 }
    await key.load()
    clock.advance(by: .seconds(61))
    network.goOffline()
    network.goOnline()
    activity.didEnterBackground()
    activity.didBecomeActive()
    await settle()
    #expect(requests.count == 1)
    subscription.cancel()
  }

  @Test func aKeyPollsAtItsIntervalOnlyWhileItMay() async {
    let store = makeStore()
    let (requests, subscription) = record(store)
    let scores = store.resource("scores") { 1 }
    await scores.load()
    scores.poll(every: .seconds(30))
    for _ in 0..<3 {
      await clock.waitForSleepers()
      clock.advance(by: .seconds(30))
      await settle()
    }
    #expect(requests.reasons["scores"] == [.load, .poll, .poll, .poll])
    activity.didEnterBackground()
    clock.advance(by: .seconds(120))
    await settle()
    #expect(requests.reasons["scores"]?.count == 4)  // paused in the background
    activity.didBecomeActive()
    await settle()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(30))
    await settle()
    #expect(requests.reasons["scores"]?.last == .poll)
    network.set(NetworkPath(isReachable: true, isExpensive: true))
    let before = requests.count
    clock.advance(by: .seconds(120))
    await settle()
    #expect(requests.count == before)  // paused on an expensive network
    scores.poll(every: nil)
    subscription.cancel()
  }

  @Test func aPollNeverOverlapsARequest() async {
    let store = makeStore()
    let operation = ControllableOperation<Int, any Error>()
    let scores = store.resource("scores", fetch: operation.operation)
    let load = Task.immediate { await scores.load() }
    await operation.nextCall().succeed(with: 1)
    await load.value
    scores.poll(every: .seconds(10))
    await clock.waitForSleepers()
    clock.advance(by: .seconds(10))
    let slow = await operation.nextCall()  // a poll that takes 25 s
    clock.advance(by: .seconds(25))
    await settle()
    #expect(operation.callCount == 2)  // no poll while it runs
    slow.succeed(with: 2)
    await settle()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(10))  // the next poll, 10 s after the slow one ended
    await operation.nextCall().succeed(with: 3)
    #expect(operation.callCount == 3)
    scores.poll(every: nil)
  }
}
