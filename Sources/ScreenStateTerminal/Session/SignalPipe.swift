import Dispatch

// The self-pipe trick. A signal handler may only call async-signal-safe functions, so the C handler does
// one thing: write the signal's number into a pipe. A thread reading the pipe then runs the Swift handler
// as ordinary code, where restoring the terminal and calling exit() are allowed.
//
// Dispatch signal sources were tried first and do not work on Linux: libdispatch reads signals with
// signalfd, which only sees a signal that every thread blocks, and with the disposition set to SIG_IGN the
// kernel discards a signal that reaches a thread not blocking it. The signal was simply lost.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide pipe that signal handlers write to, and the thread that turns its bytes into calls.
enum SignalPipe {
  /// The Swift handler for each signal number being watched.
  static let handlers = Locked<[Int32: @Sendable () -> Void]>([:])

  /// Creates the pipe and starts its reader the first time it is evaluated; `false` if no pipe could be made.
  ///
  /// The reader thread stays for the life of the process, blocked in read(), so that watching signals
  /// again later costs nothing.
  static let isReady: Bool = {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A handler must never block: when the pipe is full, the signal is dropped instead.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    signalPipeWriteEnd = ends[1]
    let readEnd = ends[0]
    DispatchQueue(label: "ScreenStateTerminal.SignalPipe").async {
      readLoop(readEnd)
    }
    return true
  }()

  /// The C handler to install for a watched signal.
  static let cHandler: @convention(c) (Int32) -> Void = forwardSignalToPipe

  private static func readLoop(_ readEnd: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = read(readEnd, &byte, 1)
      if count == 1 {
        let handler = handlers.withLock { $0[Int32(byte)] }
        handler?()
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

/// The pipe's write end, read by the C handler. Set once, before any handler that reads it is installed,
/// so the handler never runs the global's lazy initialization (which would not be async-signal-safe).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Runs in signal context: only write(2), and errno saved around it so the interrupted code never sees it change.
private func forwardSignalToPipe(_ signalNumber: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = savedErrno
}
