import ScreenStateCore
import ScreenStateData

/// What a loading screen shows, decided from a ``Loadable``, its failure's classification and a
/// ``PresentationPolicy``: the single thing adapters switch over, so no view decides anything.
///
/// ```swift
/// switch screen.projection {
/// case .blank: Color.clear
/// case .progress: ProgressView()
/// case .content(let posts, let isRefreshing, let notice): PostList(posts, isRefreshing, notice)
/// case .empty(let isRefreshing, let notice): EmptyPosts(isRefreshing, notice)
/// case .failure(let errorScreen): ErrorScreen(errorScreen)
/// }
/// ```
///
/// Every failure carries its words and its buttons (``ScreenButton``s of ``ScreenAction``s): an alert, a
/// banner, or a whole ``ErrorScreenConfiguration``. An adapter draws them and sends the buttons' actions.
public enum ScreenProjection<Value> {
  /// Nothing requested yet: draw nothing.
  case blank
  /// A first load with nothing to show yet: full-screen progress.
  case progress
  /// Content, possibly being refreshed, possibly with a failure notice over it.
  case content(Value, isRefreshing: Bool, notice: FailureNotice?)
  /// Loaded, but empty: the empty state, possibly being refreshed, possibly with a failure notice.
  case empty(isRefreshing: Bool, notice: FailureNotice?)
  /// A failure that takes the whole screen: the universal error screen, complete with its buttons.
  case failure(ErrorScreenConfiguration)
}

extension ScreenProjection: Equatable where Value: Equatable {}
extension ScreenProjection: Hashable where Value: Hashable {}
extension ScreenProjection: Sendable where Value: Sendable {}

extension ScreenProjection {
  /// Projects a state whose failure has already been classified (as a ``Loader`` does, once per failure).
  ///
  /// - idle → ``blank``; a first load → ``progress``; a refresh → content (or empty) marked refreshing, unless
  ///   nobody asked for it (see below);
  /// - loaded → ``content(_:isRefreshing:notice:)``, or ``empty(isRefreshing:notice:)`` when `isEmpty` says so;
  /// - failed with nothing kept → ``failure(_:)``; failed with content kept → what the policy says: full
  ///   screen, or the content with an alert, banner or inline notice;
  /// - a cancellation is not a failure: the kept content, or blank, is shown.
  ///
  /// A request nobody asked for (`reason` is ``RequestReason/isAutomatic``: a poll, a return to the foreground, a
  /// revalidation) is quiet over kept content: its refresh is not marked refreshing, since ``isRefreshing`` is the
  /// person's own refresh, which adapters draw as the pull-to-refresh indicator, and its failure is shown as
  /// ``PresentationPolicy/automaticRefreshFailure`` says (an inline notice by default). With nothing to show it is
  /// like any other: progress, and the full-screen failure.
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - classification: The classification of `state`'s failure; when `nil` for a failed state, the
  ///     standard ``FailureClassifier`` classifies it.
  ///   - policy: How failures are shown, and in what words.
  ///   - reason: Why the request behind `state` started (see ``LoadableSource/requestReason``); `nil`, as for a
  ///     request the person asked for, by default.
  ///   - isEmpty: Whether a value is empty content; never, by default. Collections use `isEmpty`.
  public init<Failure>(
    _ state: Loadable<Value, Failure>,
    classification: FailureClassification?,
    policy: PresentationPolicy = .default,
    reason: RequestReason? = nil,
    isEmpty: (Value) -> Bool = { _ in false }
  ) {
    let isAutomatic = reason?.isAutomatic == true
    func shown(_ value: Value, isRefreshing: Bool, notice: FailureNotice?) -> Self {
      isEmpty(value)
        ? .empty(isRefreshing: isRefreshing, notice: notice)
        : .content(value, isRefreshing: isRefreshing, notice: notice)
    }
    switch state {
    case .idle:
      self = .blank
    case .loading(previous: nil):
      self = .progress
    case .loading(previous: let value?):
      self = shown(value, isRefreshing: !isAutomatic, notice: nil)
    case .loaded(let value):
      self = shown(value, isRefreshing: false, notice: nil)
    case .failed(let error, let previous):
      let failure = classification ?? FailureClassifier.standard.classify(error)
      guard !failure.isCancellation else {
        self = previous.map { shown($0, isRefreshing: false, notice: nil) } ?? .blank
        return
      }
      let texts = policy.texts
      guard let value = previous else {
        self = .failure(.failure(failure, texts: texts))
        return
      }
      switch policy.display(for: failure.kind, hasContent: true, isAutomatic: isAutomatic) {
      case .fullScreen: self = .failure(.failure(failure, texts: texts, keepsContent: true))
      case .alert: self = shown(value, isRefreshing: false, notice: .alert(.failure(failure, texts: texts)))
      case .banner: self = shown(value, isRefreshing: false, notice: .banner(.failure(failure, texts: texts)))
      case .inline: self = shown(value, isRefreshing: false, notice: .inline(.failure(failure, texts: texts)))
      }
    }
  }

  /// Projects a state, classifying its failure (if any) with `classifier`.
  public init<Failure>(
    _ state: Loadable<Value, Failure>,
    classifier: FailureClassifier = .standard,
    policy: PresentationPolicy = .default,
    isEmpty: (Value) -> Bool = { _ in false }
  ) {
    self.init(state, classification: state.error.map(classifier.classify), policy: policy, isEmpty: isEmpty)
  }

  /// Projects a source's state (a loader's, a store key's), with the classification the source made of its failure
  /// and the reason its request started (a request nobody asked for is quiet over kept content).
  @MainActor
  public init<Failure>(
    _ source: some LoadableSource<Value, Failure>,
    policy: PresentationPolicy = .default,
    isEmpty: (Value) -> Bool = { _ in false }
  ) {
    self.init(
      source.state, classification: source.failureClassification, policy: policy, reason: source.requestReason,
      isEmpty: isEmpty)
  }

  /// The same projection with its full-screen failure replaced by `errorScreen`, as an error-screen model
  /// supplies it; any other projection, or a `nil` error screen, is returned unchanged.
  public func replacingErrorScreen(with errorScreen: ErrorScreenConfiguration?) -> Self {
    guard case .failure = self, let errorScreen else { return self }
    return .failure(errorScreen)
  }
}

extension ScreenProjection where Value: Collection {
  /// Projects a state, showing an empty collection as ``empty(isRefreshing:notice:)``.
  public init<Failure>(
    _ state: Loadable<Value, Failure>,
    classifier: FailureClassifier = .standard,
    policy: PresentationPolicy = .default
  ) {
    self.init(state, classifier: classifier, policy: policy, isEmpty: { $0.isEmpty })
  }

  /// Projects a source's state, showing an empty collection as ``empty(isRefreshing:notice:)``.
  @MainActor
  public init<Failure>(_ source: some LoadableSource<Value, Failure>, policy: PresentationPolicy = .default) {
    self.init(source, policy: policy, isEmpty: { $0.isEmpty })
  }
}
