import Observation
import ScreenState
import Testing

@MainActor
struct ErrorScreenModelScreenActionTests {
  /// Counts the taps each of its two buttons received.
  @Observable
  final class CountingModel: ErrorScreenModel {
    let configuration = ErrorScreenConfiguration(icon: .warning, title: "Title", message: "Message")
    var primaryTaps = 0
    var secondaryTaps = 0
    func performPrimaryAction() async { primaryTaps += 1 }
    func performSecondaryAction() async { secondaryTaps += 1 }
  }

  @Test func thePrimaryActionReachesThePrimaryButton() async {
    let model = CountingModel()
    await model.send(.errorScreenPrimary)
    #expect((model.primaryTaps, model.secondaryTaps) == (1, 0))
  }

  @Test func theSecondaryActionReachesTheSecondaryButton() async {
    let model = CountingModel()
    await model.send(.errorScreenSecondary)
    #expect((model.primaryTaps, model.secondaryTaps) == (0, 1))
  }

  @Test(arguments: [ScreenAction.retry, .refresh, .cancel, .dismissFailure])
  func aLoadsActionsDoNothingWithoutALoader(_ action: ScreenAction) async {
    let model = CountingModel()
    await model.send(action)
    #expect((model.primaryTaps, model.secondaryTaps) == (0, 0))
  }
}
