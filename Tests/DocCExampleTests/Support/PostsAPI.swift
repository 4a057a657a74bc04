import Foundation
import ScreenState

// What the DocC examples assume an app has: its model types and a fake of its API, answered in memory.

/// A post as the feed lists it.
struct Post: Identifiable, Hashable, Codable, Sendable {
  var id: Int
  var title: String
  var likes = 0
}

/// A post as its own screen shows it: the feed's fields and more.
struct PostDetail: Identifiable, Hashable, Codable, Sendable {
  var id: Int
  var title: String
  var likes: Int
  var body: String?
}

extension PostDetail {
  /// The detail of what the feed shows of a post, its body unknown yet.
  init(post: Post) {
    self.init(id: post.id, title: post.title, likes: post.likes, body: nil)
  }
}

/// One page of the feed, as the server answers it.
struct PostsResponse: Sendable {
  var posts: [Post]
  var next: String?
}

/// A failure of the app's own.
enum APIError: Error {
  case sessionExpired
}

/// The app's API: every answer comes from its closures, in memory.
struct PostsAPI: Sendable {
  static let shared = PostsAPI()

  /// The posts, as the server holds them.
  var allPosts: @Sendable () async throws -> [Post] = { Post.samples }
  /// The server's answer to a like of a post.
  var liked: @Sendable (Int) async throws -> Post = { id in Post(id: id, title: "Post \(id)", likes: 1) }

  func posts() async throws -> [Post] {
    try await allPosts()
  }

  /// The page after `cursor` (the first page for `nil`), two posts a page.
  func posts(after cursor: String?) async throws -> PostsResponse {
    let all = try await allPosts()
    let start = cursor.flatMap(Int.init) ?? 0
    let end = min(start + 2, all.count)
    return PostsResponse(posts: Array(all[start..<end]), next: end < all.count ? String(end) : nil)
  }

  func post(_ id: Int) async throws -> PostDetail {
    let post = try await allPosts().first { $0.id == id } ?? Post(id: id, title: "Post \(id)")
    return PostDetail(id: post.id, title: post.title, likes: post.likes, body: "The body of post \(id).")
  }

  func like(_ id: Int) async throws -> Post {
    try await liked(id)
  }

  func like(_ id: Int, idempotencyKey: String) async throws -> Post {
    try await liked(id)
  }

  func search(_ text: String) async throws -> [Post] {
    try await allPosts().filter { text.isEmpty || $0.title.localizedCaseInsensitiveContains(text) }
  }

  /// The post with `id` each time it changes on the server: here, once.
  func postUpdates(_ id: Int) -> AsyncThrowingStream<PostDetail, any Error> {
    AsyncThrowingStream { continuation in
      continuation.yield(PostDetail(id: id, title: "Post \(id)", likes: 1, body: "The body of post \(id)."))
    }
  }

  /// The like counts of every post as they change on the server: here, post 1's, once.
  func likeCounts() -> AsyncThrowingStream<LikeCount, any Error> {
    AsyncThrowingStream { continuation in continuation.yield(LikeCount(id: 1, likes: 2)) }
  }
}

/// A post's like count, as a live feed of the server sends it.
struct LikeCount: Sendable {
  var id: Int
  var likes: Int
}

extension Post {
  /// Five posts.
  static let samples = (1...5).map { Post(id: $0, title: "Post \($0)") }
}

/// The API the examples that name no API of their own call.
let api = PostsAPI.shared
