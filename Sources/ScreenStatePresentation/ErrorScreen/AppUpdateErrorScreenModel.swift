import Observation
import ScreenStateCore
import ScreenStateData

/// The update screen: "Update" opens the store through an injected URL opener; "Later" dismisses, and is
/// offered only when the update is not required.
@MainActor
@Observable
public final class AppUpdateErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  /// The status the screen describes.
  public let status: AppUpdateStatus
  @ObservationIgnored private let texts: ScreenTexts
  @ObservationIgnored private let storeURL: String
  @ObservationIgnored private let openURL: @MainActor (String) async -> Bool
  @ObservationIgnored private let onDismiss: @MainActor () async -> Void

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - status: Whether an update is needed.
  ///   - texts: The screen's words.
  ///   - storeURL: Where the update is, handed to `openURL`.
  ///   - openURL: Opens a URL; returns whether it could.
  ///   - onDismiss: Leaves the screen ("Later", or "Continue" when no update is needed).
  public init(
    status: AppUpdateStatus,
    texts: ScreenTexts = .standard,
    storeURL: String,
    openURL: @escaping @MainActor (String) async -> Bool,
    onDismiss: @escaping @MainActor () async -> Void
  ) {
    self.status = status
    self.texts = texts
    self.storeURL = storeURL
    self.openURL = openURL
    self.onDismiss = onDismiss
    configuration = Self.configuration(for: status, texts: texts)
  }

  /// The configuration describing `status`; a required update says what an "update required" failure says.
  public static func configuration(
    for status: AppUpdateStatus, texts: ScreenTexts = .standard
  ) -> ErrorScreenConfiguration {
    let update = ScreenButton(texts[.button(.update)], action: ScreenAction.errorScreenPrimary)
    switch status {
    case .notNeeded:
      return ErrorScreenConfiguration(
        icon: .upToDate, title: texts[.upToDateTitle], message: texts[.upToDateMessage],
        buttons: [ScreenButton(texts[.button(.continue)], action: .errorScreenPrimary)])
    case .available:
      return ErrorScreenConfiguration(
        icon: .updateAvailable, title: texts[.updateAvailableTitle], message: texts[.updateAvailableMessage],
        buttons: [update, ScreenButton(texts[.button(.later)], role: .cancel, action: .errorScreenSecondary)])
    case .required:
      let message = texts.failureMessage(for: FailureClassification(kind: .updateRequired))
      return ErrorScreenConfiguration(
        icon: .updateRequired, title: message.title, message: message.message, buttons: [update])
    }
  }

  /// Opens the store (or, when no update is needed, dismisses); says so if the store cannot be opened.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    guard status != .notNeeded else { return await onDismiss() }
    configuration = configuration.busy(true)
    let opened = await openURL(storeURL)
    var next = Self.configuration(for: status, texts: texts)
    if !opened { next.message = texts[.storeUnavailableMessage] }
    configuration = next
  }

  /// "Later": dismisses, unless the update is required.
  public func performSecondaryAction() async {
    guard status == .available, !configuration.isBusy else { return }
    await onDismiss()
  }
}
