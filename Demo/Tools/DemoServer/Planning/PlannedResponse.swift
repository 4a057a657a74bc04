/// An HTTP answer decided by ``ResponsePlanner``, free of any server framework so that it can be tested directly.
public struct PlannedResponse: Sendable, Hashable {
  /// The HTTP status code, such as 200 or 503.
  public var status: Int
  /// Header fields by their canonical names, such as `Content-Type` and `Retry-After`.
  public var headers: [String: String]
  /// The body as text; bodies here are always UTF-8, even when they are deliberately broken JSON.
  public var body: String
  /// How long to wait before answering, measured on the backend's injected clock.
  public var delay: Duration
  /// How the answer goes out once the delay has passed: whole, dripping, as a stream of events, or not at all.
  public var delivery: Delivery

  /// How an answer goes out, for the faults that break the transport rather than the content.
  public enum Delivery: Sendable, Hashable {
    /// Status, headers and body, as planned.
    case whole
    /// Status and headers, then the body one byte at a time, `interval` apart, repeated without end.
    case drip(interval: Duration)
    /// Nothing: the request is read and never answered.
    case hang
    /// Nothing: the connection is reset.
    case reset
    /// Status and headers, then each change of a post's like count as a server-sent event, as it happens, until
    /// the stream's time limit (the body planned is not sent).
    case likeEvents
  }

  /// Creates a planned response.
  public init(
    status: Int,
    headers: [String: String] = [:],
    body: String,
    delay: Duration = .zero,
    delivery: Delivery = .whole
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.delivery = delivery
  }
}

extension PlannedResponse {
  /// The `Content-Type` of JSON answers.
  static let jsonContentType = "application/json; charset=utf-8"
  /// The `Content-Type` of plain-text answers.
  static let textContentType = "text/plain; charset=utf-8"
  /// The `Content-Type` of HTML answers.
  static let htmlContentType = "text/html; charset=utf-8"

  /// A JSON answer with the given status.
  static func json(_ status: Int, _ body: String) -> PlannedResponse {
    PlannedResponse(status: status, headers: ["Content-Type": jsonContentType], body: body)
  }

  /// A plain-text answer with the given status.
  static func text(_ status: Int, _ body: String) -> PlannedResponse {
    PlannedResponse(status: status, headers: ["Content-Type": textContentType], body: body)
  }

  /// An HTML answer with the given status.
  static func html(_ status: Int, _ body: String) -> PlannedResponse {
    PlannedResponse(status: status, headers: ["Content-Type": htmlContentType], body: body)
  }
}
