import DemoApp
import DemoRuntime
import DemoServer
import DemoTerminal
import Foundation
import ScreenState
import ScreenStateTerminal
import Testing

/// The transport's faults through the whole app, with the demo's own retry policy and attempt timeout: each ends
/// in a failure the feed presents, never in an endless spinner.
///
/// Real time by nature for `hang` and `drip`: what is checked is how long a person watches the spinner. Bounded by
/// the demo's time budget, and both run at once.
@Suite("Transport faults through the app")
@MainActor
struct TransportFaultTests {
  /// How much later than the budget a failure may show: start-up, scheduling, the last attempt's cancel, and a
  /// machine busy with other builds. Generous on purpose: what this guards against is a spinner of minutes.
  static let slack: Duration = .seconds(4)

  @Test("hang and drip are reported as timed out within the demo's time budget")
  func hangAndDripEndInTime() async throws {
    async let hang = timeToFailure(.hang)
    async let drip = timeToFailure(.drip)
    for (mode, (elapsed, kind)) in [("hang", try await hang), ("drip", try await drip)] {
      #expect(kind == .timedOut, "\(mode)")
      #expect(elapsed <= RetryPolicy.demoTimeBudget + Self.slack, "\(mode) took \(elapsed)")
    }
  }

  @Test(
    "reset and every odd Retry-After of a 429 fail the first load at once",
    arguments: [
      (FaultMode.reset, FailureKind.connectionLost),
      (.rateLimited(retryAfter: .seconds(0)), .rateLimited),
      (.rateLimited(retryAfter: .pastDate), .rateLimited),
      (.rateLimited(retryAfter: .huge), .rateLimited),
    ])
  func quickFailures(mode: FaultMode, kind: FailureKind) async throws {
    let (elapsed, failure) = try await timeToFailure(mode)
    #expect(failure == kind)
    // Retries of 0 s waits are spaced by the backoff, so even `Retry-After: 0` ends within about a second; the
    // bound leaves room for a busy machine and still catches the 14 s spinner a 429 once caused.
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }

  @Test("pressing the 429 key again steps through its odd Retry-After values")
  func rateLimitCycle() throws {
    let preset = try #require(FaultPreset.preset(forKey: "t"))
    #expect(preset.mode(after: nil) == "429:0")
    #expect(preset.mode(after: "500") == "429:0")
    #expect(preset.mode(after: "429:0") == "429:past")
    #expect(preset.mode(after: "429:past") == "429:huge")
    #expect(preset.mode(after: "429:huge") == "429:0")
  }

  @Test("d h k t are fault keys on every screen", arguments: [DemoScreen.posts, .errors, .colors])
  func keys(screen: DemoScreen) throws {
    for (key, mode) in [("d", "drip"), ("h", "hang"), ("k", "reset"), ("t", "429:0")] {
      let preset = try #require(FaultPreset.all.first { $0.mode == mode })
      #expect(DemoKeymap.action(for: .character(Character(key)), on: screen) == .fault(preset))
    }
  }

  /// Starts the demo on `mode` with its own policy and timeout, and returns how long the first load took to fail
  /// and the kind of its failure.
  func timeToFailure(_ mode: FaultMode) async throws -> (Duration, FailureKind?) {
    let session = try await DemoSession.start(DemoOptions(faultMode: mode))
    let clock = ContinuousClock()
    let start = clock.now
    await session.app.start()
    await session.app.waitUntilSettled()
    let elapsed = clock.now - start
    let kind = session.app.posts.source.failureClassification?.kind
    await session.stop()
    return (elapsed, kind)
  }
}
