import Observation
import ScreenState

/// The error-screen gallery: one universal error screen at a time, each page's model built from what the real
/// server says now, and every button doing what it would in an app.
///
/// Where an app would close the screen (connection back, backend available, "Later"), the gallery says so in
/// the ``ActivityLog`` and builds the page again, so it can be tried once more.
@MainActor
@Observable
public final class ErrorGalleryModel {
  /// The page shown.
  public private(set) var page: GalleryPage
  /// What the page shows.
  public private(set) var state: GalleryPageState = .preparing

  @ObservationIgnored private let clients: DemoClients
  @ObservationIgnored private let log: ActivityLog
  @ObservationIgnored private let storeURL: String
  @ObservationIgnored private let openURL: @MainActor @Sendable (String) async -> Bool
  @ObservationIgnored private let texts: ScreenTexts
  /// Counts preparations, so that a slow answer for a page left since cannot replace a newer one.
  @ObservationIgnored private var preparation = 0

  /// Creates the gallery on `page`; nothing is requested until ``reload()`` or ``show(_:)``.
  public init(
    clients: DemoClients,
    log: ActivityLog,
    page: GalleryPage = .noNetwork,
    storeURL: String = StoreLink.updateURL,
    texts: ScreenTexts = .standard,
    openURL: @escaping @MainActor @Sendable (String) async -> Bool
  ) {
    self.texts = texts
    self.clients = clients
    self.log = log
    self.page = page
    self.storeURL = storeURL
    self.openURL = openURL
  }

  /// The configuration to draw, or `nil` while the page is being prepared.
  public var configuration: ErrorScreenConfiguration? { state.configuration }

  /// Shows `page`, built from the server.
  public func show(_ page: GalleryPage) async {
    if page != self.page { state = .preparing }
    self.page = page
    await reload()
  }

  /// Shows the next page.
  public func showNext() async { await show(page.next) }

  /// Shows the previous page.
  public func showPrevious() async { await show(page.previous) }

  /// Builds the page again from what the server says now, keeping the current screen until the new one is ready.
  public func reload() async {
    preparation += 1
    let current = preparation
    let next = await makeState(for: page)
    guard current == preparation else { return }
    state = next
  }

  /// Performs a screen action on the page: the error screen's buttons, or building it again.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .errorScreenPrimary: await state.model?.performPrimaryAction()
    case .errorScreenSecondary: await state.model?.performSecondaryAction()
    case .retry, .refresh: await reload()
    case .cancel, .dismissFailure, .loadMore: return
    }
  }

  private func makeState(for page: GalleryPage) async -> GalleryPageState {
    switch page {
    case .noNetwork:
      return .showing(
        NoNetworkErrorScreenModel(texts: texts, checker: clients.connectivity) { [weak self] in
          await self?.leave("the connection is back: an app would close this screen and load again")
        })
    case .maintenance:
      let status = await clients.status.status()
      return .showing(
        BackendUnavailableErrorScreenModel(status: status, texts: texts, checker: clients.status) { [weak self] in
          await self?.leave("the backend is available: an app would close this screen and load again")
        })
    case .appUpdate:
      do {
        let status = try await clients.versions.updateStatus()
        return .showing(
          AppUpdateErrorScreenModel(status: status, texts: texts, storeURL: storeURL, openURL: openURL) {
            [weak self] in
            await self?.leave("the update screen was dismissed: an app would go on without updating")
          })
      } catch {
        // The version could not be read: say why in the library's words; its "Try Again" builds the page again.
        return .unavailable(.failure(clients.classifier.classify(error), texts: texts))
      }
    }
  }

  private func leave(_ reason: String) async {
    log.record(reason)
    await reload()
  }
}
