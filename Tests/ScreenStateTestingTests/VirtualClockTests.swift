import ScreenStateTesting
import Testing

@Suite(.timeLimit(.minutes(3)))
struct VirtualClockTests {
  typealias Instant = VirtualClock.Instant

  @Test func startsAtZeroOrAtTheGivenInstant() {
    #expect(VirtualClock().now == Instant(offset: .zero))
    #expect(VirtualClock(now: Instant(offset: .seconds(5))).now == Instant(offset: .seconds(5)))
    #expect(VirtualClock().minimumResolution == .zero)
  }

  @Test func instants() {
    let start = Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(1_500))
    #expect(later == Instant(offset: .milliseconds(2_500)))
    #expect(start.duration(to: later) == .milliseconds(1_500))
    #expect(later.duration(to: start) == .milliseconds(-1_500))
    #expect(start < later)
    #expect(!(later < start))
    #expect(later.description == "\(Duration.milliseconds(2_500))")
  }

  @Test func aSleeperWakesExactlyAtItsDeadline() async throws {
    let clock = VirtualClock()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(2))
      return clock.now
    }
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(2))])
    clock.advance(by: .milliseconds(1_999))
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(2))])
    clock.advance(by: .milliseconds(1))
    #expect(clock.pendingDeadlines.isEmpty)
    #expect(try await sleeper.value == Instant(offset: .seconds(2)))
  }

  @Test func sleepsMeasureFromNowWhenTheyStart() async throws {
    let clock = VirtualClock()
    clock.advance(by: .seconds(10))
    let sleeper = Task { try await clock.sleep(for: .seconds(3)) }
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(13))])
    clock.advanceToNextDeadline()
    try await sleeper.value
    #expect(clock.now == Instant(offset: .seconds(13)))
  }

  @Test func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
    let clock = VirtualClock(now: Instant(offset: .seconds(4)))
    try await clock.sleep(until: Instant(offset: .seconds(4)))
    try await clock.sleep(until: Instant(offset: .seconds(1)))
    try await clock.sleep(for: .zero)
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func advanceWakesEverySleeperItReachesAndNoOther() async throws {
    let clock = VirtualClock()
    let one = Task { try await clock.sleep(for: .seconds(1)) }
    let two = Task { try await clock.sleep(for: .seconds(2)) }
    let five = Task { try await clock.sleep(for: .seconds(5)) }
    await clock.waitForSleepers(count: 3)
    #expect(
      clock.pendingDeadlines == [.init(offset: .seconds(1)), .init(offset: .seconds(2)), .init(offset: .seconds(5))])
    clock.advance(by: .seconds(2))
    try await one.value
    try await two.value
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(5))])
    clock.advance(to: Instant(offset: .seconds(5)))
    try await five.value
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func timeNeverMovesBackward() {
    let clock = VirtualClock(now: Instant(offset: .seconds(3)))
    clock.advance(to: Instant(offset: .seconds(1)))
    #expect(clock.now == Instant(offset: .seconds(3)))
    clock.advance()
    #expect(clock.now == Instant(offset: .seconds(3)))
  }

  @Test func advanceToNextDeadline() async throws {
    let clock = VirtualClock()
    #expect(clock.advanceToNextDeadline() == false)
    #expect(clock.now == Instant(offset: .zero))
    let late = Task { try await clock.sleep(for: .seconds(3)) }
    let early = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(count: 2)
    #expect(clock.advanceToNextDeadline())
    #expect(clock.now == Instant(offset: .seconds(1)))
    try await early.value
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(3))])
    #expect(clock.advanceToNextDeadline())
    try await late.value
    #expect(clock.now == Instant(offset: .seconds(3)))
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingDeadlines.isEmpty)
    clock.advance(by: .seconds(1))  // nothing left to wake
  }

  @Test func aTaskCancelledBeforeSleepingThrowsAtOnce() async {
    let clock = VirtualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func waitForSleepersReturnsAtOnceWhenEnoughSleep() async throws {
    let clock = VirtualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers()
    await clock.waitForSleepers()
    await clock.waitForSleepers(count: 0)
    clock.advanceToNextDeadline()
    try await sleeper.value
  }

  @Test func worksAsAnyClock() async throws {
    let clock = VirtualClock()
    let erased: any Clock<Duration> = clock
    let sleeper = Task { try await erased.sleep(for: .seconds(7)) }
    await clock.waitForSleepers()
    #expect(clock.pendingDeadlines == [Instant(offset: .seconds(7))])
    clock.advance(by: .seconds(7))
    try await sleeper.value
  }
}
