import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URLSession client for a backend on loopback, as the demo client will use it: no cache, no cookies, and a
/// short timeout so that a broken test fails instead of hanging.
struct LoopbackClient: Sendable {
  /// One answer: status, headers and the raw body.
  struct Answer: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
      headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    func decoded<Value: Decodable>(as type: Value.Type = Value.self) throws -> Value {
      try JSONDecoder().decode(Value.self, from: body)
    }
  }

  let baseURL: URL
  private let session: URLSession

  init(baseURL: URL) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    // FoundationNetworking truncates timeouts to whole seconds, so only whole seconds are used.
    configuration.timeoutIntervalForRequest = 10
    self.baseURL = baseURL
    self.session = URLSession(configuration: configuration)
  }

  /// Sends a request and returns the answer; a transport failure throws the URLError.
  func send(_ path: String, method: String = "GET", body: String? = nil) async throws -> Answer {
    guard let url = URL(string: path, relativeTo: baseURL) else { throw URLError(.badURL) }
    var request = URLRequest(url: url)
    request.httpMethod = method
    if let body {
      request.httpBody = Data(body.utf8)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await transfer(request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    return Answer(status: http.statusCode, headers: headers, body: data)
  }

  /// One transfer through the completion-handler form, which a cancelled test never cancels: on Linux, cancelling a
  /// `data(for:)` transfer as it completes can deadlock, and cancelling any task as it completes can stop the
  /// process. A transfer ends by itself, within the 10 s timeout at most.
  private func transfer(_ request: URLRequest) async throws -> (Data, URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      session.dataTask(with: request) { data, response, error in
        if let data, let response {
          continuation.resume(returning: (data, response))
        } else {
          continuation.resume(throwing: error ?? URLError(.badServerResponse))
        }
      }.resume()
    }
  }

  /// The URLError code a request fails with, or nil when it gets an answer.
  func transportErrorCode(_ path: String) async -> URLError.Code? {
    do {
      _ = try await send(path)
      return nil
    } catch let error as URLError {
      return error.code
    } catch {
      return URLError.Code.unknown
    }
  }

  /// Releases the session once its transfers end. Never `invalidateAndCancel()`: on Linux, cancelling a transfer as
  /// it completes stops the process (see the demo client's `DataTransfer`).
  func invalidate() {
    session.finishTasksAndInvalidate()
  }
}
