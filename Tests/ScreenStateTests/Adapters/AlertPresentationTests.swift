import ScreenState
import ScreenStateTesting
import Testing

/// Which alert an adapter presents: keyed by the failure's revision, answered synchronously,
/// answered once.
@MainActor
@Suite("AlertPresentation")
struct AlertPresentationTests {
  static let alert = ScreenAlert<ScreenAction>.failure(FailureClassification(kind: .offline))

  /// A screen whose first load succeeded and whose refresh fails, shown as an alert.
  private func screenWithFailedRefresh() async -> (
    LoadableScreen<[Int], any Error>, ControllableOperation<[Int], any Error>
  ) {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(Loader(retryPolicy: .never, timeout: nil, operation: operation.operation))
    let load = Task { await screen.load() }
    await operation.nextCall().succeed(with: [1])
    await load.value
    let refresh = Task { await screen.send(.refresh) }
    await operation.nextCall().fail(with: PresentationPlainError())
    await refresh.value
    return (screen, operation)
  }

  @Test func aPressedButtonAnswersTheAlertAtOnceBeforeTheScreenHandlesIt() async throws {
    let (screen, _) = await screenWithFailedRefresh()
    var presentation = AlertPresentation()
    let revision = screen.failureRevision
    let alert = try #require(presentation.alert(screen.projection.alert, revision: revision))
    let ok = try #require(alert.buttons.first)
    #expect(presentation.press(ok, revision: revision) == .dismissFailure)
    // The screen has not handled the answer yet; the alert is gone all the same, and cannot come back.
    #expect(screen.projection.alert != nil)
    #expect(presentation.alert(screen.projection.alert, revision: revision) == nil)
    #expect(!presentation.isPresented(screen.projection.alert, revision: revision))
  }

  @Test func twoFailuresInTheSameWordsAreTwoAlerts() async throws {
    let (screen, operation) = await screenWithFailedRefresh()
    var presentation = AlertPresentation()
    let first = screen.failureRevision
    let tryAgain = try #require(screen.projection.alert?.buttons.first { $0.action == .retry })
    let pressed = presentation.press(tryAgain, revision: first)
    let action = try #require(pressed)
    let retry = Task { await screen.send(action) }
    await operation.nextCall().fail(with: PresentationPlainError())
    await retry.value
    // The same words as before, a new failure: presented again.
    #expect(screen.projection.alert == Self.alertOf(screen))
    #expect(screen.failureRevision == first + 1)
    #expect(presentation.alert(screen.projection.alert, revision: screen.failureRevision) != nil)
  }

  @Test func aDismissalWithoutAButtonSendsTheCancelActionOnce() {
    var presentation = AlertPresentation()
    // Escape on a Mac, Menu on a TV: the alert is gone, and the screen hears "OK".
    #expect(presentation.dismiss(Self.alert, revision: 3) == .dismissFailure)
    #expect(presentation.alert(Self.alert, revision: 3) == nil)
    // The system's own dismissal after a button press sends nothing more.
    var pressed = AlertPresentation()
    #expect(pressed.press(Self.alert.buttons[1], revision: 4) == .retry)
    #expect(pressed.dismiss(Self.alert, revision: 4) == nil)
    #expect(pressed.press(Self.alert.buttons[0], revision: 4) == nil)
  }

  /// SwiftUI writes the alert's binding `false` before or after running the pressed button's action: either way,
  /// the button's action is sent, once, and the alert's dismissal action is not.
  @Test(arguments: [true, false])
  func tryAgainIsSentWhicheverTheBindingOrTheButtonComesFirst(bindingFirst: Bool) {
    var presentation = AlertPresentation()
    let tryAgain = Self.alert.buttons[1]
    var sent: [ScreenAction] = []
    if bindingFirst {
      presentation.close(revision: 5)
      #expect(presentation.alert(Self.alert, revision: 5) == nil)  // hidden at once
      sent += [presentation.press(tryAgain, revision: 5)].compactMap { $0 }
    } else {
      sent += [presentation.press(tryAgain, revision: 5)].compactMap { $0 }
      presentation.close(revision: 5)
    }
    // The next turn: the close is settled, and a button answered it.
    sent += [presentation.settle(Self.alert, revision: 5)].compactMap { $0 }
    #expect(sent == [.retry])
    #expect(presentation.alert(Self.alert, revision: 5) == nil)
    #expect(presentation.press(Self.alert.buttons[0], revision: 5) == nil)
  }

  @Test func aCloseNoButtonAnsweredIsSettledAsTheCancelActionOnce() {
    var presentation = AlertPresentation()
    presentation.close(revision: 2)
    #expect(presentation.settle(Self.alert, revision: 2) == .dismissFailure)
    #expect(presentation.settle(Self.alert, revision: 2) == nil)
    #expect(presentation.press(Self.alert.buttons[1], revision: 2) == nil)
    // Nothing to settle for an alert never closed, nor for another revision.
    var untouched = AlertPresentation()
    #expect(untouched.settle(Self.alert, revision: 2) == nil)
    untouched.close(revision: 3)
    #expect(untouched.settle(Self.alert, revision: 4) == nil)
    #expect(untouched.alert(Self.alert, revision: 4) == Self.alert)
  }

  @Test func withoutRevisionsAResetPresentsTheNextAlertAfterAClose() {
    var presentation = AlertPresentation()
    presentation.close(revision: 0)
    #expect(presentation.alert(Self.alert, revision: 0) == nil)
    presentation.reset()
    #expect(presentation.alert(Self.alert, revision: 0) == Self.alert)
  }

  @Test func aNewFailureDuringTheDismissalIsPresented() {
    var presentation = AlertPresentation()
    _ = presentation.dismiss(Self.alert, revision: 1)
    #expect(presentation.alert(Self.alert, revision: 2) == Self.alert)
  }

  @Test func withoutRevisionsAResetPresentsTheNextAlert() {
    var presentation = AlertPresentation()
    _ = presentation.dismiss(Self.alert, revision: 0)
    #expect(presentation.alert(Self.alert, revision: 0) == nil)
    presentation.reset()
    #expect(presentation.alert(Self.alert, revision: 0) == Self.alert)
  }

  @Test func anAlertWithoutACancelButtonIsDismissedWithoutAnAction() {
    let alert = ScreenAlert(title: "Saved", buttons: [ScreenButton("Open", action: ScreenAction.retry)])
    var presentation = AlertPresentation()
    #expect(alert.dismissalAction == nil)
    #expect(presentation.dismiss(alert, revision: 1) == nil)
    #expect(presentation.alert(alert, revision: 1) == nil)
    #expect(Self.alert.dismissalAction == .dismissFailure)
  }

  private static func alertOf(_ screen: LoadableScreen<[Int], any Error>) -> ScreenAlert<ScreenAction>? {
    screen.projection.alert
  }
}
