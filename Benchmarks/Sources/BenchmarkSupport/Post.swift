/// A post of the sample feed, Equatable so that `Loadable<[Post], any Error>` is too.
public struct Post: Identifiable, Hashable, Sendable {
  /// The post's identifier.
  public let id: Int
  /// The post's title.
  public let title: String
  /// The post's text.
  public let body: String

  /// A post with these fields.
  public init(id: Int, title: String, body: String) {
    self.id = id
    self.title = title
    self.body = body
  }
}

/// The data every benchmark loads.
public enum SampleData {
  /// Twenty posts, the first page of a feed.
  public static let posts: [Post] = (1...20).map {
    Post(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
  }

  /// Another twenty posts: what a refresh brings.
  public static let newerPosts: [Post] = (21...40).map {
    Post(id: $0, title: "Post number \($0)", body: "The body of post number \($0), long enough to be a real one.")
  }
}

/// The sample feed's error type.
public enum APIError: Error, Equatable, Sendable {
  case serverError(Int)
  case networkError(String)
}

/// How the four-property view model shows an error.
public enum ErrorDisplayType: Equatable, Sendable {
  case fullScreen
  case alert
}

/// An operation a view model or loader runs.
public typealias PostsOperation = @Sendable () async throws -> [Post]

/// Operations that return at once, after one suspension, fail, or never return.
public enum Operations {
  /// Returns the posts without suspending.
  public static let immediate: PostsOperation = { SampleData.posts }
  /// Returns the newer posts without suspending.
  public static let immediateNewer: PostsOperation = { SampleData.newerPosts }
  /// Suspends once (`Task.yield()`), then returns the posts.
  public static let afterOneAwait: PostsOperation = {
    await Task.yield()
    return SampleData.posts
  }
  /// Fails at once with a server error.
  public static let failing: PostsOperation = { throw APIError.serverError(500) }

  /// Never returns, but honours cancellation (it throws `CancellationError` once its task is cancelled).
  ///
  /// `entered` counts the calls that have started.
  public static func pending(entered: EntryCounter) -> PostsOperation {
    {
      entered.increment()
      try await Task.sleep(for: .seconds(86_400))
      return SampleData.posts
    }
  }
}
