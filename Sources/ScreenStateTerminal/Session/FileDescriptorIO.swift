// Thin wrappers over the C calls the session makes on file descriptors, so that the rest of the code
// deals in Swift values and the platform differences live here.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing, size queries and terminal checks on raw file descriptors.
enum FileDescriptorIO {
  /// Whether `fileDescriptor` is a terminal.
  static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// Writes all of `text`, retrying after interruptions and partial writes; gives up on a real error
  /// (a closed pipe, say), because a frame that cannot be shown is not worth stopping the program for.
  static func writeAll(_ text: String, to fileDescriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(fileDescriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else if written < 0 && errno == EAGAIN {
          // A non-blocking descriptor that is full: wait until it can take more.
          var pending = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&pending, 1, -1)
        } else {
          return
        }
      }
    }
  }

  /// The window size of the terminal behind `fileDescriptor`, or `nil` when it reports none.
  static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    // Glibc and Musl import the request number as Int32 and take a UInt; Darwin imports it as UInt.
    let result = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size)
    guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// The size given by the `COLUMNS` and `LINES` environment variables, when both are set and positive.
  static func environmentSize() -> TerminalSize? {
    guard let columns = environmentInteger("COLUMNS"), let rows = environmentInteger("LINES") else { return nil }
    return TerminalSize(columns: columns, rows: rows)
  }

  private static func environmentInteger(_ name: String) -> Int? {
    guard let raw = getenv(name), let value = Int(String(cString: raw)), value > 0 else { return nil }
    return value
  }
}
