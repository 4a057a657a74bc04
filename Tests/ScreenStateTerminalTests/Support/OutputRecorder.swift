@testable import ScreenStateTerminal

/// Records what a session writes, for tests of the output path.
final class OutputRecorder: Sendable {
  private let chunks = Locked<[String]>([])

  /// An output that records into this recorder.
  func output(isTerminal: Bool, size: TerminalSize = TerminalSize(columns: 20, rows: 3)) -> TerminalOutput {
    TerminalOutput(isTerminal: isTerminal, size: size) { [chunks] text in
      chunks.withLock { $0.append(text) }
    }
  }

  /// Every write, in order.
  var writes: [String] { chunks.withLock { $0 } }
  /// Everything written, concatenated.
  var text: String { writes.joined() }
}
