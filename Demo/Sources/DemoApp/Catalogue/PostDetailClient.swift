import Foundation
import ScreenState

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads one post with its text and likes: `GET /posts/<id>`, decoded as a ``PostDetail``.
public struct PostDetailClient: Sendable {
  private let http: DemoHTTPClient
  private let validating: ValidatingHTTPClient

  /// Creates a client that reads through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
    validating = ValidatingHTTPClient { [http] request in try await http.response(for: request) }
  }

  /// The post with `id`.
  ///
  /// - Throws: as ``FeedClient/page(after:)``; an unknown id is an `HTTPStatusError` of 404.
  public func post(id: Int) async throws -> PostDetail {
    let data = try await http.data("GET", "posts/\(id)")
    return try JSONDecoder().decode(PostDetail.self, from: data)
  }

  /// The post with `id`, asked for conditionally with the `validators` of the copy held: "not modified" (a `304`,
  /// nothing decoded) while the server's post has not changed.
  ///
  /// - Throws: as ``post(id:)``.
  public func post(id: Int, validators: HTTPValidators?) async throws -> Validated<PostDetail> {
    try await validating.fetch(PostDetail.self, from: URLRequest(url: http.url("posts/\(id)")), validators: validators)
  }
}
