import Observation

/// A whole loading screen in one object: a ``Loader``, the ``PresentationPolicy`` that decides how its
/// failures are shown and in what words, and the ``ErrorScreenCatalog`` that picks each full-screen
/// failure's model.
///
/// Adapters draw ``projection``, post ``announcement`` for assistive technologies, and send
/// ``ScreenAction``s to ``send(_:)``; nothing else.
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

  /// What the loader's state shows, set once per change: one stored property, so that observers hear of each
  /// change once.
  private var shown: Shown

  /// The projection of the loader's state, and the model of its full-screen failure, if any.
  private struct Shown {
    var standardProjection: ScreenProjection<Value>
    var errorScreenModel: (any ErrorScreenModel)?
  }

  /// The model of the full-screen failure shown now, or `nil` when no failure takes the whole screen or
  /// the catalog gave it the standard screen.
  public var errorScreenModel: (any ErrorScreenModel)? { shown.errorScreenModel }
  /// The latest change a person using an assistive technology must hear, or `nil` before any.
  public private(set) var announcement: ScreenAnnouncement?
  /// Counts ``announcement``s, so that the same words twice in a row still read as two announcements.
  public private(set) var announcementCount = 0

  /// Creates a screen; `isEmpty` says which values are empty content (never, by default).
  public init(
    _ loader: Loader<Value, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    isEmpty: @escaping (Value) -> Bool = { _ in false }
  ) {
    self.loader = loader
    self.policy = policy
    self.errorScreens = errorScreens
    self.isEmpty = isEmpty
    let standard = ScreenProjection(loader, policy: policy, isEmpty: isEmpty)
    shown = Shown(standardProjection: standard, errorScreenModel: nil)
    shown.errorScreenModel = makeModel(for: standard)
    loader.observeStateChanges { [weak self] in self?.loaderStateChanged() }
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
    }
  }

  /// Starts the first load (or joins it); call it when the screen appears.
  public func load() async {
    await loader.load()
  }

  // MARK: - Following the loader

  private func loaderStateChanged() {
    let next = ScreenProjection(loader, policy: policy, isEmpty: isEmpty)
    let previous = projection
    var model: (any ErrorScreenModel)? = nil
    if case .failure = next {
      // A failure already on screen keeps its model (and its busy state); a new one asks the catalog.
      if case .failure = shown.standardProjection {
        model = shown.errorScreenModel
      } else {
        model = makeModel(for: next)
      }
    }
    shown = Shown(standardProjection: next, errorScreenModel: model)
    if let change = ScreenAnnouncement(from: previous, to: projection, texts: policy.texts) {
      announcement = change
      announcementCount &+= 1
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
