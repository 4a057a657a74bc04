import Observation
import ScreenState

/// The hand-written view model (four properties): separate `isLoading`, `posts`, `error` and `errorDisplayType` properties, ported to
/// `@Observable` and async/await with its `fetchPosts()` logic unchanged (it clears the posts on every fetch).
@MainActor @Observable
public final class FlagsPostsModel {
  /// Whether a fetch is in flight.
  public var isLoading = false
  /// The posts shown; cleared when a fetch starts.
  public var posts: [Post] = []
  /// The error of the last fetch, if it failed.
  public var error: (any Error)? = nil
  /// How the error is shown, if there is one.
  public var errorDisplayType: ErrorDisplayType? = nil

  /// A model showing `posts`, not loading, without an error.
  public init(posts: [Post] = []) {
    self.posts = posts
  }

  /// The view model's `fetchPosts()`, as written by hand, with the simulated network call replaced by `operation`.
  public func fetchPosts(using operation: PostsOperation) async {
    isLoading = true
    posts = []
    error = nil
    errorDisplayType = nil
    do {
      let posts = try await operation()
      isLoading = false
      self.posts = posts
    } catch {
      isLoading = false
      self.error = error
      errorDisplayType = .alert
    }
  }

  /// Reads every property, as its view does.
  public func readAll() {
    _ = isLoading
    _ = posts
    _ = error
    _ = errorDisplayType
  }
}

/// The floor: a plain `@Observable` class with one `Loadable` property, assigned by hand, with the same rules
/// as `Loader` where they are cheap to write (keep the value while loading, restore the state on cancellation).
@MainActor @Observable
public final class PlainPostsModel {
  /// The one property a view reads.
  public var state: Loadable<[Post], any Error>

  /// A model in `state`.
  public init(_ state: Loadable<[Post], any Error> = .idle) {
    self.state = state
  }

  /// Loads with `operation`: loading (keeping the value), then loaded or failed; a cancellation puts back
  /// the state from before.
  public func load(using operation: PostsOperation) async {
    let before = state
    state = .loading(previous: before.value)
    do {
      state = .loaded(try await operation())
    } catch is CancellationError {
      state = before
    } catch {
      state = .failed(error, previous: before.value)
    }
  }

  /// `load(using:)` with the operation run in a task of its own, awaited by the caller, as `Loader` does so
  /// that cancelling a caller does not cancel the work: the cost of that design alone, without an engine.
  public func loadInOwnedTask(using operation: @escaping PostsOperation) async {
    let before = state
    state = .loading(previous: before.value)
    let work = Task { try await operation() }
    do {
      state = .loaded(try await work.value)
    } catch is CancellationError {
      state = before
    } catch {
      state = .failed(error, previous: before.value)
    }
  }
}
