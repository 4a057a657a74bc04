/// Reads a `text/event-stream` as its bytes arrive, in chunks cut anywhere, and gives each event once it is complete.
///
/// It parses as the HTML standard does: a line ends with CRLF, LF or CR; a line starting with a colon is a comment;
/// `event:` sets the type and `data:` adds a line of data (one space after the colon dropped); `id:`, `retry:` and
/// unknown fields are ignored; an empty line ends the event, which is given unless it has no data. Lines are cut on
/// bytes and decoded only once whole, so a chunk may end anywhere, even inside a UTF-8 character; bytes that are not
/// UTF-8 read as U+FFFD. A line, or an event's data, longer than ``maximumEventSize`` bytes drops its event, so that
/// a hostile stream cannot make the parser hold more than that.
struct ServerSentEventParser: Sendable {
  /// The ``maximumEventSize`` by default: far more than any event the demo sends.
  static let defaultMaximumEventSize = 64 * 1024

  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")
  private static let colon = UInt8(ascii: ":")
  private static let space = UInt8(ascii: " ")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The most bytes a line, or the data of an event, may hold.
  let maximumEventSize: Int

  /// The bytes of the line being read, at most ``maximumEventSize``.
  private var line: [UInt8] = []
  /// Whether the line being read had more bytes than it keeps.
  private var isLineTooLong = false
  /// Whether the last byte ended a line with CR, so that an LF right after it ends nothing more.
  private var followsCarriageReturn = false
  /// Whether no line has ended yet: the first may start with a byte order mark, which is skipped.
  private var isAtStart = true
  /// The type of the event being read, empty for the default.
  private var eventType = ""
  /// The data of the event being read, each line followed by an LF.
  private var data: [UInt8] = []
  /// Whether the event being read has lost a line or data to the size limit, and is dropped when it ends.
  private var isEventTooLarge = false

  /// A parser at the start of a stream, whose events may hold up to `maximumEventSize` bytes of data.
  init(maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize) {
    self.maximumEventSize = max(maximumEventSize, 1)
  }

  /// Reads the next `bytes` of the stream and returns the events they complete, in order.
  mutating func feed(_ bytes: some Sequence<UInt8>) -> [ServerSentEvent] {
    var events: [ServerSentEvent] = []
    for byte in bytes {
      if followsCarriageReturn {
        followsCarriageReturn = false
        if byte == Self.lineFeed { continue }
      }
      switch byte {
      case Self.lineFeed:
        endLine(into: &events)
      case Self.carriageReturn:
        endLine(into: &events)
        followsCarriageReturn = true
      default:
        if line.count < maximumEventSize {
          line.append(byte)
        } else {
          isLineTooLong = true
        }
      }
    }
    return events
  }

  /// Applies the line just read: a field, a comment, or the end of an event.
  private mutating func endLine(into events: inout [ServerSentEvent]) {
    defer {
      line.removeAll(keepingCapacity: true)
      isLineTooLong = false
    }
    if isAtStart {
      isAtStart = false
      if line.starts(with: Self.byteOrderMark) { line.removeFirst(Self.byteOrderMark.count) }
    }
    guard let first = line.first else { return dispatch(into: &events) }
    guard first != Self.colon else { return }
    guard !isLineTooLong else {
      isEventTooLarge = true
      return
    }
    let name: ArraySlice<UInt8>
    var value: ArraySlice<UInt8>
    if let colon = line.firstIndex(of: Self.colon) {
      name = line[..<colon]
      value = line[(colon + 1)...]
      if value.first == Self.space { value = value.dropFirst() }
    } else {
      name = line[...]
      value = []
    }
    switch String(decoding: name, as: UTF8.self) {
    case "event":
      eventType = String(decoding: value, as: UTF8.self)
    case "data":
      guard data.count + value.count < maximumEventSize else {
        isEventTooLarge = true
        return
      }
      data.append(contentsOf: value)
      data.append(Self.lineFeed)
    default:
      // `id`, `retry` and any other field: nothing here uses them.
      break
    }
  }

  /// Ends the event being read: gives it unless it has no data or lost some, then starts the next.
  private mutating func dispatch(into events: inout [ServerSentEvent]) {
    defer {
      eventType = ""
      data.removeAll(keepingCapacity: true)
      isEventTooLarge = false
    }
    guard !data.isEmpty, !isEventTooLarge else { return }
    let type = eventType.isEmpty ? ServerSentEvent.defaultType : eventType
    events.append(ServerSentEvent(type: type, data: String(decoding: data.dropLast(), as: UTF8.self)))
  }
}
