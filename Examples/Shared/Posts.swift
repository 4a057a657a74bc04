import Foundation
import ScreenState

// The model and API the example screens share, in place of the source articles' "basic models". Not
// counted in the line counts of Examples/README.md (the articles' basic models are not counted either).
#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLSession on Linux, where the examples are type-checked.
#endif

/// A post of the feed.
struct Post: Identifiable, Equatable, Decodable, Sendable {
  let id: Int
  let title: String
  let body: String
}

/// A page of the feed as the API sends it.
struct PostsPage: Decodable, Sendable {
  let posts: [Post]
  let nextPage: Int?
}

/// Loads the posts: a thrown `HTTPStatusError`, `URLError` or `DecodingError` is classified by the core.
struct PostsAPI: Sendable {
  var baseURL: URL

  func posts() async throws -> [Post] {
    try await get("posts")
  }

  /// One page of the feed, GET /posts?page=<n>: its posts and the number of the next page, if any.
  func posts(page: Int) async throws -> Page<Post, Int> {
    let response: PostsPage = try await get("posts", query: ["page": String(page)])
    return Page(items: response.posts, next: response.nextPage)
  }

  /// The posts matching `text`, GET /posts?q=<text>.
  func search(_ text: String) async throws -> [Post] {
    try await get("posts", query: ["q": text])
  }

  private func get<Response: Decodable>(_ path: String, query: [String: String] = [:]) async throws -> Response {
    var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.key, value: $0.value) }
    let (data, response) = try await URLSession.shared.data(from: components.url!)
    try HTTPStatusError.check(response)
    return try JSONDecoder().decode(Response.self, from: data)
  }

  /// The app's API; an app would inject it, the examples read it here to stay short.
  static let shared = PostsAPI(baseURL: URL(string: "https://api.example.com")!)
}
