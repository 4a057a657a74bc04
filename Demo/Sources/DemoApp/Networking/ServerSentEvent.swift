/// One event of a `text/event-stream`: its type and its data.
struct ServerSentEvent: Sendable, Hashable {
  /// The type a stream gives an event that has no `event:` field.
  static let defaultType = "message"

  /// The event's type: its `event:` field, or ``defaultType``.
  var type: String
  /// Its `data:` lines, joined with line feeds.
  var data: String

  /// Creates an event of `type` carrying `data`.
  init(type: String = ServerSentEvent.defaultType, data: String) {
    self.type = type
    self.data = data
  }
}
