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
  private let session: URLSession

  /// Creates a client for the server at `baseURL`.
  public init(baseURL: URL) {
    let configuration = URLSessionConfiguration.ephemeral
    // A fault switch must show on the very next request: nothing may be answered from a cache.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.timeoutIntervalForRequest = TimeInterval(Self.requestTimeoutSeconds)
    self.baseURL = baseURL
    self.session = URLSession(configuration: configuration)
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
  /// - Throws: the `URLError` of a transport failure, or ``HTTPStatusError`` for a status of 400 or above (which
  ///   keeps only the status and `Retry-After`, never the body).
  public func data(_ method: String = "GET", _ path: String, json body: Data? = nil) async throws -> Data {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    // Not `session.data(for:)`: cancelling it as its transfer completes deadlocks on Linux (see `DataTransfer`).
    let (data, response) = try await DataTransfer.data(for: request, on: session)
    try HTTPStatusError.check(response)
    return data
  }

  /// Releases the session once the transfers in flight end; the client cannot be used afterwards.
  ///
  /// Not `invalidateAndCancel()`: on Linux, cancelling a transfer as it completes stops the process (see
  /// `DataTransfer`), so nothing here cancels a transfer; each ends by itself within the request timeout, or when
  /// its server closes the connection.
  public func invalidate() {
    session.finishTasksAndInvalidate()
  }
}
