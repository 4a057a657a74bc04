import Observation

/// Seed 003's update screen: "Update" opens the store through an injected URL opener; "Later" dismisses,
/// and is offered only when the update is not required.
@MainActor
@Observable
public final class AppUpdateErrorScreenModel: ErrorScreenModel {
  /// What the screen shows now.
  public private(set) var configuration: ErrorScreenConfiguration
  /// The status the screen describes.
  public let status: AppUpdateStatus
  @ObservationIgnored private let storeURL: String
  @ObservationIgnored private let openURL: @MainActor (String) async -> Bool
  @ObservationIgnored private let onDismiss: @MainActor () async -> Void

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - status: Whether an update is needed.
  ///   - storeURL: Where the update is, handed to `openURL`.
  ///   - openURL: Opens a URL; returns whether it could.
  ///   - onDismiss: Leaves the screen ("Later", or "Continue" when no update is needed).
  public init(
    status: AppUpdateStatus,
    storeURL: String,
    openURL: @escaping @MainActor (String) async -> Bool,
    onDismiss: @escaping @MainActor () async -> Void
  ) {
    self.status = status
    self.configuration = Self.configuration(for: status)
    self.storeURL = storeURL
    self.openURL = openURL
    self.onDismiss = onDismiss
  }

  /// The configuration describing `status`.
  public static func configuration(for status: AppUpdateStatus) -> ErrorScreenConfiguration {
    switch status {
    case .notNeeded:
      ErrorScreenConfiguration(
        icon: .upToDate, title: "Your app is up to date",
        message: "You have the latest version.", primaryAction: "Continue")
    case .available:
      ErrorScreenConfiguration(
        icon: .updateAvailable, title: "An update is available",
        message: "A new version of the app is ready, with fixes and improvements.",
        primaryAction: "Update", secondaryAction: "Later")
    case .required:
      ErrorScreenConfiguration(
        icon: .updateRequired, title: "Update required",
        message: "This version of the app is no longer supported. Update it to continue.",
        primaryAction: "Update")
    }
  }

  /// Opens the store (or, when no update is needed, dismisses); says so if the store cannot be opened.
  public func performPrimaryAction() async {
    guard !configuration.isBusy else { return }
    guard status != .notNeeded else { return await onDismiss() }
    configuration = configuration.busy(true)
    let opened = await openURL(storeURL)
    var next = Self.configuration(for: status)
    if !opened { next.message = "The store could not be opened. Update the app from your app store." }
    configuration = next
  }

  /// "Later": dismisses, unless the update is required.
  public func performSecondaryAction() async {
    guard status == .available, !configuration.isBusy else { return }
    await onDismiss()
  }
}
