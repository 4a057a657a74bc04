#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``TerminalSession`` reads key presses from: standard input, another file descriptor, injected
/// bytes, or nowhere.
public struct TerminalInput: Sendable {
  enum Source: Sendable {
    case fileDescriptor(Int32)
    case chunks(AsyncStream<[UInt8]>)
    case none
  }

  let source: Source

  /// Standard input. When it is a terminal and the output is too, the session puts it in raw mode.
  public static var standardInput: TerminalInput { fileDescriptor(STDIN_FILENO) }

  /// An open file descriptor, such as a pseudo-terminal's; it is read on a background thread.
  public static func fileDescriptor(_ fileDescriptor: Int32) -> TerminalInput {
    TerminalInput(source: .fileDescriptor(fileDescriptor))
  }

  /// Raw input bytes supplied by the caller, for tests and scripts: each chunk is decoded as one read of
  /// a terminal. A sequence split across chunks is decoded whole; a lone ESC at the end of a chunk counts
  /// as the Escape key. The session's events finish when the chunks do.
  ///
  /// ```swift
  /// let (bytes, feed) = AsyncStream.makeStream(of: [UInt8].self)
  /// feed.yield(Array("jq".utf8))
  /// feed.finish()
  /// try await TerminalSession.run(input: .bytes(bytes), output: output) { session in ... }
  /// ```
  public static func bytes(_ chunks: AsyncStream<[UInt8]>) -> TerminalInput {
    TerminalInput(source: .chunks(chunks))
  }

  /// No input: the session's events carry only resizes.
  public static var none: TerminalInput { TerminalInput(source: .none) }
}
