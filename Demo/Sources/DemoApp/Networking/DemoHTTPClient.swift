import Foundation
import ScreenState

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP transport all demo clients share: one ephemeral `URLSession` with no cache, cookies or stored
/// credentials, and a short request timeout, as a careful iOS app would configure for a JSON API.
public final class DemoHTTPClient: Sendable {
  /// The longest a request may wait for the server, in whole seconds.
  ///
  /// Whole seconds because FoundationNetworking truncates fractional timeouts. Three seconds is longer than the
  /// demo's slow latencies (800 ms and 2 s, which must still succeed) and shorter than its slowest one (4 s, which
  /// shows the "timed out" failure), and a hung server is reported before anyone loses patience.
  public static let requestTimeoutSeconds = 3

  /// The server's address, such as `http://127.0.0.1:8080`.
  public let baseURL: URL
  private let session: SessionGate

  /// Creates a client for the server at `baseURL`, whose requests give up after `requestTimeoutSeconds` (a test whose
  /// server waits on a virtual clock gives a longer one: a loaded machine may take seconds of real time meanwhile).
  public init(baseURL: URL, requestTimeoutSeconds: Int = DemoHTTPClient.requestTimeoutSeconds) {
    let configuration = URLSessionConfiguration.ephemeral
    // A fault switch must show on the very next request: nothing may be answered from a cache.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = TimeInterval(requestTimeoutSeconds)
    self.baseURL = baseURL
    self.session = SessionGate(URLSession(configuration: configuration))
  }

  /// The host to check connectivity against: the server's own, since that is what the screens need to reach.
  public var host: String { baseURL.host ?? "localhost" }

  /// The TCP port of the server, from the URL or its scheme's default.
  public var port: UInt16 {
    if let port = baseURL.port, let narrow = UInt16(exactly: port) { return narrow }
    return baseURL.scheme == "https" ? 443 : 80
  }

  /// Sends a request and returns the body of a successful answer.
  ///
  /// Cancelling the calling task ends the call at once with `CancellationError`, whatever the transfer is doing.
  ///
  /// - Parameters:
  ///   - method: The HTTP method, such as `GET` or `POST`.
  ///   - path: The path under ``baseURL``, such as `posts/7`; each of its characters is sent as written, or
  ///     percent-encoded where a path needs it.
  ///   - query: The query's names and values, in order, percent-encoded here (a `+` or an `&` in a value stays
  ///     itself), such as `[("q", "lost & found")]` for `?q=lost%20%26%20found`.
  ///   - headers: Header fields to send, such as `["Idempotency-Key": id]`.
  ///   - body: A JSON body, sent with its `Content-Type`.
  /// - Throws: the `URLError` of a transport failure, or ``HTTPStatusError`` for a status of 400 or above (which
  ///   keeps only the status and `Retry-After`, never the body).
  public func data(
    _ method: String = "GET",
    _ path: String,
    query: KeyValuePairs<String, String> = [:],
    headers: [String: String] = [:],
    json body: Data? = nil
  ) async throws -> Data {
    var request = URLRequest(url: url(path, query: query))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    // Not `session.data(for:)`: cancelling it as its transfer completes deadlocks on Linux (see `DataTransfer`).
    let (data, response) = try await DataTransfer.data(for: request, on: session)
    try HTTPStatusError.check(response)
    return data
  }

  /// Sends `request` and returns the body and the response whatever its status: the transport of a
  /// `ValidatingHTTPClient`, which reads a `304` and the error statuses itself.
  ///
  /// Cancelling the calling task ends the call at once with `CancellationError`, as ``data(_:_:query:headers:json:)``.
  public func response(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    var request = request
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let (data, response) = try await DataTransfer.data(for: request, on: session)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    return (data, http)
  }

  /// The body of `GET path` in chunks as they arrive, for an answer the server keeps open, such as a stream of
  /// events; the server may stay silent up to `idleTimeoutSeconds` at a time.
  ///
  /// The stream throws ``HTTPStatusError`` for any status but 200, the `URLError` of a transport failure, or
  /// `URLError(.cancelled)` once the client is closed, and finishes when the server ends the body. A consumer that
  /// stops early drops the rest; on Linux the transfer is left to end by itself, never cancelled (see
  /// `StreamingTransfer`).
  func chunks(of path: String, accept: String, idleTimeoutSeconds: Int) -> AsyncThrowingStream<Data, any Error> {
    var request = URLRequest(url: url(path))
    request.setValue(accept, forHTTPHeaderField: "Accept")
    request.timeoutInterval = TimeInterval(idleTimeoutSeconds)
    return StreamingTransfer.chunks(of: request, on: session)
  }

  /// The address of `path` under ``baseURL`` with `query`, every name and value percent-encoded so that the server
  /// reads back exactly what was given.
  public func url(_ path: String, query: KeyValuePairs<String, String> = [:]) -> URL {
    let url = baseURL.appending(path: path)
    guard !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
    components.percentEncodedQuery = query.map { "\(Self.encodeQueryPart($0.key))=\(Self.encodeQueryPart($0.value))" }
      .joined(separator: "&")
    return components.url ?? url
  }

  /// The characters a query name or value may keep as they are: RFC 3986's unreserved ones. Everything else,
  /// `+`, `&`, `=` and spaces included, is percent-encoded.
  private static let queryPartAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encodeQueryPart(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: queryPartAllowed) ?? ""
  }

  /// Releases the session once the transfers in flight end; later requests fail at once with
  /// `URLError(.cancelled)`, which a screen treats as a cancellation. Nothing is cancelled (see `SessionGate`).
  public func invalidate() {
    session.invalidate()
  }
}
