import Foundation
import ScreenState

// The model and API the example screens share, in place of the source articles' "basic models". Not
// counted in the line counts of Examples/README.md (the articles' basic models are not counted either).
#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLSession on Linux, where the examples are type-checked.
#endif

/// A post of the feed.
struct Post: Identifiable, Decodable, Sendable {
  let id: Int
  let title: String
  let body: String
}

/// Loads the posts: a thrown `HTTPStatusError`, `URLError` or `DecodingError` is classified by the core.
struct PostsAPI: Sendable {
  var baseURL: URL

  func posts() async throws -> [Post] {
    let (data, response) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("posts"))
    try HTTPStatusError.check(response)
    return try JSONDecoder().decode([Post].self, from: data)
  }

  /// The app's API; an app would inject it, the examples read it here to stay short.
  static let shared = PostsAPI(baseURL: URL(string: "https://api.example.com")!)
}
