// Raw mode is set by hand rather than with cfmakeraw, to keep output processing (OPOST) on: a stray
// `print` from the app then still starts its line at the left margin instead of drawing a staircase.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal switched to raw input, with the settings to put back.
struct RawMode: Sendable {
  let fileDescriptor: Int32
  private let original: termios

  /// The settings the terminal had before raw mode.
  var originalSettings: termios { original }

  /// Switches the terminal behind `fileDescriptor` to raw input: no echo, no line buffering, no signals
  /// from Ctrl-C or Ctrl-Z (they arrive as keys), no flow control, CR not turned into LF.
  ///
  /// Returns `nil`, changing nothing, when `fileDescriptor` is not a terminal.
  static func enable(on fileDescriptor: Int32) -> RawMode? {
    var settings = termios()
    guard FileDescriptorIO.isTerminal(fileDescriptor), tcgetattr(fileDescriptor, &settings) == 0 else { return nil }
    let mode = RawMode(fileDescriptor: fileDescriptor, original: settings)
    settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    settings.c_cflag |= tcflag_t(CS8)
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // One byte at a time, no read timeout: the input thread waits in poll() instead.
    withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(fileDescriptor, TCSAFLUSH, &settings) == 0 else { return nil }
    return mode
  }

  /// Puts the terminal's original settings back, at once (not waiting for output to drain, which could
  /// block forever if the reader of the terminal went away).
  func restore() {
    var settings = original
    _ = tcsetattr(fileDescriptor, TCSANOW, &settings)
  }
}
