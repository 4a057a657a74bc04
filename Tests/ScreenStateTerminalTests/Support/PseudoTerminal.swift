#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: the session gets the secondary side, as a program gets a terminal;
/// the test plays the terminal emulator on the primary side, typing bytes and reading what was drawn.
final class PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The terminal emulator's end.
  let primary: Int32
  /// The program's end: a terminal device, `isatty` is true.
  let secondary: Int32
  private var received: [UInt8] = []

  init(columns: Int = 80, rows: Int = 24) throws {
    var primary: Int32 = -1
    var secondary: Int32 = -1
    guard openpty(&primary, &secondary, nil, nil, nil) == 0 else {
      throw Failure(description: "no pseudo-terminal: errno \(errno)")
    }
    self.primary = primary
    self.secondary = secondary
    // Neither end is inherited by child processes; a child gets the secondary side as its standard streams.
    _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
    _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
    setSize(columns: columns, rows: rows)
  }

  deinit {
    close(secondary)
    close(primary)
  }

  /// The secondary side's current settings.
  var settings: termios {
    var settings = termios()
    tcgetattr(secondary, &settings)
    return settings
  }

  /// Whether the terminal is in the raw mode a session sets: no echo, no line editing, no signal keys.
  var isRaw: Bool {
    settings.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0
  }

  /// Resizes the terminal, as a window resize does (the kernel signals only a controlling terminal's
  /// processes, so tests send SIGWINCH themselves).
  func setSize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Types `text`, as the user at the keyboard.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(primary, &bytes, bytes.count)
  }

  /// Everything the program wrote so far, decoded as UTF-8.
  var output: String { String(decoding: received, as: UTF8.self) }

  /// Reads what the program writes until `marker` has appeared, failing after `seconds`.
  ///
  /// The deadline only guards against a hang; the wait ends as soon as the output arrives.
  func read(until marker: String, seconds: Int32 = 30) throws {
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    let deadline = Int(clock.tv_sec) + Int(seconds)
    while !output.contains(marker) {
      clock_gettime(CLOCK_MONOTONIC, &clock)
      let remaining = deadline - Int(clock.tv_sec)
      guard remaining > 0, readOnce(timeoutMilliseconds: Int32(remaining * 1000)) else {
        throw Failure(description: "timed out waiting for \(marker.debugDescription); got \(output.debugDescription)")
      }
    }
  }

  /// Reads one chunk, waiting at most `timeoutMilliseconds`; returns false on timeout or end of input.
  private func readOnce(timeoutMilliseconds: Int32) -> Bool {
    var watched = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    guard poll(&watched, 1, timeoutMilliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = readBytes(primary, &buffer, buffer.count)
    guard count > 0 else { return false }
    received += buffer[0..<count]
    return true
  }
}

/// The C library's `read`, under a name the class's own `read(until:)` does not shadow.
private func readBytes(_ fileDescriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fileDescriptor, buffer, count)
}
