import Observation

/// A whole loading screen in one object: a ``Loader``, the ``PresentationPolicy`` that decides how its
/// failures are shown and in what words, and the ``ErrorScreenCatalog`` that picks each full-screen
/// failure's model.
///
/// Adapters draw ``projection`` (and, for a paginated list, ``footer``), post ``announcement`` for assistive
/// technologies, and send ``ScreenAction``s to ``send(_:)``; nothing else.
///
/// ```swift
/// @MainActor @Observable final class PostsModel {
///   let screen: LoadableScreen<[Post], any Error>
///   init(api: API) {
///     screen = LoadableScreen(Loader { try await api.posts() })
///   }
/// }
/// ```
///
/// The projection is computed once per change of the loader's state, from the classification the loader
/// made of its failure (the one its retries followed); a full-screen failure gets its model from the
/// catalog once, and keeps it for as long as it is shown.
@MainActor
@Observable
public final class LoadableScreen<Value: Sendable, Failure: Error> {
  /// The engine that loads the content.
  @ObservationIgnored public let loader: Loader<Value, Failure>
  /// How failures are shown, and in what words.
  @ObservationIgnored public let policy: PresentationPolicy
  /// Which model each full-screen failure gets.
  @ObservationIgnored public let errorScreens: ErrorScreenCatalog
  @ObservationIgnored private let isEmpty: (Value) -> Bool
  /// The next pages of a paginated list, when the loader loads one.
  @ObservationIgnored private let paging: ScreenPaging<Failure>?

  /// What the loader's state shows, set once per change: one stored property, so that observers hear of each
  /// change once.
  private var shown: Shown

  /// The projection of the loader's state, the model of its full-screen failure, if any, and the footer of a
  /// paginated list.
  private struct Shown {
    var standardProjection: ScreenProjection<Value>
    var errorScreenModel: (any ErrorScreenModel)?
    var footer: PageFooter?
    var itemCount: Int
  }

  /// The model of the full-screen failure shown now, or `nil` when no failure takes the whole screen or
  /// the catalog gave it the standard screen.
  public var errorScreenModel: (any ErrorScreenModel)? { shown.errorScreenModel }
  /// The latest change a person using an assistive technology must hear, or `nil` before any.
  public private(set) var announcement: ScreenAnnouncement?
  /// Counts ``announcement``s, so that the same words twice in a row still read as two announcements.
  public private(set) var announcementCount = 0
  /// Counts the failures shown: it grows each time a failure (full screen, alert, banner or inline notice)
  /// appears where none was shown, so that two alerts in a row are two alerts even in the same words
  /// (see ``AlertPresentation``).
  public private(set) var failureRevision = 0

  /// The content a full-screen failure covers, kept so that an adapter keeps its view (a list and its scroll
  /// position) under the error screen; `nil` when no failure covers content (see ``ScreenLayers``).
  public var coveredContent: Value? {
    guard case .failure = shown.standardProjection, let value = loader.state.value, !isEmpty(value) else {
      return nil
    }
    return value
  }

  /// What a paginated list shows below its last row; `nil` for any other screen, and while the list is not
  /// loaded and settled.
  public var footer: PageFooter? { shown.footer }

  /// Creates a screen; `isEmpty` says which values are empty content (never, by default).
  public convenience init(
    _ loader: Loader<Value, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    isEmpty: @escaping (Value) -> Bool = { _ in false }
  ) {
    self.init(loader, policy: policy, errorScreens: errorScreens, isEmpty: isEmpty, paging: nil)
  }

  init(
    _ loader: Loader<Value, Failure>,
    policy: PresentationPolicy,
    errorScreens: ErrorScreenCatalog,
    isEmpty: @escaping (Value) -> Bool,
    paging: ScreenPaging<Failure>?
  ) {
    self.loader = loader
    self.policy = policy
    self.errorScreens = errorScreens
    self.isEmpty = isEmpty
    self.paging = paging
    let standard = ScreenProjection(loader, policy: policy, isEmpty: isEmpty)
    let below = paging?.footer(texts: policy.texts)
    shown = Shown(
      standardProjection: standard, errorScreenModel: nil, footer: below?.footer, itemCount: below?.itemCount ?? 0)
    shown.errorScreenModel = makeModel(for: standard)
    loader.observeStateChanges { [weak self] in self?.stateChanged() }
    paging?.observeChanges { [weak self] in self?.stateChanged() }
  }

  /// What the screen shows now: a full-screen failure shows its model's live configuration.
  public var projection: ScreenProjection<Value> {
    let shown = shown
    return shown.standardProjection.replacingErrorScreen(with: shown.errorScreenModel?.configuration)
  }

  /// Performs what a person asked for: retry, refresh, cancel, dismiss the failure, or an error-screen
  /// model's button.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .retry: await loader.retry()
    case .refresh: await loader.refresh()
    case .cancel: loader.cancel()
    case .dismissFailure: loader.dismissFailure()
    case .errorScreenPrimary: await errorScreenModel?.performPrimaryAction()
    case .errorScreenSecondary: await errorScreenModel?.performSecondaryAction()
    case .loadMore: await paging?.loadMore()
    }
  }

  /// Tells a paginated list that the row at `index` appeared on screen: when it is one of the last rows
  /// and another page is available, the next page loads (a second call joins it). Does nothing for other
  /// screens, near the top of a list, while a page loads, after a page failed (its "Try Again" asks again) and
  /// at the end.
  ///
  /// SwiftUI calls it from each row's `onAppear`, UIKit from `willDisplay` or prefetching, the terminal when
  /// the selection moves.
  public func rowAppeared(at index: Int) async {
    guard let paging, case .loadMore? = shown.footer, index >= shown.itemCount - paging.prefetchDistance else {
      return
    }
    await paging.loadMore()
  }

  /// Starts the first load (or joins it); call it when the screen appears.
  public func load() async {
    await loader.load()
  }

  // MARK: - Following the loader

  private func stateChanged() {
    let next = ScreenProjection(loader, policy: policy, isEmpty: isEmpty)
    let previous = projection
    let previousFooter = shown.footer
    let previousItemCount = shown.itemCount
    var model: (any ErrorScreenModel)? = nil
    if case .failure = next {
      // A failure already on screen keeps its model (and its busy state); a new one asks the catalog.
      if case .failure = shown.standardProjection {
        model = shown.errorScreenModel
      } else {
        model = makeModel(for: next)
      }
    }
    let below = paging?.footer(texts: policy.texts)
    let footer = below?.footer
    let itemCount = below?.itemCount ?? 0
    shown = Shown(standardProjection: next, errorScreenModel: model, footer: footer, itemCount: itemCount)
    let change =
      ScreenAnnouncement(from: previous, to: projection, texts: policy.texts)
      ?? ScreenAnnouncement(
        from: previousFooter, to: footer, itemsAdded: itemCount > previousItemCount, texts: policy.texts)
    if let change {
      announcement = change
      announcementCount &+= 1
    }
    if projection.showsAnyFailure, !previous.showsAnyFailure {
      failureRevision &+= 1
    }
  }

  private func makeModel(for projection: ScreenProjection<Value>) -> (any ErrorScreenModel)? {
    guard case .failure(let standard) = projection, let failure = loader.failureClassification else { return nil }
    let loader = loader
    let context = ErrorScreenContext(
      failure: failure, texts: policy.texts, standardConfiguration: standard,
      retry: { await loader.retry() },
      dismiss: { loader.dismissFailure() })
    return errorScreens.model(for: context)
  }
}

extension LoadableScreen where Value: Collection {
  /// Creates a screen whose empty collections show the empty state.
  public convenience init(
    _ loader: Loader<Value, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard
  ) {
    self.init(loader, policy: policy, errorScreens: errorScreens, isEmpty: { $0.isEmpty })
  }
}
