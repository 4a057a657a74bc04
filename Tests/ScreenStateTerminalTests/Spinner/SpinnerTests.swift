import ScreenStateTerminal
import Testing

struct SpinnerTests {
  @Test func theFrameIsAFunctionOfTheTick() {
    let spinner = Spinner(frames: ["a", "b", "c"])
    #expect((0..<7).map(spinner.frame(at:)) == ["a", "b", "c", "a", "b", "c", "a"])
    #expect(spinner.frame(at: 4) == spinner.frame(at: 4))
  }

  @Test func negativeAndExtremeTicksWrap() {
    let spinner = Spinner(frames: ["a", "b", "c"])
    #expect(spinner.frame(at: -1) == "c")
    #expect(spinner.frame(at: -3) == "a")
    #expect(spinner.frames.contains(spinner.frame(at: .min)))
    #expect(spinner.frames.contains(spinner.frame(at: .max)))
  }

  @Test func noFramesShowsASpace() {
    #expect(Spinner(frames: []).frame(at: 12) == " ")
  }

  @Test(arguments: [Spinner.braille, .line, .dots])
  func builtInSpinnersHaveFramesOfOneWidth(spinner: Spinner) {
    let widths = Set(spinner.frames.map(TerminalText.displayWidth(of:)))
    #expect(widths.count == 1)
    #expect(spinner.frames.count > 1)
  }

  @Test func brailleFrames() {
    #expect(Spinner.braille.frame(at: 0) == "⠋")
    #expect(Spinner.braille.frame(at: 11) == "⠙")
  }
}
