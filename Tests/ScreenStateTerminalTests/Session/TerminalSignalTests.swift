// Signals end the process, so they are tested in a child: the test binary itself, started on a
// pseudo-terminal with a filter that runs only `TerminalSessionDriver`, which runs a real session on its
// standard input and output. Linux only: elsewhere the test binary is not started this way.
#if os(Linux)
  import Foundation
  @testable import ScreenStateTerminal
  import Testing

  @Suite(.serialized)
  struct TerminalSignalTests {
    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func aSignalRestoresTheTerminalAndExits(signal: Int32, status: Int32) throws {
      let terminal = try PseudoTerminal()
      let before = terminal.settings
      let child = try startDriver(on: terminal)
      defer { if child.isRunning { child.terminate() } }
      try terminal.read(until: "READY 80x24")
      #expect(terminal.isRaw)

      kill(child.processIdentifier, signal)
      child.waitUntilExit()
      #expect(child.terminationReason == .exit)
      #expect(child.terminationStatus == status)
      #expect(!terminal.isRaw)
      #expect(terminal.settings.c_lflag == before.c_lflag)
      #expect(terminal.settings.c_iflag == before.c_iflag)
      try terminal.read(until: TerminalRestorer.leaveSequence)
    }

    @Test func keysAndResizesReachARealSession() throws {
      let terminal = try PseudoTerminal()
      let child = try startDriver(on: terminal)
      defer { if child.isRunning { child.terminate() } }
      try terminal.read(until: "READY 80x24")

      terminal.type("k")
      try terminal.read(until: "KEY k")
      terminal.setSize(columns: 100, rows: 30)
      kill(child.processIdentifier, SIGWINCH)
      try terminal.read(until: "SIZE 100x30")
      // Ctrl-C is a key in raw mode; the driver, like an app, quits on it.
      terminal.type("\u{3}")
      child.waitUntilExit()
      #expect(child.terminationStatus == 0)
      #expect(!terminal.isRaw)
      try terminal.read(until: TerminalRestorer.leaveSequence)
    }

    @Test func exitInsideTheSessionRestoresTheTerminal() throws {
      let terminal = try PseudoTerminal()
      let child = try startDriver(on: terminal)
      defer { if child.isRunning { child.terminate() } }
      try terminal.read(until: "READY 80x24")

      terminal.type("e")
      child.waitUntilExit()
      #expect(child.terminationStatus == 3)
      #expect(!terminal.isRaw)
      try terminal.read(until: TerminalRestorer.leaveSequence)
    }

    /// A crash (a Swift trap, a bad access, abort) restores the terminal too, and still ends the process with
    /// its signal: the handler restores, then hands the signal back to whoever had it.
    @Test(
      arguments: [("t", [SIGILL, SIGTRAP]), ("s", [SIGSEGV]), ("a", [SIGABRT]), ("b", [SIGBUS]), ("f", [SIGFPE])]
        as [(String, [Int32])])
    func aCrashRestoresTheTerminal(key: String, signals: [Int32]) throws {
      let terminal = try PseudoTerminal()
      let before = terminal.settings
      // No interactive crash report: it would wait for keys on the pseudo-terminal. Under ThreadSanitizer, its own
      // handlers of these signals would turn the crash into an exit with status 66 after our restore.
      let sanitizerHandlers = ["segv", "sigbus", "sigfpe", "abort", "sigill", "sigtrap"].map { "handle_\($0)=0" }
      let child = try startDriver(
        on: terminal,
        environment: ["SWIFT_BACKTRACE": "enable=no", "TSAN_OPTIONS": sanitizerHandlers.joined(separator: ":")])
      defer { if child.isRunning { child.terminate() } }
      try terminal.read(until: "READY 80x24")
      #expect(terminal.isRaw)

      terminal.type(key)
      child.waitUntilExit()
      #expect(child.terminationReason == .uncaughtSignal)
      #expect(signals.contains(child.terminationStatus))
      #expect(!terminal.isRaw)
      #expect(terminal.settings.c_lflag == before.c_lflag)
      #expect(terminal.settings.c_iflag == before.c_iflag)
      try terminal.read(until: TerminalRestorer.leaveSequence)
    }

    /// Starts this test binary as the driver, with the pseudo-terminal as its standard streams.
    private func startDriver(on terminal: PseudoTerminal, environment: [String: String] = [:]) throws -> Process {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = ["--testing-library", "swift-testing", "--filter", "TerminalSessionDriver"]
      child.environment = ProcessInfo.processInfo.environment
        .merging([TerminalSessionDriver.variable: "1"]) { $1 }
        .merging(environment) { $1 }
      let handle = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
      child.standardInput = handle
      child.standardOutput = handle
      child.standardError = handle
      try child.run()
      return child
    }
  }

  /// A Swift runtime trap, as a failed precondition in an app would cause; `trap` is never false (it keeps the
  /// compiler from seeing that the function never returns, which it would warn about at the call).
  func crash(trap: Bool) {
    if trap { preconditionFailure("deliberate trap for the test") }
  }

  /// Not a test of its own: the program that `TerminalSignalTests` runs in a child process.
  struct TerminalSessionDriver {
    static let variable = "SCREENSTATE_TERMINAL_DRIVER"

    @Test(.enabled(if: ProcessInfo.processInfo.environment[variable] != nil))
    func drive() async {
      await TerminalSession.run { session in
        func show(_ text: String) {
          var canvas = TextCanvas(size: session.size)
          canvas.draw(text, column: 0, row: 0)
          session.draw(canvas)
        }
        show("READY \(session.size.columns)x\(session.size.rows)")
        for await event in session.events {
          switch event {
          case .resize(let size): show("SIZE \(size.columns)x\(size.rows)")
          case .key(.control("c")): return
          case .key(.character("e")): exit(3)
          case .key(.character("t")): crash(trap: true)
          case .key(.character("s")): raise(SIGSEGV)
          case .key(.character("a")): abort()
          case .key(.character("b")): raise(SIGBUS)
          case .key(.character("f")): raise(SIGFPE)
          case .key(.character(let character)): show("KEY \(character)")
          case .key: break
          }
        }
      }
    }
  }
#endif
