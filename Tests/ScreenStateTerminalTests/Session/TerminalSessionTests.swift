import Testing

@testable import ScreenStateTerminal

struct TerminalSessionTests {
  private struct Boom: Error, Equatable {}

  private func canvas(_ text: String, columns: Int = 10, rows: Int = 1) -> TextCanvas {
    var canvas = TextCanvas(columns: columns, rows: rows)
    canvas.draw(text, column: 0, row: 0)
    return canvas
  }

  // MARK: Not a terminal

  @Test func writesPlainFramesSeparatedByABlankLine() async {
    let recorder = OutputRecorder()
    await TerminalSession.run(input: .none, output: recorder.output(isTerminal: false)) { session in
      #expect(!session.isInteractive)
      session.draw(canvas("one"))
      session.draw(canvas("two"))
      session.draw(canvas("three", rows: 2))
    }
    #expect(recorder.text == "one\n\ntwo\n\nthree\n\n")
  }

  @Test func plainOutputHasNoEscapeCodes() async {
    let recorder = OutputRecorder()
    await TerminalSession.run(input: .none, output: recorder.output(isTerminal: false)) { session in
      var frame = canvas("\u{1B}[31mred\u{1B}[0m", columns: 20, rows: 2)
      frame.fill(TextRect(column: 0, row: 1, width: 5, height: 1), with: "#", style: .inverse)
      session.draw(frame)
    }
    #expect(recorder.text == "[31mred[0m\n#####\n")
    #expect(!recorder.text.contains("\u{1B}"))
  }

  @Test func reportsTheOutputsSize() async {
    let recorder = OutputRecorder()
    let size = TerminalSize(columns: 33, rows: 7)
    let reported = await TerminalSession.run(input: .none, output: recorder.output(isTerminal: false, size: size)) {
      $0.size
    }
    #expect(reported == size)
  }

  @Test func keysArriveAsEventsAndTheStreamEndsWithTheInput() async {
    let (bytes, feed) = AsyncStream.makeStream(of: [UInt8].self)
    feed.yield(Array("\u{1B}[".utf8))
    feed.yield(Array("A\tq".utf8))
    feed.yield([0x1B])
    feed.yield(Array("日".utf8))
    feed.finish()
    let events = await TerminalSession.run(input: .bytes(bytes), output: OutputRecorder().output(isTerminal: false)) {
      session in
      var events: [TerminalEvent] = []
      for await event in session.events { events.append(event) }
      return events
    }
    // The split arrow is decoded whole; the lone ESC at the end of a chunk is Escape.
    #expect(events == [.key(.up), .key(.tab), .key(.character("q")), .key(.escape), .key(.character("日"))])
  }

  @Test func aBatchHoldsEveryKeyOfAReadAndTheKeysPendingBeforeIt() async {
    let (bytes, feed) = AsyncStream.makeStream(of: [UInt8].self)
    let paste = String(repeating: "x", count: 500)
    feed.yield(Array(paste.utf8))
    feed.finish()
    let batches = await TerminalSession.run(input: .bytes(bytes), output: OutputRecorder().output(isTerminal: false)) {
      session in
      var batches: [[TerminalEvent]] = []
      for await batch in session.eventBatches { batches.append(batch) }
      return batches
    }
    // A read of 500 keys is one batch, however many the reader takes at once.
    #expect(batches.count == 1)
    #expect(batches.first?.count == 500)
  }

  @Test func theEventsStreamEndsWithTheSession() async {
    let session = await TerminalSession.run(input: .none, output: OutputRecorder().output(isTerminal: false)) { $0 }
    var count = 0
    for await _ in session.events { count += 1 }
    #expect(count == 0)
  }

  @Test func drawingAfterTheSessionEndedWritesNothing() async {
    let recorder = OutputRecorder()
    let session = await TerminalSession.run(input: .none, output: recorder.output(isTerminal: false)) { $0 }
    session.draw(canvas("late"))
    #expect(recorder.text.isEmpty)
  }

  @MainActor
  @Test func theBodyRunsOnTheCallersActorAndItsValueIsReturned() async {
    let value = await TerminalSession.run(input: .none, output: OutputRecorder().output(isTerminal: false)) { _ in
      MainActor.assertIsolated()
      return 42
    }
    #expect(value == 42)
  }

  // MARK: A terminal

  @Test func aTerminalSessionEntersAndLeavesTheAlternateScreen() async {
    let recorder = OutputRecorder()
    let frame = canvas("hi", columns: 5, rows: 2)
    await TerminalSession.run(input: .none, output: recorder.output(isTerminal: true)) { session in
      #expect(session.isInteractive)
      session.draw(frame)
    }
    #expect(
      recorder.writes == [
        TerminalRestorer.enterSequence,
        ANSI.beginSynchronizedUpdate + frame.ansiText + ANSI.endSynchronizedUpdate,
        TerminalRestorer.leaveSequence,
      ])
    #expect(TerminalRestorer.enterSequence.contains("\u{1B}[?1049h"))
    #expect(TerminalRestorer.enterSequence.contains("\u{1B}[?25l"))
    #expect(TerminalRestorer.leaveSequence.contains("\u{1B}[?1049l"))
    #expect(TerminalRestorer.leaveSequence.contains("\u{1B}[?25h"))
    // Focus reports, on while the session runs and off after it.
    #expect(TerminalRestorer.enterSequence.hasSuffix("\u{1B}[?1004h"))
    #expect(TerminalRestorer.leaveSequence.hasPrefix("\u{1B}[?1004l"))
  }

  @Test func focusReportsCanBeLeftOff() async {
    let recorder = OutputRecorder()
    await TerminalSession.run(input: .none, output: recorder.output(isTerminal: true), reportsFocus: false) { _ in }
    #expect(recorder.writes == [TerminalRestorer.enterSequence(reportsFocus: false), TerminalRestorer.leaveSequence])
    #expect(!recorder.writes[0].contains("\u{1B}[?1004h"))
  }

  @Test func theTerminalIsRestoredWhenTheBodyThrows() async {
    let recorder = OutputRecorder()
    await #expect(throws: Boom()) {
      try await TerminalSession.run(input: .none, output: recorder.output(isTerminal: true)) { _ throws(Boom) in
        throw Boom()
      }
    }
    #expect(recorder.writes == [TerminalRestorer.enterSequence, TerminalRestorer.leaveSequence])
  }

  @Test func theTerminalIsRestoredWhenTheTaskIsCancelled() async {
    let recorder = OutputRecorder()
    let (bytes, feed) = AsyncStream.makeStream(of: [UInt8].self)
    defer { feed.finish() }
    let task = Task {
      try await TerminalSession.run(input: .bytes(bytes), output: recorder.output(isTerminal: true)) { session in
        for await _ in session.events {}
        try Task.checkCancellation()
      }
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(recorder.writes.last == TerminalRestorer.leaveSequence)
  }

  @Test func framesAreCroppedToTheTerminal() async {
    let recorder = OutputRecorder()
    let frame = canvas("abcdefgh", columns: 10, rows: 3)
    let output = recorder.output(isTerminal: true, size: TerminalSize(columns: 3, rows: 1))
    await TerminalSession.run(input: .none, output: output) { $0.draw(frame) }
    #expect(recorder.writes[1].contains(frame.ansiText(maxColumns: 3, maxRows: 1)))
    #expect(!recorder.writes[1].contains("d"))
  }
}
