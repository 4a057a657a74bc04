// Restoration has several triggers that can race (the session ending, a signal handler on a Dispatch
// queue, `exit()` called by the app from anywhere), so it is one object whose `restore()` runs its work
// exactly once, whoever calls it first.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sets a terminal up for a session and undoes it: the alternate screen, the hidden cursor, line wrapping,
/// styles, focus reports, and raw input.
///
/// Entering, writing frames and restoring share one lock, so a signal's restore can neither cut a frame in
/// two nor be followed by one, and nothing is set up after the terminal was restored.
final class TerminalRestorer: Sendable {
  private struct State {
    var isRestored = false
    var rawMode: RawMode?
  }

  private let write: @Sendable (String) -> Void
  private let state = Locked(State())

  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// What a session writes when it starts, undone by ``leaveSequence``: with focus reporting on.
  static let enterSequence = enterSequence(reportsFocus: true)
  /// What restoring writes: focus reporting off, styles off, line wrapping and cursor back, main screen back.
  static let leaveSequence =
    ANSI.disableFocusReporting + ANSI.resetStyle + ANSI.enableLineWrap + ANSI.showCursor + ANSI.leaveAlternateScreen

  /// What a session writes when it starts: the alternate screen, the cursor hidden, no line wrapping, and focus
  /// reports when `reportsFocus`.
  static func enterSequence(reportsFocus: Bool) -> String {
    ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.disableLineWrap + ANSI.resetStyle + ANSI.eraseScreen + ANSI.home
      + (reportsFocus ? ANSI.enableFocusReporting : "")
  }

  /// Switches input to raw mode (when `rawModeOn` is a terminal) and enters the alternate screen (turning the focus
  /// reports on when `reportsFocus`), unless the terminal was already restored.
  func enter(rawModeOn fileDescriptor: Int32?, reportsFocus: Bool = true) {
    state.withLock { state in
      guard !state.isRestored else { return }
      if let fileDescriptor { state.rawMode = RawMode.enable(on: fileDescriptor) }
      write(Self.enterSequence(reportsFocus: reportsFocus))
    }
  }

  /// The raw mode this restorer set, if any.
  var rawMode: RawMode? { state.withLock { $0.rawMode } }

  /// Writes a frame, unless the terminal was already restored.
  func writeFrame(_ frame: String) {
    state.withLock { state in
      if !state.isRestored { write(frame) }
    }
  }

  /// Restores the terminal the first time it is called; later calls do nothing.
  func restore() {
    state.withLock { state in
      guard !state.isRestored else { return }
      state.isRestored = true
      write(Self.leaveSequence)
      state.rawMode?.restore()
    }
  }

  /// The restorer of the session that owns the process's terminal, if one is running: signal handlers
  /// and the exit handler reach it here, since C callbacks cannot capture context.
  static let active = Locked<TerminalRestorer?>(nil)

  /// Makes `restorer` the process's active one, unless another session already owns the terminal.
  ///
  /// - Returns: Whether `restorer` became active.
  static func activate(_ restorer: TerminalRestorer) -> Bool {
    installExitHandlerOnce
    return active.withLock { active in
      guard active == nil else { return false }
      active = restorer
      return true
    }
  }

  /// Forgets `restorer` as the active one.
  static func deactivate(_ restorer: TerminalRestorer) {
    active.withLock { active in
      if active === restorer { active = nil }
    }
  }

  /// Restores the active session's terminal, if any: called by `exit()` (through `atexit`) and by signal handlers.
  static func restoreActive() {
    active.withLock { $0 }?.restore()
  }

  /// Registers the exit handler the first time it is evaluated; a `static let` initializer runs once.
  private static let installExitHandlerOnce: Void = {
    // Covers an app that calls exit() inside the session, where no `defer` would run.
    atexit { TerminalRestorer.restoreActive() }
  }()
}
