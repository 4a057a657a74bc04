import Foundation

extension ResponsePlanner {
  /// The `Content-Type` of a stream of server-sent events.
  public static let eventStreamContentType = "text/event-stream"

  /// The comment a stream of like events sends when it has been idle, so that proxies keep the connection open.
  public static let keepAliveComment = ": keep-alive\n\n"

  /// The answer to `GET /posts/likes/events`: a `200` stream of ``likeEvent(_:)``s, or what a fault answers instead.
  ///
  /// The faults of the server and the transport apply as they do to the posts routes (a `500`, a `503` with its
  /// `Retry-After`, a `426`, a `429`, a hang, a reset); those about a body's content or pace (malformed JSON, an
  /// empty board, a drip) leave the stream as it is, since events are sent as they happen, and the faults aimed at
  /// a page or a like do not touch it.
  ///
  /// - Parameters:
  ///   - faults: The fault mode and latency in force.
  ///   - now: The current time; only an HTTP-date `Retry-After` reads it.
  ///   - random: The source of a flaky mode's coin flips, drawn from once per request in that mode.
  /// - Returns: The status, headers and delay to send, with ``PlannedResponse/Delivery/likeEvents`` for the stream.
  public static func likeEventsResponse(
    faults: FaultConfiguration,
    now: Date,
    using random: inout some RandomNumberGenerator
  ) -> PlannedResponse {
    let stream = PlannedResponse(
      status: 200, headers: ["Content-Type": eventStreamContentType], body: "", delivery: .likeEvents)
    var planned =
      switch faults.mode {
      case .malformedJSON, .emptyList, .drip: stream
      default: faulted(stream, empty: stream, mode: faults.mode, now: now, using: &random)
      }
    planned.headers["Cache-Control"] = "no-store"
    planned.delay = faults.latency
    return planned
  }

  /// The server-sent event announcing a post's new like count: `event: likes\ndata: {"id":3,"likes":49}\n\n`.
  public static func likeEvent(_ count: DemoLikeCount) -> String {
    "event: likes\ndata: \(encodeJSON(count))\n\n"
  }
}
