import Dispatch

// Input is read by a blocking loop on a dedicated Dispatch queue, never on the caller's actor. The loop
// waits in poll() on the input and on a wake-up pipe, so stopping the session ends it at once even while
// no key is pressed; its poll timeout doubles as the Escape timeout (see `KeyDecoder.flush()`).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor on a background thread, decodes keys, and yields them as events.
final class InputReader: Sendable {
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeoutMilliseconds: Int32 = 50

  private let wakeWriteEnd: Int32
  private let isStopped = Locked(false)

  /// Starts reading `fileDescriptor` into `queue`, which finishes when the input ends (end of file or an error).
  ///
  /// Returns `nil` when the wake-up pipe cannot be made.
  init?(fileDescriptor: Int32, queue: TerminalEventQueue) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let wakeReadEnd = ends[0]
    wakeWriteEnd = ends[1]
    DispatchQueue(label: "ScreenStateTerminal.InputReader").async {
      Self.readLoop(fileDescriptor: fileDescriptor, wakeReadEnd: wakeReadEnd, queue: queue)
      close(wakeReadEnd)
    }
  }

  /// Stops reading; safe to call more than once.
  func stop() {
    let alreadyStopped = isStopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    // Closing the write end makes the read end readable (end of file), which wakes the loop's poll().
    if !alreadyStopped { close(wakeWriteEnd) }
  }

  private static func readLoop(
    fileDescriptor: Int32,
    wakeReadEnd: Int32,
    queue: TerminalEventQueue
  ) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    func yield(_ keys: [Key]) {
      queue.append(contentsOf: keys.map(TerminalEvent.key))
    }
    while true {
      var watched = [
        pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeReadEnd, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = decoder.hasPendingInput ? escapeTimeoutMilliseconds : -1
      let ready = poll(&watched, 2, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      if watched[1].revents != 0 { return }
      if ready == 0 {
        yield(decoder.flush())
        continue
      }
      let count = read(fileDescriptor, &buffer, buffer.count)
      if count > 0 {
        yield(decoder.decode(buffer[0..<count]))
      } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        break
      }
    }
    // The input ended: settle what is pending, and tell the app there will be no more keys.
    yield(decoder.flush())
    queue.finish()
  }
}
