import ScreenState
import Testing

/// The built-in error-screen models' flows, and their words.
@MainActor
@Suite("Built-in error-screen models")
struct ErrorScreenModelTests {
  @MainActor final class ModelBox<Model> {
    var model: Model?
  }

  static let offline = FailureClassification(kind: .offline)
  static let unreachable = FailureClassification(kind: .cannotReachServer)

  // MARK: - No network

  @Test func noNetworkInitialConfiguration() {
    let model = NoNetworkErrorScreenModel(checker: PendingConnectivityChecker(answers: PendingAnswer())) {}
    #expect(model.configuration == NoNetworkErrorScreenModel.initialConfiguration(for: Self.offline))
    #expect(model.configuration.icon == .noNetwork)
    #expect(model.configuration.title == "No internet connection")
    #expect(model.configuration.buttons == [ScreenButton("Check connection", action: .errorScreenPrimary)])
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
    #expect(model.configuration.title == NoNetworkErrorScreenModel.initialConfiguration(for: Self.offline).title)
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
    #expect(model.configuration == NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: Self.offline))
    #expect(model.configuration.title == "Still no connection")
    #expect(!model.configuration.isBusy)
    #expect(model.configuration.buttons.first?.label == "Check connection")

    // The next check can succeed.
    let again = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    #expect(
      model.configuration == NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: Self.offline).busy(true))
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

  @Test func aServerOutOfReachSaysSoBeforeAndAfterTheCheck() async {
    // The same failure says the same thing wherever it is shown: "Can't reach the server", as on a refresh's
    // alert, never "No internet connection".
    let answers = PendingAnswer<Bool>()
    let model = NoNetworkErrorScreenModel(
      failure: Self.unreachable, checker: PendingConnectivityChecker(answers: answers)
    ) {}
    #expect(model.configuration.title == "Can't reach the server")
    #expect(model.configuration.icon == .serverUnreachable)
    #expect(model.configuration.title == ScreenAlert.failure(Self.unreachable).title)
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    answers.answer(false)
    await tap.value
    #expect(model.configuration.title == "Still can't reach the server")
    #expect(model.configuration.buttons.map(\.label) == ["Check connection"])
  }

  @Test func theModelsSpeakTheScreensLanguage() {
    let german = ScreenTexts(language: "de")
    let noNetwork = NoNetworkErrorScreenModel(
      failure: Self.offline, texts: german, checker: PendingConnectivityChecker(answers: PendingAnswer())
    ) {}
    #expect(noNetwork.configuration.title == "Keine Internetverbindung")
    #expect(noNetwork.configuration.buttons.map(\.label) == ["Verbindung prüfen"])
    let maintenance = BackendUnavailableErrorScreenModel.configuration(
      for: .maintenance(retryAfter: .seconds(120)), texts: german)
    #expect(maintenance.message == "Der Dienst wird gerade gewartet. Versuchen Sie es in 2 Minuten erneut.")
    #expect(maintenance.buttons.map(\.label) == ["Status abfragen"])
    let update = AppUpdateErrorScreenModel.configuration(for: .available, texts: german)
    #expect(update.buttons.map(\.label) == ["Aktualisieren", "Später"])
  }

  // MARK: - Backend unavailable

  @Test func aFailedStatusCheckKeepsTheScreensWordsAndSaysTheStatusIsUnknown() async {
    // "Refresh status" when `/status` itself fails must not turn maintenance into "Something went wrong".
    let answers = PendingAnswer<BackendStatus>()
    let model = BackendUnavailableErrorScreenModel(
      status: .maintenance(retryAfter: .seconds(120)), checker: PendingBackendStatusChecker(answers: answers)
    ) {}
    let tap = Task { await model.performPrimaryAction() }
    await answers.waitForCall()
    answers.answer(.unknown)
    await tap.value
    #expect(model.configuration.title == "Down for maintenance")
    #expect(model.configuration.icon == .maintenance)
    #expect(model.configuration.message == "The service's status could not be checked. Try again in a moment.")
    #expect(model.status == .maintenance(retryAfter: .seconds(120)))
    #expect(model.configuration.buttons.map(\.label) == ["Refresh status"])
  }

  @Test func theContextPicksMaintenanceOrServerError() {
    let checker = PendingBackendStatusChecker(answers: PendingAnswer())
    let maintenance = BackendUnavailableErrorScreenModel(
      context: ErrorScreenContext(
        failure: FailureClassification(kind: .maintenance, retryAfter: .seconds(60)), retry: {}, dismiss: {}),
      checker: checker)
    #expect(maintenance.status == .maintenance(retryAfter: .seconds(60)))
    let server = BackendUnavailableErrorScreenModel(
      context: ErrorScreenContext(failure: FailureClassification(kind: .serverError), retry: {}, dismiss: {}),
      checker: checker)
    #expect(server.status == .serverError)
  }

  @Test func maintenanceWithoutRetryAfter() {
    let configuration = BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: nil))
    #expect(configuration.icon == .maintenance)
    #expect(configuration.title == "Down for maintenance")
    #expect(configuration.message == "The service is being worked on. Try again later.")
    #expect(configuration.buttons.first?.label == "Refresh status")
    #expect(configuration.buttons.count == 1)
  }

  @Test(arguments: [
    (Duration.seconds(120), "in 2 minutes"), (.seconds(30), "in 30 seconds"), (.seconds(7_200), "in 2 hours"),
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
    #expect(configuration.buttons.first?.label == "Try Again")
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
    #expect(
      model.configuration
        == BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: .seconds(600))))
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
    #expect(model.configuration.buttons.first?.label == "Update")
    #expect(model.configuration.buttons.count == 1)
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
    #expect(model.configuration.buttons.first?.label == "Update")
    #expect(model.configuration.buttons.last == ScreenButton("Later", role: .cancel, action: .errorScreenSecondary))
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
    #expect(model.configuration.buttons.first?.label == "Update")
    #expect(model.configuration.buttons.count == 1)

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
    #expect(model.configuration.buttons.first?.label == "Continue")
    #expect(model.configuration.buttons.count == 1)
    await model.performPrimaryAction()
    #expect(dismissed == 1)
    #expect(opener.answers.callCount == 0)
    await model.performSecondaryAction()
    #expect(dismissed == 1)
  }

  @Test func everyStatusHasAConfiguration() {
    let configurations = AppUpdateStatus.allCases.map { AppUpdateErrorScreenModel.configuration(for: $0) }
    #expect(Set(configurations.map(\.title)).count == 3)
    #expect(configurations.allSatisfy { !$0.isBusy && $0.buttons.first?.action == .errorScreenPrimary })
  }

  // MARK: - Configuration values

  @Test func configurationDefaultsAndBusy() {
    let configuration = ErrorScreenConfiguration(icon: "jailbroken", title: "T", message: "M")
    #expect(configuration.icon == ErrorScreenIcon("jailbroken"))
    #expect(configuration.icon.rawValue == "jailbroken")
    #expect(configuration.icon.description == "jailbroken")
    #expect(ErrorScreenIcon(rawValue: "x") == "x")
    #expect(!configuration.isBusy)
    #expect(configuration.buttons.isEmpty)
    #expect(configuration.busy(true).isBusy)
    #expect(configuration.busy(true).busy(false) == configuration)
    #expect(configuration.busy(true) != configuration)
    _ = requireSendable(configuration)
  }

  @Test func everyKindHasAnIcon() {
    let icons = Dictionary(uniqueKeysWithValues: FailureKind.allCases.map { ($0, ErrorScreenIcon(kind: $0)) })
    #expect(icons[.offline] == .noNetwork)
    #expect(icons[.cannotReachServer] == .serverUnreachable)
    #expect(icons[.connectionLost] == .serverUnreachable)
    #expect(icons[.timedOut] == .timedOut)
    #expect(icons[.maintenance] == .maintenance)
    #expect(icons[.serverError] == .serverError)
    #expect(icons[.unauthorized] == .locked)
    #expect(icons[.unexpectedResponse] == .unreadable)
    #expect(icons[.updateRequired] == .updateRequired)
    #expect(icons[.unknown] == .warning)
  }
}
