// The session is the only part of the library with effects. It owns the terminal for the duration of
// `run`: entering raw mode and the alternate screen, drawing frames, reading keys off the caller's actor,
// and restoring everything however `run` ends (return, throw, SIGINT, SIGTERM, SIGHUP, or exit()).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal taken over for the duration of ``run(input:output:reportsFocus:isolation:_:)``: draw canvases, read
/// events.
///
/// Read the events one at a time (``events``) or, to keep up with keys that arrive faster than frames are drawn, every
/// pending one at once (``eventBatches``): handle the whole batch, then draw once.
///
/// On a terminal, the session switches input to raw mode (keys arrive one by one, unechoed; Ctrl-C arrives as
/// `.control("c")`), enters the alternate screen, hides the cursor, and turns on focus reporting (`ESC [ ? 1004 h`:
/// terminals that support it report the window gaining and losing the focus, as ``Key/focusIn`` and
/// ``Key/focusOut``; others ignore it). It always restores the terminal:
/// when the closure returns or throws, when the app calls `exit()`, and on SIGINT, SIGTERM or SIGHUP, after
/// which the process exits with 128 plus the signal number (130 for SIGINT, 143 for SIGTERM). SIGWINCH
/// becomes a ``TerminalEvent/resize(_:)`` event.
///
/// When the output is not a terminal (a pipe, a file, CI), nothing is changed: frames are written as
/// ``TextCanvas/plainText``, each followed by a newline and separated from the next by a blank line.
///
/// ```swift
/// try await TerminalSession.run { session in
///   var canvas = TextCanvas(size: session.size)
///   canvas.drawCentered("Press q to quit", row: 0)
///   session.draw(canvas)
///   for await event in session.events {
///     switch event {
///     case .key(.character("q")), .key(.control("c")): return
///     case .resize(let size): canvas = TextCanvas(size: size); session.draw(canvas)
///     case .key: break
///     }
///   }
/// }
/// ```
public final class TerminalSession: Sendable {
  /// Key presses and resizes, in order; the stream finishes when the input ends or the session does.
  public let events: AsyncStream<TerminalEvent>
  /// The same events, each element every event pending when it is asked for (at least one), in order: a program that
  /// draws once per element draws once per batch of input, however many keys a paste or a held key sends while it
  /// draws. Iterate either this stream or ``events``, not both.
  ///
  /// ```swift
  /// for await batch in session.eventBatches {
  ///   for event in batch { handle(event) }
  ///   session.draw(frame())
  /// }
  /// ```
  public let eventBatches: AsyncStream<[TerminalEvent]>
  /// Whether frames go to a terminal (escape codes) rather than to a pipe or file (plain text).
  public let isInteractive: Bool

  private let output: TerminalOutput
  private let queue = TerminalEventQueue()
  private let state: Locked<State>

  private struct State {
    var size: TerminalSize
    var framesWritten = 0
    var restorer: TerminalRestorer?
    var ownsProcessTerminal = false
    var signalMonitor: SignalMonitor?
    var inputReader: InputReader?
    var inputTask: Task<Void, Never>?
    var isFinished = false
  }

  private init(output: TerminalOutput) {
    self.output = output
    isInteractive = output.isTerminal
    let queue = queue
    events = AsyncStream { await queue.next() }
    eventBatches = AsyncStream { await queue.nextBatch() }
    state = Locked(State(size: output.currentSize()))
  }

  /// The terminal's size now; draw frames at this size.
  public var size: TerminalSize {
    state.withLock { $0.size }
  }

  /// Shows `canvas` as the next frame.
  ///
  /// On a terminal it repaints the screen in place, cropped to the terminal's size; otherwise it writes the
  /// canvas's plain text, separated from the previous frame by a blank line. Safe to call from any thread.
  public func draw(_ canvas: TextCanvas) {
    state.withLock { state in
      guard !state.isFinished else { return }
      if isInteractive {
        let frame =
          ANSI.beginSynchronizedUpdate
          + canvas.ansiText(maxColumns: state.size.columns, maxRows: state.size.rows)
          + ANSI.endSynchronizedUpdate
        if let restorer = state.restorer {
          restorer.writeFrame(frame)
        } else {
          output.write(frame)
        }
      } else {
        output.write((state.framesWritten > 0 ? "\n" : "") + canvas.plainText + "\n")
      }
      state.framesWritten += 1
    }
  }

  /// Runs `body` with a session on the given terminal, and restores the terminal however `body` ends.
  ///
  /// `body` runs on the caller's actor; input is read on a background thread. Errors thrown by `body` are
  /// rethrown after the terminal is restored.
  ///
  /// - Parameters:
  ///   - input: Where keys come from; standard input by default.
  ///   - output: Where frames go; standard output by default.
  ///   - reportsFocus: Whether to ask the terminal for focus reports (`ESC [ ? 1004 h`, turned off again on exit);
  ///     `true` by default.
  ///   - isolation: The actor `body` runs on; the caller's, which you do not pass.
  ///   - body: The program: draw frames and iterate ``events``.
  /// - Returns: What `body` returns.
  public static func run<Value, Failure: Error>(
    input: TerminalInput = .standardInput,
    output: TerminalOutput = .standardOutput,
    reportsFocus: Bool = true,
    isolation: isolated (any Actor)? = #isolation,
    _ body: (TerminalSession) async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let session = TerminalSession(output: output)
    session.start(input: input, reportsFocus: reportsFocus)
    let result: Result<Value, Failure>
    do throws(Failure) {
      result = .success(try await body(session))
    } catch {
      result = .failure(error)
    }
    session.finish()
    return try result.get()
  }

  /// Takes over the terminal (when there is one) and starts reading input.
  private func start(input: TerminalInput, reportsFocus: Bool) {
    state.withLock { state in
      if isInteractive {
        let inputDescriptor: Int32? =
          if case .fileDescriptor(let descriptor) = input.source { descriptor } else { nil }
        let restorer = TerminalRestorer(write: output.write)
        if output.terminalFileDescriptor == nil {
          // A sink that stands for a terminal: it gets the escape codes, but there is no device to set up.
          state.restorer = restorer
          restorer.enter(rawModeOn: nil, reportsFocus: reportsFocus)
        } else if TerminalRestorer.activate(restorer) {
          // Signal handlers first: from then on, whatever has been changed is restored on a signal.
          state.ownsProcessTerminal = true
          state.restorer = restorer
          state.signalMonitor = makeSignalMonitor()
          restorer.enter(rawModeOn: inputDescriptor, reportsFocus: reportsFocus)
          if let outputDescriptor = output.terminalFileDescriptor {
            FatalSignalRestorer.arm(outputDescriptor: outputDescriptor, rawMode: restorer.rawMode)
          }
        }
        // Otherwise another session owns the process's terminal: this one only draws frames.
      }
      switch input.source {
      case .fileDescriptor(let descriptor):
        state.inputReader = InputReader(fileDescriptor: descriptor, queue: queue)
      case .chunks(let chunks):
        state.inputTask = Task { [queue] in
          var decoder = KeyDecoder()
          for await chunk in chunks {
            var keys = decoder.decode(chunk)
            // A chunk stands for one read: a lone ESC at its end is the Escape key, as after a pause.
            if decoder.isHoldingEscape { keys += decoder.flush() }
            queue.append(contentsOf: keys.map(TerminalEvent.key))
          }
          queue.finish()
        }
      case .none:
        break
      }
    }
  }

  /// Handlers that restore the terminal and exit on termination signals, and report resizes.
  private func makeSignalMonitor() -> SignalMonitor {
    let exitOnSignal: [(signal: Int32, handler: @Sendable () -> Void)] = [SIGINT, SIGTERM, SIGHUP].map {
      signalNumber in
      (
        signal: signalNumber,
        handler: { @Sendable in
          TerminalRestorer.restoreActive()
          exit(128 + signalNumber)
        }
      )
    }
    let resize: (signal: Int32, handler: @Sendable () -> Void) = (
      signal: SIGWINCH,
      handler: { @Sendable [weak self] in self?.handleResize() }
    )
    return SignalMonitor(handlers: exitOnSignal + [resize])
  }

  /// Reads the new size after SIGWINCH and reports it.
  private func handleResize() {
    let size = output.currentSize()
    let changed = state.withLock { state in
      guard !state.isFinished else { return false }
      state.size = size
      return true
    }
    if changed { queue.append(.resize(size)) }
  }

  /// Stops input, ends the events stream, and restores the terminal.
  private func finish() {
    let finished = state.withLock { state in
      defer { state.isFinished = true }
      return state.isFinished ? nil : state
    }
    guard let finished else { return }
    finished.inputReader?.stop()
    finished.inputTask?.cancel()
    queue.finish()
    // Restore before the signal handlers go, so that no signal can arrive while neither is in place.
    finished.restorer?.restore()
    finished.signalMonitor?.stop()
    if let restorer = finished.restorer, finished.ownsProcessTerminal {
      FatalSignalRestorer.disarm()
      TerminalRestorer.deactivate(restorer)
    }
  }
}
