/// What a loading screen shows, decided from a ``Loadable`` and a ``PresentationPolicy``: the single thing
/// adapters switch over, so no view decides anything.
///
/// ```swift
/// switch ScreenProjection(loader.state, policy: .default) {
/// case .blank: Color.clear
/// case .progress: ProgressView()
/// case .content(let posts, let isRefreshing, let notice): PostList(posts, isRefreshing, notice)
/// case .empty(let isRefreshing, let notice): EmptyPosts(isRefreshing, notice)
/// case .failure(let configuration): ErrorScreen(configuration)
/// }
/// ```
public enum ScreenProjection<Value> {
  /// Nothing requested yet: draw nothing.
  case blank
  /// A first load with nothing to show yet: full-screen progress.
  case progress
  /// Content, possibly being refreshed, possibly with a failure notice over it.
  case content(Value, isRefreshing: Bool, notice: FailureNotice?)
  /// Loaded, but empty: the empty state, possibly being refreshed, possibly with a failure notice.
  case empty(isRefreshing: Bool, notice: FailureNotice?)
  /// A failure that takes the whole screen: the universal error screen.
  case failure(ErrorScreenConfiguration)
}

extension ScreenProjection: Equatable where Value: Equatable {}
extension ScreenProjection: Hashable where Value: Hashable {}
extension ScreenProjection: Sendable where Value: Sendable {}

extension ScreenProjection {
  /// Projects a state through a policy.
  ///
  /// - idle → ``blank``; a first load → ``progress``; a refresh → content (or empty) marked refreshing;
  /// - loaded → ``content(_:isRefreshing:notice:)``, or ``empty(isRefreshing:notice:)`` when `isEmpty` says so;
  /// - failed with nothing kept → ``failure(_:)``; failed with content kept → what the policy says:
  ///   full screen, or the content with an alert, banner or inline notice;
  /// - a failure that classifies as cancelled is not a failure: the kept content, or blank, is shown.
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - policy: How failures are shown.
  ///   - isEmpty: Whether a value is empty content; never, by default. Collections use `isEmpty`.
  public init<Failure>(
    _ state: Loadable<Value, Failure>,
    policy: PresentationPolicy = .default,
    isEmpty: (Value) -> Bool = { _ in false }
  ) {
    func shown(_ value: Value, isRefreshing: Bool, notice: FailureNotice?) -> Self {
      isEmpty(value) ? .empty(isRefreshing: isRefreshing, notice: notice) : .content(value, isRefreshing: isRefreshing, notice: notice)
    }
    switch state {
    case .idle:
      self = .blank
    case .loading(previous: nil):
      self = .progress
    case .loading(previous: let value?):
      self = shown(value, isRefreshing: true, notice: nil)
    case .loaded(let value):
      self = shown(value, isRefreshing: false, notice: nil)
    case .failed(let error, let previous):
      let failure = policy.classify(error)
      guard failure.kind != .cancelled else {
        self = previous.map { shown($0, isRefreshing: false, notice: nil) } ?? .blank
        return
      }
      let message = policy.message(failure)
      guard let value = previous else {
        self = .failure(ErrorScreenConfiguration(failure: failure, message: message))
        return
      }
      switch policy.display(for: failure.kind, hasContent: true) {
      case .fullScreen: self = .failure(ErrorScreenConfiguration(failure: failure, message: message))
      case .alert: self = shown(value, isRefreshing: false, notice: .alert(.failure(message)))
      case .banner: self = shown(value, isRefreshing: false, notice: .banner(.failure(message)))
      case .inline: self = shown(value, isRefreshing: false, notice: .inline(.failure(message)))
      }
    }
  }
}

extension ScreenProjection where Value: Collection {
  /// Projects a state through a policy, showing an empty collection as ``empty(isRefreshing:notice:)``.
  public init<Failure>(_ state: Loadable<Value, Failure>, policy: PresentationPolicy = .default) {
    self.init(state, policy: policy, isEmpty: { $0.isEmpty })
  }
}
