import Testing

@testable import ScreenStateTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real terminal device, in process: raw mode, restoration, key input and SIGWINCH through a
/// pseudo-terminal. Serialized, because only one session at a time owns the process's terminal state.
@Suite(.serialized)
struct PseudoTerminalSessionTests {
  private struct Boom: Error, Equatable {}

  @Test func rawModeLastsForTheSessionAndIsRestoredAfter() async throws {
    let terminal = try PseudoTerminal()
    let before = terminal.settings
    #expect(!terminal.isRaw)
    await TerminalSession.run(
      input: .fileDescriptor(terminal.secondary), output: .fileDescriptor(terminal.secondary)
    ) { session in
      #expect(session.isInteractive)
      #expect(terminal.isRaw)
      #expect(terminal.settings.c_oflag & tcflag_t(OPOST) != 0)
      #expect(session.size == TerminalSize(columns: 80, rows: 24))
      var canvas = TextCanvas(size: session.size)
      canvas.draw("frame one", column: 0, row: 0)
      session.draw(canvas)
    }
    #expect(!terminal.isRaw)
    #expect(terminal.settings.c_lflag == before.c_lflag)
    #expect(terminal.settings.c_iflag == before.c_iflag)
    try terminal.read(until: ANSI.leaveAlternateScreen)
    let output = terminal.output
    #expect(output.hasPrefix(ANSI.enterAlternateScreen))
    #expect(output.contains("frame one"))
    #expect(output.hasSuffix(ANSI.leaveAlternateScreen))
  }

  @Test func theTerminalIsRestoredWhenTheBodyThrows() async throws {
    let terminal = try PseudoTerminal()
    await #expect(throws: Boom()) {
      try await TerminalSession.run(
        input: .fileDescriptor(terminal.secondary), output: .fileDescriptor(terminal.secondary)
      ) { _ throws(Boom) in
        #expect(terminal.isRaw)
        throw Boom()
      }
    }
    #expect(!terminal.isRaw)
    try terminal.read(until: ANSI.leaveAlternateScreen)
  }

  @Test func keysTypedAtTheTerminalArriveAsEvents() async throws {
    let terminal = try PseudoTerminal()
    let keys = await TerminalSession.run(
      input: .fileDescriptor(terminal.secondary), output: .fileDescriptor(terminal.secondary)
    ) { session in
      // In raw mode, Ctrl-C is a byte like any other, not a signal.
      terminal.type("\u{1B}[Aé\u{3}\u{1B}")
      var keys: [Key] = []
      for await case .key(let key) in session.events {
        keys.append(key)
        if keys.count == 4 { break }
      }
      return keys
    }
    #expect(keys == [.up, .character("é"), .control("c"), .escape])
  }

  @Test func aResizeSignalBecomesAResizeEvent() async throws {
    let terminal = try PseudoTerminal()
    let event = await TerminalSession.run(
      input: .fileDescriptor(terminal.secondary), output: .fileDescriptor(terminal.secondary)
    ) { session in
      terminal.setSize(columns: 100, rows: 30)
      kill(getpid(), SIGWINCH)
      var iterator = session.events.makeAsyncIterator()
      let event = await iterator.next()
      #expect(session.size == TerminalSize(columns: 100, rows: 30))
      return event
    }
    #expect(event == .resize(TerminalSize(columns: 100, rows: 30)))
  }

  @Test func aSecondSessionLeavesTheTerminalToTheFirst() async throws {
    let terminal = try PseudoTerminal()
    let other = try PseudoTerminal()
    await TerminalSession.run(
      input: .fileDescriptor(terminal.secondary), output: .fileDescriptor(terminal.secondary)
    ) { _ in
      await TerminalSession.run(
        input: .fileDescriptor(other.secondary), output: .fileDescriptor(other.secondary)
      ) { _ in
        #expect(!other.isRaw)
      }
      #expect(terminal.isRaw)
    }
    #expect(!terminal.isRaw)
  }

  @Test func aPipeIsNotATerminal() async throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let output = TerminalOutput.fileDescriptor(ends[1])
    #expect(!output.isTerminal)
    await TerminalSession.run(input: .none, output: output) { session in
      #expect(!session.isInteractive)
      var canvas = TextCanvas(columns: 8, rows: 1)
      canvas.draw("piped", column: 0, row: 0, style: .bold)
      session.draw(canvas)
    }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(ends[0], &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "piped\n")
  }
}
