/// A small seeded generator, so that the "any input" tests are random-looking yet the same on every run.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.upperBound - range.lowerBound + 1)
  }

  /// A string mixing ordinary text with what breaks naive renderers: escape sequences, C0 and C1 controls,
  /// line breaks, tabs, wide characters, emoji sequences, combining marks, bidi overrides, zero-width spaces.
  mutating func hostileString(length: Int) -> String {
    let pieces = [
      "a", "Z", " ", "  ", "word", "\t", "\n", "\r", "\r\n", "\u{1B}", "\u{1B}[31m", "\u{1B}]0;title\u{7}",
      "\u{9B}2J", "\u{7F}", "\u{0}", "\u{85}", "\u{2028}", "日", "本", "ｱ", "Ａ", "😀", "👨‍👩‍👧", "🇫🇷", "❤️",
      "e\u{301}", "\u{301}", "\u{202E}", "\u{200B}", "\u{FEFF}", "…", "─", "\u{FFFD}",
    ]
    var text = ""
    for _ in 0..<length { text += pieces[next(below: pieces.count)] }
    return text
  }
}
