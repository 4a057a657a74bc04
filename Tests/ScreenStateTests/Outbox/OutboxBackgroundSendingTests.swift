import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// The system's background time and wakes, faked: it records what was asked, gives time unless told not to, and runs
/// out when the test says.
@MainActor
final class FakeBackgroundExecution: BackgroundExecution {
  var givesTime = true
  private(set) var timesBegun = 0
  private(set) var held: [BackgroundTimeToken: @MainActor @Sendable () -> Void] = [:]
  private(set) var timesEnded = 0
  /// Every wake requested, in order.
  private(set) var wakesRequested: [BackgroundWakeRequest] = []
  /// The wake the system would run, if any.
  private(set) var pendingWake: BackgroundWakeRequest?
  private var nextToken = 0

  func beginBackgroundTime(named name: String, expiration: @escaping @MainActor @Sendable () -> Void)
    -> BackgroundTimeToken?
  {
    guard givesTime else { return nil }
    timesBegun += 1
    nextToken += 1
    let token = BackgroundTimeToken(rawValue: nextToken)
    held[token] = expiration
    return token
  }

  func endBackgroundTime(_ token: BackgroundTimeToken) {
    guard held.removeValue(forKey: token) != nil else {
      Issue.record("ended background time \(token.rawValue) that was not held")
      return
    }
    timesEnded += 1
  }

  func requestWake(_ request: BackgroundWakeRequest) -> Bool {
    wakesRequested.append(request)
    pendingWake = request
    return true
  }

  func cancelWake(identifier: String) {
    if pendingWake?.identifier == identifier { pendingWake = nil }
  }

  /// The time runs out: the system calls every expiration handler.
  func expire() {
    for expiration in held.values { expiration() }
  }

  var isHoldingTime: Bool { !held.isEmpty }
}

/// An outbox finishes in the background what it was sending, and sends what waits when the system wakes the app;
/// when the time runs out the change in flight stays queued. Decided on Linux, on a virtual clock, against a fake of the
/// system.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxBackgroundSendingTests {
  typealias Post = OutboxTests.Post

  let base = OutboxTests()
  let system = FakeBackgroundExecution()
  var network: ControllableConnectivity { base.network }
  var activity: AppActivity { base.activity }

  func launch() async -> (OutboxTests.Launch, OutboxBackgroundSending) {
    let app = await OutboxTests.Launch(base, persistence: InMemoryPersistence())
    let background = OutboxBackgroundSending(app.outbox, identifier: "com.example.outbox", system: system)
    return (app, background)
  }

  @Test func aSendInFlightGetsTimeToFinishEndedWhenItsAnswerIsSaved() async {
    let (app, background) = await launch()
    let submission = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    activity.didEnterBackground()
    #expect(system.timesBegun == 1)
    #expect(background.isHoldingBackgroundTime)
    call.succeed(with: Post(id: 1, likes: 11))
    _ = await submission.value
    #expect(await eventually { !system.isHoldingTime })
    #expect(system.timesEnded == 1)
    #expect(app.outbox.isEmpty)
    #expect(system.wakesRequested.isEmpty)  // nothing waits
  }

  @Test func withNothingInFlightNoTimeIsAskedForAndWhatWaitsGetsAWake() async {
    let (app, background) = await launch()
    network.goOffline()
    _ = await app.like.submit(1)
    await app.outbox.waitUntilSettled()
    activity.didEnterBackground()
    #expect(system.timesBegun == 0)
    #expect(!background.isHoldingBackgroundTime)
    #expect(system.wakesRequested == [BackgroundWakeRequest(identifier: "com.example.outbox", kind: .appRefresh)])
  }

  @Test func whatWaitsBehindTheSendInFlightIsNotSentThenButGetsAWake() async {
    let (app, background) = await launch()
    let first = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    let second = Task.immediate { await app.like.submit(1) }
    activity.didEnterBackground()
    call.succeed(with: Post(id: 1, likes: 11))
    _ = await (first.value, second.value)
    #expect(await eventually { !system.isHoldingTime })
    #expect(!background.isHoldingBackgroundTime)
    #expect(app.send.callCount == 1)  // the second waits: nothing new starts in the background
    #expect(app.outbox.pendingCount == 1)
    #expect(system.pendingWake?.identifier == "com.example.outbox")
  }

  @Test func whenTheTimeRunsOutTheSendStopsItsChangeStaysQueuedAndTheTimeEndsAtOnce() async {
    let (app, background) = await launch()
    let submission = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    let id = app.outbox.entries.first?.id
    activity.didEnterBackground()
    system.expire()
    #expect(!system.isHoldingTime)  // ended in the expiration handler itself
    #expect(!background.isHoldingBackgroundTime)
    #expect(system.pendingWake != nil)
    _ = await submission.value
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.entries.map(\.id) == [id])
    #expect(app.outbox.entries.map(\.status) == [.queued(lastFailure: nil)])
    #expect(app.likes == 11)  // still shown: it will be sent
    #expect(await eventually { call.isCancelled })
    // Back in the foreground, the same change is sent again, with the same id.
    activity.didBecomeActive()
    #expect(system.pendingWake == nil)
    base.clock.advance(by: .seconds(1))  // the interruption's backoff
    let again = await app.send.nextCall()
    #expect(again.input as? SubmissionID == id)
    again.succeed(with: Post(id: 1, likes: 11))
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
  }

  @Test func comingBackEndsTheTimeAndWithdrawsTheWake() async {
    let (app, background) = await launch()
    let submission = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    activity.didEnterBackground()
    #expect(background.isHoldingBackgroundTime)
    activity.didBecomeActive()
    #expect(!system.isHoldingTime)
    #expect(system.pendingWake == nil)
    call.succeed(with: Post(id: 1, likes: 11))
    _ = await submission.value
    await app.outbox.waitUntilSettled()
    #expect(system.timesEnded == 1)
    #expect(system.wakesRequested.isEmpty)
  }

  @Test func aRefusedChangeGetsNoWake() async {
    let (app, background) = await launch()
    let submission = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    activity.didEnterBackground()
    call.fail(with: HTTPStatusError(statusCode: 422))
    _ = await submission.value
    #expect(await eventually { !system.isHoldingTime })
    #expect(!background.isHoldingBackgroundTime)
    #expect(app.outbox.entries.count == 1 && app.outbox.pendingCount == 0)
    #expect(system.wakesRequested.isEmpty)  // it waits for a person, not for the network
  }

  @Test func withNoTimeGivenWhatWaitsStillGetsAWake() async {
    let (app, background) = await launch()
    system.givesTime = false
    let submission = Task.immediate { await app.like.submit(1) }
    let call = await app.send.nextCall()
    activity.didEnterBackground()
    #expect(!background.isHoldingBackgroundTime)
    call.fail(with: HTTPStatusError(statusCode: 503))
    _ = await submission.value
    #expect(await eventually { system.pendingWake != nil })
  }

  @Test func wokenItSendsWhatWaitsInOrderAndCompletesSuccessfully() async {
    let (app, background) = await launch()
    network.goOffline()
    _ = await app.like.submit(1)
    _ = await app.like.submit(1)
    let ids = app.outbox.entries.map(\.id)
    activity.didEnterBackground()
    network.goOnline()
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 0)  // online, but in the background
    var completions: [Bool] = []
    background.systemWoke { completions.append($0) }
    #expect(background.isAwake)
    for id in ids {
      let call = await app.send.nextCall()
      #expect(call.input as? SubmissionID == id)
      call.succeed(with: Post(id: 1, likes: 11))
    }
    #expect(await eventually { completions == [true] })
    #expect(app.outbox.isEmpty)
    #expect(!background.isAwake)
    #expect(system.pendingWake == nil)
    #expect(!app.outbox.sendsInBackground)
  }

  @Test func wokenWhileABackoffRunsItSendsAtOnce() async {
    let (app, background) = await launch()
    let submission = Task.immediate { await app.like.submit(1) }
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 503))
    _ = await submission.value
    activity.didEnterBackground()
    var completions: [Bool] = []
    background.systemWoke { completions.append($0) }
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11))
    #expect(await eventually { completions == [true] })
  }

  @Test func wokenWithTheNetworkDownItCompletesUnsuccessfullyAndAsksForAnotherWake() async {
    let (app, background) = await launch()
    network.goOffline()
    _ = await app.like.submit(1)
    activity.didEnterBackground()
    #expect(system.wakesRequested.count == 1)
    var completions: [Bool] = []
    background.systemWoke { completions.append($0) }
    #expect(await eventually { completions == [false] })
    #expect(app.send.callCount == 0)
    #expect(system.wakesRequested.count == 2)
    #expect(app.outbox.pendingCount == 1)
  }

  @Test func whenTheWakesTimeRunsOutItCompletesAtOnceAndTheChangeStaysQueued() async {
    let (app, background) = await launch()
    network.goOffline()
    _ = await app.like.submit(1)
    let id = app.outbox.entries.first?.id
    activity.didEnterBackground()
    network.goOnline()
    var completions: [Bool] = []
    background.systemWoke { completions.append($0) }
    let call = await app.send.nextCall()
    background.wakeExpired()
    #expect(completions == [false])  // in the expiration handler itself
    #expect(system.wakesRequested.count == 2)
    await app.outbox.waitUntilSettled()
    #expect(await eventually { call.isCancelled })
    #expect(app.outbox.entries.map(\.id) == [id])
    #expect(app.outbox.pendingCount == 1)
    base.clock.advance(by: .seconds(2))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)  // the app is still away: nothing more is sent
    #expect(completions == [false])  // completed once
  }

  @Test func theAsyncWakeReturnsWhetherNothingWaitsAndItsCancellationIsTheTimeRunningOut() async {
    let (app, background) = await launch()
    network.goOffline()
    _ = await app.like.submit(1)
    _ = await app.like.submit(1)
    activity.didEnterBackground()
    network.goOnline()
    let wake = Task { await background.sendWhatWaits() }
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11))
    let second = await app.send.nextCall()
    wake.cancel()
    #expect(await wake.value == false)
    await app.outbox.waitUntilSettled()
    #expect(await eventually { second.isCancelled })
    #expect(app.outbox.pendingCount == 1)
    let again = Task { await background.sendWhatWaits() }
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 12))
    #expect(await again.value == true)
    #expect(app.outbox.isEmpty)
  }

  @Test func anOutboxAloneSendsNothingInTheBackground() async {
    let app = await OutboxTests.Launch(base, persistence: InMemoryPersistence())
    activity.didEnterBackground()
    _ = await app.like.submit(1)
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 0)
    #expect(!app.outbox.sendsInBackground)
  }
}
