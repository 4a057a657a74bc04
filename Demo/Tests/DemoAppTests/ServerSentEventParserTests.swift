import Testing

@testable import DemoApp

/// The parsing of `text/event-stream` bytes, whole or cut anywhere, friendly or hostile.
@Suite("Server-sent event parser")
struct ServerSentEventParserTests {
  /// A like event, a comment, and a message of two lines with characters of two, three and four bytes.
  static let stream = Array(
    "event: likes\r\ndata: {\"id\":3,\"likes\":49}\r\n\r\n: keep-alive\r\n\r\ndata: café ☕ 🎉\r\ndata: second line\r\n\r\n"
      .utf8)
  static let events = [
    ServerSentEvent(type: "likes", data: #"{"id":3,"likes":49}"#), ServerSentEvent(data: "café ☕ 🎉\nsecond line"),
  ]

  /// The events of `chunks` fed one after the other to one parser.
  func parse(_ chunks: [[UInt8]], maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize)
    -> [ServerSentEvent]
  {
    var parser = ServerSentEventParser(maximumEventSize: maximumEventSize)
    return chunks.flatMap { parser.feed($0) }
  }

  /// The events of `text`, fed whole.
  func parse(_ text: String, maximumEventSize: Int = ServerSentEventParser.defaultMaximumEventSize)
    -> [ServerSentEvent]
  {
    parse([Array(text.utf8)], maximumEventSize: maximumEventSize)
  }

  /// `bytes` in chunks of `size`.
  func chunked(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
  }

  @Test("a whole stream gives each event with its type and data, and skips the comment")
  func wholeStream() {
    #expect(parse([Self.stream]) == Self.events)
  }

  @Test("LF, CRLF and CR end lines alike", arguments: ["\n", "\r\n", "\r"])
  func lineEndings(ending: String) {
    let text = String(decoding: Self.stream, as: UTF8.self).replacingOccurrences(of: "\r\n", with: ending)
    #expect(parse(text) == Self.events)
  }

  @Test("a chunk may end anywhere: inside a UTF-8 character, between CR and LF, a byte at a time")
  func chunkBoundaries() {
    for cut in 0...Self.stream.count {
      let events = parse([Array(Self.stream[..<cut]), Array(Self.stream[cut...])])
      #expect(events == Self.events, "cut at byte \(cut)")
    }
    #expect(parse(chunked(Self.stream, size: 1)) == Self.events)
    #expect(parse("data: a\r") == [], "a CR ends the line, not the event")
  }

  @Test("data lines join with line feeds; one space after the colon goes; a field without a colon is empty")
  func dataLines() {
    #expect(
      parse("data:no space\ndata:  two spaces\ndata\ndata: last\n\n") == [.init(data: "no space\n two spaces\n\nlast")])
    #expect(parse("data\n\n") == [.init(data: "")], "an empty data line is still data")
    #expect(parse("data: a:b: c\n\n") == [.init(data: "a:b: c")], "only the first colon separates")
  }

  @Test("comments, id, retry and unknown fields are skipped; an event without data is not given, nor its type kept")
  func ignoredLines() {
    let text = ": comment\nid: 7\nretry: 1000\nfoo: bar\nDATA: upper case\nevent: likes\n\ndata: x\n\n"
    #expect(parse(text) == [.init(data: "x")])
    #expect(parse("event: a\nevent: b\ndata: y\n\n") == [.init(type: "b", data: "y")], "the last type counts")
  }

  @Test("an event is given once its empty line arrives, and never when the stream stops before it")
  func incompleteEvent() {
    var parser = ServerSentEventParser()
    let steps = ["data: x\n", "\n", "data: cut off"].map { parser.feed(Array($0.utf8)) }
    #expect(steps == [[], [.init(data: "x")], []])
  }

  @Test("a byte order mark at the very start is skipped, and kept anywhere else")
  func byteOrderMark() {
    #expect(parse("\u{FEFF}data: x\n\n") == [.init(data: "x")])
    #expect(parse("data: \u{FEFF}y\n\n") == [.init(data: "\u{FEFF}y")])
  }

  @Test("bytes that are not UTF-8 read as replacement characters")
  func invalidUTF8() {
    let bytes = Array("data: ".utf8) + [0xFF, 0xC3] + Array("\n\n".utf8)
    #expect(parse([bytes]) == [.init(data: "\u{FFFD}\u{FFFD}")])
  }

  @Test("a line of a megabyte drops its event and nothing else; with room for it, it comes whole")
  func megabyteLine() {
    let megabyte = String(repeating: "a", count: 1 << 20)
    let bytes = Array("data: \(megabyte)\n\ndata: after\n\n".utf8)
    #expect(parse(chunked(bytes, size: 4096)) == [.init(data: "after")])
    #expect(
      parse(chunked(bytes, size: 4096), maximumEventSize: 2 << 20) == [.init(data: megabyte), .init(data: "after")])
  }

  @Test("data lines adding up past the limit drop their event")
  func dataPastLimit() {
    let text = String(repeating: "data: 0123456789\n", count: 20) + "\ndata: ok\n\n"
    #expect(parse(text, maximumEventSize: 100) == [.init(data: "ok")])
  }

  @Test("a stream of only comments, short or of a megabyte, gives nothing and leaves the parser working")
  func onlyComments() {
    let comments = Array(String(repeating: ": keep-alive\n\n", count: 10_000).utf8)
    let hugeComment = Array(": \(String(repeating: "z", count: 1 << 20))\n".utf8)
    #expect(parse(chunked(comments, size: 1000) + chunked(hugeComment, size: 65_536)) == [])
    let after = Array("data: still here\n\n".utf8)
    #expect(parse(chunked(comments + hugeComment + after, size: 65_536)) == [.init(data: "still here")])
  }

  @Test("garbage bytes give no event, and the events after them come through")
  func garbage() {
    // A fixed scramble of every byte but CR and LF: one long line of nonsense.
    let garbage = (0..<100_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }.filter {
      $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
    }
    let bytes = garbage + Array("\n\nevent: likes\ndata: {\"id\":1,\"likes\":2}\n\n".utf8)
    #expect(parse(chunked(bytes, size: 1000)) == [.init(type: "likes", data: #"{"id":1,"likes":2}"#)])
    let lines = Array("da\nta: x\n:\n\r\n\n\n\r\r".utf8)
    #expect(parse([lines]) == [])
  }
}
