// Kept apart from `TerminalText` so the greedy algorithm reads as one state machine: characters in, lines out.

/// The greedy word-wrapping state machine behind ``TerminalText/wrapped(_:toWidth:maxLines:)``.
struct LineWrapper {
  let width: Int
  let maxLines: Int
  private(set) var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var word = ""
  private var wordWidth = 0
  /// Set once a line beyond `maxLines` was needed: the input is no longer read.
  private(set) var isFull = false

  init(width: Int, maxLines: Int) {
    self.width = width
    self.maxLines = maxLines
  }

  mutating func consume(_ character: Character) {
    switch character.terminalClass {
    case .dropped:
      return
    case .lineBreak:
      finishWord()
      emitLine()
    case .tab:
      finishWord()
    case .printable(let characterWidth):
      if character == " " {
        finishWord()
        return
      }
      guard characterWidth <= width else { return }
      if wordWidth + characterWidth > width {
        // The word fits on no line: it is broken here, on lines of its own.
        if lineWidth > 0 { emitLine() }
        line = word
        lineWidth = wordWidth
        word = ""
        wordWidth = 0
        emitLine()
      }
      word.append(character)
      wordWidth += characterWidth
    }
  }

  mutating func finish() -> [String] {
    if !isFull {
      finishWord()
      if lineWidth > 0 { emitLine() }
    }
    return lines
  }

  private mutating func finishWord() {
    guard wordWidth > 0 else { return }
    let separator = lineWidth > 0 ? 1 : 0
    if lineWidth + separator + wordWidth <= width {
      if separator > 0 { line.append(" ") }
      line += word
      lineWidth += separator + wordWidth
    } else {
      emitLine()
      line = word
      lineWidth = wordWidth
    }
    word = ""
    wordWidth = 0
  }

  private mutating func emitLine() {
    guard !isFull else { return }
    if lines.count == maxLines {
      // One more line was needed: mark the last kept one as cut.
      isFull = true
      let last = lines[lines.count - 1]
      let lastWidth = TerminalText.displayWidth(of: last)
      lines[lines.count - 1] =
        lastWidth < width
        ? last + String(TerminalText.ellipsis)
        : TerminalText.truncated(last + "  ", toWidth: width)
      return
    }
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}
