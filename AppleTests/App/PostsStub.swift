import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking  // URLProtocol on Linux, where this app is type-checked.
#endif

/// Answers the examples' posts API (`https://api.example.com`, `Examples/Shared/Posts.swift`) from memory, so that
/// the app shows the same posts on every run: three posts, and a feed of three pages of ten. With the launch argument
/// `-failing`, every request is answered 500.
final class PostsStub: URLProtocol {
  /// Whether every request fails.
  static let isFailing = ProcessInfo.processInfo.arguments.contains("-failing")

  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host == "api.example.com"
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    guard let url = request.url else { return }
    let (status, body) = Self.isFailing ? (500, Data("{}".utf8)) : (200, Self.body(for: url))
    let response = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])
    if let response { client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed) }
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}

  /// GET /posts: three posts; GET /posts?page=n: the nth page of ten, and the next page's number up to the third.
  private static func body(for url: URL) -> Data {
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let page = query.first { $0.name == "page" }?.value.flatMap { Int($0) }
    let answer: Any =
      if let page {
        ["posts": posts((page - 1) * 10 + 1...page * 10), "nextPage": page < 3 ? page + 1 : NSNull()] as [String: Any]
      } else {
        posts(1...3)
      }
    return (try? JSONSerialization.data(withJSONObject: answer)) ?? Data()
  }

  private static func posts(_ ids: ClosedRange<Int>) -> [[String: Any]] {
    ids.map { ["id": $0, "title": "Post \($0)", "body": "The body of post \($0)."] }
  }
}
