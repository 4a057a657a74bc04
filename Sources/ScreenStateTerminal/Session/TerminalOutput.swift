// The output is a value holding closures, so tests inject a sink that records what would be written and
// the session code cannot tell the difference. Only an output made from a file descriptor can be a real
// terminal whose modes the session changes.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``TerminalSession`` writes its frames: standard output, another file descriptor, or a sink.
///
/// ```swift
/// let written = Mutex<[String]>([])   // from Synchronization; any thread-safe box will do
/// let output = TerminalOutput(isTerminal: false, size: TerminalSize(columns: 40, rows: 10)) { text in
///   written.withLock { $0.append(text) }
/// }
/// ```
public struct TerminalOutput: Sendable {
  /// Whether frames are written for a terminal (escape codes, alternate screen) or as plain text.
  public let isTerminal: Bool
  /// Writes text, whole, before returning.
  let write: @Sendable (String) -> Void
  /// The current size of the output.
  let currentSize: @Sendable () -> TerminalSize
  /// The descriptor of a real terminal, whose modes and signals a session takes over; `nil` for a sink.
  let terminalFileDescriptor: Int32?

  /// Creates an output that hands everything written to `write`, for tests and custom destinations.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether to write terminal frames (alternate screen, escape codes) or plain text.
  ///   - size: The size a session reports for this output.
  ///   - write: Called with each piece of output, in order.
  public init(
    isTerminal: Bool = false,
    size: TerminalSize = .standard,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.isTerminal = isTerminal
    self.write = write
    self.currentSize = { size }
    self.terminalFileDescriptor = nil
  }

  private init(fileDescriptor: Int32) {
    let isTerminal = FileDescriptorIO.isTerminal(fileDescriptor)
    self.isTerminal = isTerminal
    self.write = { FileDescriptorIO.writeAll($0, to: fileDescriptor) }
    self.currentSize = {
      (isTerminal ? FileDescriptorIO.windowSize(of: fileDescriptor) : nil)
        ?? FileDescriptorIO.environmentSize() ?? .standard
    }
    self.terminalFileDescriptor = isTerminal ? fileDescriptor : nil
  }

  /// Standard output: a terminal session when it is a terminal, plain frames when it is a pipe or a file.
  public static var standardOutput: TerminalOutput { fileDescriptor(STDOUT_FILENO) }

  /// An open file descriptor, such as a pseudo-terminal's; it is a terminal when `isatty` says so.
  ///
  /// When it is not a terminal, the size comes from the `COLUMNS` and `LINES` environment variables, or is
  /// ``TerminalSize/standard``.
  public static func fileDescriptor(_ fileDescriptor: Int32) -> TerminalOutput {
    TerminalOutput(fileDescriptor: fileDescriptor)
  }
}
