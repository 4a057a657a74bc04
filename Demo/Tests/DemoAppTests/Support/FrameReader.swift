import ScreenStateTerminal
import Testing

/// Reads the plain-text frames a terminal session writes to a sink, in order, and waits for the screen a test
/// expects: the test waits for the screen to change, never for time.
@MainActor
struct FrameReader {
  /// The output to give the session: plain frames of `size`, each handed to this reader.
  let output: TerminalOutput
  private var frames: AsyncStream<String>.Iterator
  /// The frame on screen: the last one read.
  private(set) var latest = ""

  init(size: TerminalSize) {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    output = TerminalOutput(isTerminal: false, size: size) { continuation.yield($0) }
    frames = stream.makeAsyncIterator()
  }

  /// Returns the frame on screen if it satisfies `condition`, or else reads frames until one does.
  ///
  /// - Throws: When the frames end (the session ended, or the test was cancelled by its time limit) first; the
  ///   error shows the last frame.
  @discardableResult
  mutating func waitFor(
    _ description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    where condition: (String) -> Bool
  ) async throws -> String {
    if condition(latest) { return latest }
    // A stored iterator cannot be advanced across a suspension in place: advance a copy (it shares the stream's
    // storage) and store it back.
    var iterator = frames
    defer { frames = iterator }
    while let frame = await iterator.next(isolation: #isolation) {
      latest = frame
      if condition(frame) { return frame }
    }
    throw FrameTimeout(description: description, latest: latest)
  }

  /// Returns the frame on screen if it shows `text`, or else reads frames until one does.
  @discardableResult
  mutating func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
    try await waitFor("a frame showing \"\(text)\"", sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// Reads frames until one satisfies `condition`, and returns every frame read, that one last (only the frame on
  /// screen when it satisfies it already): for a test of what never showed on the way.
  mutating func frames(
    until description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    where condition: (String) -> Bool
  ) async throws -> [String] {
    if condition(latest) { return [latest] }
    var read: [String] = []
    var iterator = frames
    defer { frames = iterator }
    while let frame = await iterator.next(isolation: #isolation) {
      latest = frame
      read.append(frame)
      if condition(frame) { return read }
    }
    throw FrameTimeout(description: description, latest: latest)
  }

  /// The frames ended before the expected one came.
  struct FrameTimeout: Error, CustomStringConvertible {
    let description: String

    init(description: String, latest: String) {
      self.description = "no frame came with \(description); the last one was:\n\(latest)"
    }
  }
}
