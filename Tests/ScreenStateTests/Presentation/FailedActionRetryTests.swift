import ScreenState
import ScreenStateTesting
import Testing

/// A screen's retry with a failed action shown does what the action's banner offers: Try Again takes the action
/// again where trying again can help, and where the banner offers only Dismiss (a refusal), nothing is sent again.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FailedActionRetryTests {
  typealias Send = ControllableOperation<Int, any Error>

  let clock = VirtualClock()

  func screen(_ like: Mutation<Int, Int, any Error>) -> LoadableScreen<Int, any Error> {
    LoadableScreen(Loader<Int, any Error>(.loaded(1), timeout: nil) { 1 }, actions: [like])
  }

  func like(_ send: Send) -> Mutation<Int, Int, any Error> {
    Mutation("like the post", configuration: LoadingConfiguration(retryPolicy: .never, clock: clock)) {
      (postID: Int) async throws(any Error) -> Int in try await send.operation(taking: Int.self)(postID)
    }
  }

  func buttons(_ screen: LoadableScreen<Int, any Error>) -> [String]? {
    guard case .banner(let banner)? = screen.projection.notice else { return nil }
    return banner.buttons.map(\.label)
  }

  @Test(arguments: [409, 422, 400])
  func aRefusalOffersOnlyDismissAndTheScreensRetrySendsNothing(status: Int) async {
    let send = Send()
    let like = like(send)
    let screen = screen(like)
    let submission = Task.immediate { await like.submit(7) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: status))
    _ = await submission.value
    #expect(buttons(screen) == ["Dismiss"])
    await screen.send(.retry)
    #expect(send.callCount == 1)
    #expect(buttons(screen) == ["Dismiss"])  // still shown: Dismiss is the answer
    await screen.send(.dismissFailure)
    #expect(screen.projection.notice == nil)
  }

  @Test func aFailureTryingAgainCanFixOffersTryAgainAndTheScreensRetryTakesTheActionAgain() async {
    let send = Send()
    let like = like(send)
    let screen = screen(like)
    let submission = Task.immediate { await like.submit(7) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 503))
    _ = await submission.value
    #expect(buttons(screen) == ["Try Again", "Dismiss"])
    let retry = Task.immediate { await screen.send(.retry) }
    let again = await send.nextCall()
    #expect(again.input as? Int == 7)
    again.succeed(with: 2)
    await retry.value
    #expect(screen.projection.notice == nil)
  }
}
