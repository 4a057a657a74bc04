import Observation

/// A whole loading screen in one object: a ``Loader``, the ``PresentationPolicy`` that decides how its
/// failures are shown, and the ``ErrorScreenCatalog`` that picks each full-screen failure's model.
///
/// Adapters draw ``projection`` and send ``ScreenAction``s to ``send(_:)``; nothing else.
///
/// ```swift
/// @MainActor @Observable final class PostsModel {
///   let screen: LoadableScreen<[Post], any Error>
///   init(api: API) {
///     screen = LoadableScreen(Loader { try await api.posts() })
///   }
/// }
/// ```
@MainActor
public final class LoadableScreen<Value: Sendable, Failure: Error>: Observable {
  /// The engine that loads the content.
  public let loader: Loader<Value, Failure>
  /// How failures are shown.
  public let policy: PresentationPolicy
  /// Which model each full-screen failure gets.
  public let errorScreens: ErrorScreenCatalog

  private let isEmpty: (Value) -> Bool
  // A cache, not state: the projection is a function of the loader's state and the model's configuration,
  // both observed where they live.
  private var cachedModel: (failure: RequestID?, model: any ErrorScreenModel)?

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
  }

  /// What the screen shows now; a full-screen failure shows its model's live configuration.
  public var projection: ScreenProjection<Value> {
    let state = loader.state
    let projection = ScreenProjection(state, policy: policy, isEmpty: isEmpty)
    guard case .failure(let fallback) = projection, let error = state.error else {
      cachedModel = nil
      return projection
    }
    return .failure(model(for: error, fallback: fallback).configuration)
  }

  /// The model of the full-screen failure shown now, or `nil` when no failure takes the whole screen.
  ///
  /// The same model serves a failure for as long as it is shown, so its busy state and messages persist;
  /// a new failure gets a new model.
  public var errorScreenModel: (any ErrorScreenModel)? {
    let state = loader.state
    guard case .failure(let fallback) = ScreenProjection(state, policy: policy, isEmpty: isEmpty),
      let error = state.error
    else {
      cachedModel = nil
      return nil
    }
    return model(for: error, fallback: fallback)
  }

  private func model(for error: Failure, fallback: ErrorScreenConfiguration) -> any ErrorScreenModel {
    if let cachedModel, cachedModel.failure == loader.settledBy { return cachedModel.model }
    let loader = loader
    let context = ErrorScreenContext(
      retry: { await loader.retry() },
      dismiss: { loader.dismissFailure() })
    let model = errorScreens.model(for: policy.classify(error), fallback: fallback, context: context)
    cachedModel = (loader.settledBy, model)
    return model
  }

  /// Performs what a person asked for: retry, refresh, dismiss the failure, or an error-screen button.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .retry: await loader.retry()
    case .refresh: await loader.refresh()
    case .dismissFailure: loader.dismissFailure()
    case .errorScreenPrimary: await errorScreenModel?.performPrimaryAction()
    case .errorScreenSecondary: await errorScreenModel?.performSecondaryAction()
    }
  }

  /// Starts the first load (or joins it); call it when the screen appears.
  public func load() async {
    await loader.load()
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
