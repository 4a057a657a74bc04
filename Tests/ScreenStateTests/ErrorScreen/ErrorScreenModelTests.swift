import ScreenState
import Testing

/// Issue 3, item 4 and 8: the built-in error-screen models' flows.
@MainActor
@Suite("Built-in error-screen models")
struct ErrorScreenModelTests {
  @MainActor final class ModelBox<Model> {
    var model: Model?
  }

  // MARK: - Retry

  @Test func retryModelIsBusyWhileRetrying() async {
    let retries = PendingAnswer<Void>()
    let initial = ErrorScreenConfiguration(
      icon: .serverError, title: "T", message: "M", primaryAction: "Try Again")
    let model = RetryErrorScreenModel(configuration: initial) { await retries.ask() }
    #expect(model.configuration == initial)
    let tap = Task { await model.performPrimaryAction() }
    await retries.waitForCall()
    #expect(model.configuration == initial.busy(true))
    // A second tap while busy does nothing.
    await model.performPrimaryAction()
    #expect(retries.callCount == 1)
    retries.answer(())
    await tap.value
    #expect(model.configuration == initial)
    await model.performSecondaryAction()
    #expect(model.configuration == initial)
    #expect(retries.callCount == 1)
  }

  // MARK: - No network

  @Test func noNetworkInitialConfiguration() {
    let model = NoNetworkErrorScreenModel(checker: PendingConnectivityChecker(answers: PendingAnswer())) {}
    #expect(model.configuration == NoNetworkErrorScreenModel.initialConfiguration)
    #expect(model.configuration.icon == .noNetwork)
    #expect(model.configuration.primaryAction == "Check connection")
    #expect(model.configuration.secondaryAction == nil)
    #expect(!model.configuration.isBusy)
  }

  @Test func noNetworkIsBusyDuringTheCheckAndReconnectsOnSuccess() async {
    let answers = PendingAnswer<Bool>()
    var reconnected = 0
    var busyWhenReconnected: Bool?
    let box = ModelBox<NoNetworkErrorScreenModel>()
    let model = NoNetworkErrorScreenModel(checker: PendingConnectivityChecker(answers: answers)) {
      reconnected += 1
      busyWhenReconnected = box.model?.configuration.isBusy
    }
    box.model = model
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    #expect(model.configuration.isBusy)
    #expect(model.configuration.title == NoNetworkErrorScreenModel.initialConfiguration.title)
    #expect(reconnected == 0)
    answers.answer(true)
    await tap.value
    #expect(reconnected == 1)
    #expect(busyWhenReconnected == false)
    #expect(!model.configuration.isBusy)
  }

  @Test func noNetworkStaysAndSaysStillOfflineOnFailure() async {
    let answers = PendingAnswer<Bool>()
    var reconnected = 0
    let model = NoNetworkErrorScreenModel(checker: PendingConnectivityChecker(answers: answers)) { reconnected += 1 }
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    #expect(model.configuration.isBusy)
    answers.answer(false)
    await tap.value
    #expect(reconnected == 0)
    #expect(model.configuration == NoNetworkErrorScreenModel.stillOfflineConfiguration)
    #expect(model.configuration.title == "Still no connection")
    #expect(!model.configuration.isBusy)
    #expect(model.configuration.primaryAction == "Check connection")

    // The next check can succeed.
    let again = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    #expect(model.configuration == NoNetworkErrorScreenModel.stillOfflineConfiguration.busy(true))
    answers.answer(true)
    await again.value
    #expect(reconnected == 1)
    #expect(answers.callCount == 2)
  }

  @Test func noNetworkIgnoresTapsWhileChecking() async {
    let answers = PendingAnswer<Bool>()
    let model = NoNetworkErrorScreenModel(checker: PendingConnectivityChecker(answers: answers)) {}
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    await model.performPrimaryAction()
    await model.performSecondaryAction()
    #expect(answers.callCount == 1)
    answers.answer(false)
    await tap.value
  }

  // MARK: - Backend unavailable

  @Test func maintenanceWithoutRetryAfter() {
    let configuration = BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: nil))
    #expect(configuration.icon == .maintenance)
    #expect(configuration.title == "Down for maintenance")
    #expect(configuration.message == "The service is being worked on. Try again later.")
    #expect(configuration.primaryAction == "Refresh status")
    #expect(configuration.secondaryAction == nil)
  }

  @Test(arguments: [
    (Duration.seconds(120), "in 2 minutes"), (.seconds(30), "in 30 seconds"), (.seconds(7_200), "in about 2 hours"),
    (.zero, "now"),
  ])
  func maintenanceWithRetryAfterSaysWhen(delay: Duration, words: String) {
    let model = BackendUnavailableErrorScreenModel(
      status: .maintenance(retryAfter: delay), checker: PendingBackendStatusChecker(answers: PendingAnswer())
    ) {}
    #expect(model.configuration.message == "The service is being worked on. Try again \(words).")
    #expect(model.status == .maintenance(retryAfter: delay))
  }

  @Test func serverError() {
    let configuration = BackendUnavailableErrorScreenModel.configuration(for: .serverError)
    #expect(configuration.icon == .serverError)
    #expect(configuration.title == "Something went wrong on our side")
    #expect(configuration.primaryAction == "Try Again")
    #expect(!configuration.isBusy)
  }

  @Test func backendRecoveryCallsOnRecovered() async {
    let answers = PendingAnswer<BackendStatus>()
    var recovered = 0
    let model = BackendUnavailableErrorScreenModel(
      status: .serverError, checker: PendingBackendStatusChecker(answers: answers)
    ) { recovered += 1 }
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    #expect(model.configuration.isBusy)
    answers.answer(.available)
    await tap.value
    #expect(recovered == 1)
    #expect(model.status == .available)
    #expect(!model.configuration.isBusy)
  }

  @Test func backendStillDownShowsTheNewStatus() async {
    let answers = PendingAnswer<BackendStatus>()
    var recovered = 0
    let model = BackendUnavailableErrorScreenModel(
      status: .serverError, checker: PendingBackendStatusChecker(answers: answers)
    ) { recovered += 1 }
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    // A second tap while busy is ignored.
    await model.performPrimaryAction()
    #expect(answers.callCount == 1)
    answers.answer(.maintenance(retryAfter: .seconds(600)))
    await tap.value
    #expect(recovered == 0)
    #expect(model.status == .maintenance(retryAfter: .seconds(600)))
    #expect(model.configuration == BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: .seconds(600))))
    #expect(model.configuration.message.hasSuffix("Try again in 10 minutes."))
    #expect(!model.configuration.isBusy)
    await model.performSecondaryAction()
    #expect(answers.callCount == 1)
  }

  // MARK: - App update

  private struct Opener {
    let answers = PendingAnswer<Bool>()
    var open: @MainActor (String) async -> Bool { { [answers] url in await answers.ask(url) } }
  }

  @Test func updateRequiredHasNoLater() async {
    let opener = Opener()
    var dismissed = 0
    let model = AppUpdateErrorScreenModel(
      status: .required, storeURL: "https://apps.example.com/app/id1", openURL: opener.open
    ) { dismissed += 1 }
    #expect(model.configuration.icon == .updateRequired)
    #expect(model.configuration.primaryAction == "Update")
    #expect(model.configuration.secondaryAction == nil)
    await model.performSecondaryAction()
    #expect(dismissed == 0)
    #expect(opener.answers.callCount == 0)
  }

  @Test func updateAvailableOffersLaterWhichDismisses() async {
    let opener = Opener()
    var dismissed = 0
    let model = AppUpdateErrorScreenModel(
      status: .available, storeURL: "https://apps.example.com/app/id1", openURL: opener.open
    ) { dismissed += 1 }
    #expect(model.configuration.icon == .updateAvailable)
    #expect(model.configuration.primaryAction == "Update")
    #expect(model.configuration.secondaryAction == "Later")
    await model.performSecondaryAction()
    #expect(dismissed == 1)
    #expect(opener.answers.callCount == 0)
  }

  @Test(arguments: [AppUpdateStatus.available, .required])
  func updateOpensTheStoreURL(status: AppUpdateStatus) async {
    let opener = Opener()
    var dismissed = 0
    let model = AppUpdateErrorScreenModel(
      status: status, storeURL: "https://apps.example.com/app/id1", openURL: opener.open
    ) { dismissed += 1 }
    let initial = model.configuration
    let tap = Task { await model.performPrimaryAction() }
    await opener.answers.waitForCall()
    #expect(model.configuration.isBusy)
    // Busy: neither button does anything.
    await model.performSecondaryAction()
    await model.performPrimaryAction()
    #expect(opener.answers.callCount == 1)
    opener.answers.answer(true)
    await tap.value
    #expect(opener.answers.arguments == ["https://apps.example.com/app/id1"])
    #expect(model.configuration == initial)
    #expect(dismissed == 0)
  }

  @Test func openerFailureSaysSo() async {
    let opener = Opener()
    let model = AppUpdateErrorScreenModel(
      status: .required, storeURL: "itms-apps://x", openURL: opener.open
    ) {}
    let tap = Task { await model.performPrimaryAction() }
    await opener.answers.waitForCall()
    opener.answers.answer(false)
    await tap.value
    #expect(!model.configuration.isBusy)
    #expect(model.configuration.message == "The store could not be opened. Update the app from your app store.")
    #expect(model.configuration.title == "Update required")
    #expect(model.configuration.primaryAction == "Update")
    #expect(model.configuration.secondaryAction == nil)

    // Trying again and succeeding restores the normal message.
    let again = Task { await model.performPrimaryAction() }
    await opener.answers.waitForCall()
    opener.answers.answer(true)
    await again.value
    #expect(model.configuration == AppUpdateErrorScreenModel.configuration(for: .required))
  }

  @Test func notNeededContinueDismisses() async {
    let opener = Opener()
    var dismissed = 0
    let model = AppUpdateErrorScreenModel(status: .notNeeded, storeURL: "x", openURL: opener.open) { dismissed += 1 }
    #expect(model.configuration.icon == .upToDate)
    #expect(model.configuration.primaryAction == "Continue")
    #expect(model.configuration.secondaryAction == nil)
    await model.performPrimaryAction()
    #expect(dismissed == 1)
    #expect(opener.answers.callCount == 0)
    await model.performSecondaryAction()
    #expect(dismissed == 1)
  }

  @Test func everyStatusHasAConfiguration() {
    let configurations = AppUpdateStatus.allCases.map(AppUpdateErrorScreenModel.configuration(for:))
    #expect(Set(configurations.map(\.title)).count == 3)
    #expect(configurations.allSatisfy { !$0.isBusy && $0.primaryAction != nil })
  }

  // MARK: - Configuration values

  @Test func configurationDefaultsAndBusy() {
    let configuration = ErrorScreenConfiguration(icon: "jailbroken", title: "T", message: "M")
    #expect(configuration.icon == ErrorScreenIcon("jailbroken"))
    #expect(configuration.icon.rawValue == "jailbroken")
    #expect(configuration.icon.description == "jailbroken")
    #expect(ErrorScreenIcon(rawValue: "x") == "x")
    #expect(!configuration.isBusy)
    #expect(configuration.primaryAction == nil)
    #expect(configuration.secondaryAction == nil)
    #expect(configuration.busy(true).isBusy)
    #expect(configuration.busy(true).busy(false) == configuration)
    #expect(configuration.busy(true) != configuration)
    _ = requireSendable(configuration)
  }

  @Test func everyKindHasAnIcon() {
    let icons = Dictionary(uniqueKeysWithValues: FailureKind.allCases.map { ($0, ErrorScreenIcon(kind: $0)) })
    #expect(icons[.offline] == .noNetwork)
    #expect(icons[.cannotReachServer] == .serverUnreachable)
    #expect(icons[.timedOut] == .timedOut)
    #expect(icons[.maintenance] == .maintenance)
    #expect(icons[.serverError] == .serverError)
    #expect(icons[.unauthorized] == .locked)
    #expect(icons[.unexpectedResponse] == .unreadable)
    #expect(icons[.updateRequired] == .updateRequired)
    #expect(icons[.unknown] == .warning)
  }
}
