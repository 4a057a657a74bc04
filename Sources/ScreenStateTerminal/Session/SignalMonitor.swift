// Watching a signal replaces its disposition with the self-pipe's handler (see `SignalPipe`), so that its
// default action (killing the process with the terminal still raw) cannot run; stopping puts the previous
// disposition back exactly, saved with sigaction.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs handlers for signals while it is active, and puts the previous signal dispositions back when stopped.
final class SignalMonitor: Sendable {
  private let previousActions: Locked<[(Int32, sigaction)]>

  /// Starts watching the given signals; each handler runs on the signal pipe's thread, not in signal context.
  init(handlers: [(signal: Int32, handler: @Sendable () -> Void)]) {
    var previousActions: [(Int32, sigaction)] = []
    if SignalPipe.isReady {
      for (signalNumber, handler) in handlers {
        SignalPipe.handlers.withLock { $0[signalNumber] = handler }
        var previous = sigaction()
        sigaction(signalNumber, nil, &previous)
        previousActions.append((signalNumber, previous))
        _ = signal(signalNumber, SignalPipe.cHandler)
      }
    }
    self.previousActions = Locked(previousActions)
  }

  /// Stops watching and restores each signal's previous disposition; safe to call more than once.
  func stop() {
    let actions = previousActions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for (signalNumber, previous) in actions {
      var previous = previous
      sigaction(signalNumber, &previous, nil)
      SignalPipe.handlers.withLock { $0[signalNumber] = nil }
    }
  }
}
