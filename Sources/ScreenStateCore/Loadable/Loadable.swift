/// The whole lifecycle of a piece of asynchronously loaded content, as one exhaustive enum.
///
/// A screen that loads data is always in exactly one of four states. Because loading and failure
/// can carry the value that was on screen before, a refresh keeps content visible and a failed
/// refresh does not wipe it:
///
/// ```swift
/// switch posts {
/// case .idle: EmptyView()
/// case .loading(previous: nil): ProgressView()
/// case .loading(previous: let posts?): PostList(posts, isRefreshing: true)
/// case .loaded(let posts): PostList(posts)
/// case .failed(let error, previous: nil): ErrorScreen(error)
/// case .failed(let error, previous: let posts?): PostList(posts).alert(error)
/// }
/// ```
///
/// `Failure` is a typed error (Swift's typed throws); use `any Error` when the error is untyped.
/// A `Loadable` is a plain value: the ``Loader`` drives one over time, but any code can hold,
/// compare and transform it.
public enum Loadable<Value, Failure: Error> {
  /// Nothing has been requested yet.
  case idle
  /// A request is in flight; `previous` is the value still on screen during a refresh, or `nil` on a first load.
  case loading(previous: Value?)
  /// The latest request succeeded with this value.
  case loaded(Value)
  /// The latest request failed; `previous` is the value that was on screen before it, if any.
  case failed(Failure, previous: Value?)
}

extension Loadable: Sendable where Value: Sendable {}
