import ScreenState
import ScreenStateTesting
import Testing

/// The monitor for platforms with no system monitor (Linux): it probes a host at start, every interval, more often
/// while the network is down, and when asked (`check()`), on its clock.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ProbingConnectivityMonitorTests {
  /// A probe whose answer the test sets; each call is told on `calls`.
  actor Probe: ConnectivityChecking {
    private var reachable: Bool
    private let continuation: AsyncStream<Bool>.Continuation
    nonisolated let calls: AsyncStream<Bool>

    init(reachable: Bool = true) {
      self.reachable = reachable
      (calls, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    func set(reachable: Bool) {
      self.reachable = reachable
    }

    func isConnected() async -> Bool {
      continuation.yield(reachable)
      return reachable
    }
  }

  @Test func checkAnswersWithThePathFoundNowAndObserversHearEachChangeOnce() async {
    let probe = Probe()
    let monitor = ProbingConnectivityMonitor(probe: probe, clock: VirtualClock())
    var heard: [Bool] = []
    let subscription = monitor.observe { heard.append($0.isReachable) }
    #expect(await monitor.check().isReachable)
    await probe.set(reachable: false)
    #expect(await monitor.check().isReachable == false)
    #expect(monitor.path.isReachable == false)
    #expect(await monitor.check().isReachable == false)
    await probe.set(reachable: true)
    #expect(await monitor.check().isReachable)
    // Heard when it returns, once per change.
    #expect(heard == [false, true])
    subscription.cancel()
  }

  @Test func aDownNetworkIsProbedAtTheRetryIntervalAndAnUpOneAtTheInterval() async {
    let clock = VirtualClock()
    let probe = Probe(reachable: false)
    let monitor = ProbingConnectivityMonitor(
      probe: probe, interval: .seconds(30), retryInterval: .seconds(3), clock: clock)
    var calls = probe.calls.makeAsyncIterator()
    monitor.start()
    #expect(await calls.next() == false)  // at once
    await clock.waitForSleepers()  // the next probe is scheduled once the answer is in
    #expect(clock.pendingDeadlines.map(\.offset) == [.seconds(3)])
    await probe.set(reachable: true)
    clock.advance(by: .seconds(3))
    #expect(await calls.next() == true)
    _ = await eventually { monitor.path.isReachable }
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines.map(\.offset) == [.seconds(33)])
    monitor.stop()
  }
}
