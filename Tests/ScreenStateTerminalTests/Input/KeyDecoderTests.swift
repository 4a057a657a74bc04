import ScreenStateTerminal
import Testing

struct KeyDecoderTests {
  private func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  private func decode(_ text: String) -> [Key] {
    decode(Array(text.utf8))
  }

  // MARK: Single keys

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[1;2A", .up), ("\u{1B}[1;5D", .left), ("\u{1B}[5;5~", .pageUp),
    ("\u{1B}[Z", .backTab), ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\r\n", .enter),
    ("\u{7F}", .backspace), ("\u{8}", .backspace), ("\u{3}", .control("c")), ("\u{1}", .control("a")),
    ("\u{1A}", .control("z")), ("\u{4}", .control("d")),
    ("q", .character("q")), (" ", .character(" ")), ("~", .character("~")),
    ("é", .character("é")), ("日", .character("日")), ("😀", .character("😀")),
  ])
  func decodesAKey(input: String, key: Key) {
    #expect(decode(input) == [key])
  }

  @Test func decodesAStreamOfKeys() {
    #expect(
      decode("ab\u{1B}[A\r\u{1B}[Z\tq")
        == [.character("a"), .character("b"), .up, .enter, .backTab, .tab, .character("q")])
  }

  @Test func separateCarriageReturnsAndLineFeedsAreSeparateEnters() {
    #expect(decode("\n\r\r\n\n") == [.enter, .enter, .enter, .enter])
  }

  // MARK: Escape

  @Test func aLoneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeFollowedByAKeyIsEscapeThenTheKey() {
    #expect(decode("\u{1B}q") == [.escape, .character("q")])
    #expect(decode("\u{1B}\r") == [.escape, .enter])
  }

  @Test func doubleEscapeIsTwoEscapes() {
    #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  // MARK: Split input

  @Test func everySplitOfASequenceDecodesTheSame() {
    let input = Array("x\u{1B}[Aé\u{1B}[5~日\u{1B}OB😀\r\n\u{1B}[Z".utf8)
    let expected: [Key] = [
      .character("x"), .up, .character("é"), .pageUp, .character("日"), .down, .character("😀"), .enter, .backTab,
    ]
    for split in 0...input.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(input[..<split]) + decoder.decode(input[split...]) + decoder.flush()
      #expect(keys == expected, "split at \(split)")
    }
  }

  @Test func byteAtATimeDecodesTheSame() {
    let input = Array("\u{1B}[1;5C日本\u{1B}[3~q".utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in input { keys += decoder.decode([byte]) }
    #expect(keys == [.right, .character("日"), .character("本"), .delete, .character("q")])
  }

  @Test func aSplitSequenceIsPendingUntilComplete() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode([0x41]) == [.up])
    #expect(decoder.decode([0xE6, 0x97]).isEmpty)
    #expect(decoder.decode([0xA5]) == [.character("日")])
  }

  @Test func flushingAnIncompleteSequenceDropsIt() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.decode(Array("b".utf8)) == [.character("b")])
  }

  // MARK: Garbage

  @Test func unknownSequencesAreIgnored() {
    #expect(decode("\u{1B}[<0;10;5M") == [])  // SGR mouse report
    #expect(decode("\u{1B}[?1049h") == [])
    #expect(decode("\u{1B}[15~") == [])  // F5
    #expect(decode("\u{1B}[99~a") == [.character("a")])
    #expect(decode("\u{1B}OP") == [])  // F1
    #expect(decode("\u{1B}[1I\u{1B}[2O") == [])  // not focus reports: those carry no parameters
  }

  @Test func focusReportsAreDecoded() {
    #expect(decode("\u{1B}[I\u{1B}[O") == [.focusIn, .focusOut])
    // Split anywhere, as reads split them.
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]).isEmpty)
    #expect(decoder.decode(Array("Ix".utf8)) == [.focusIn, .character("x")])
    // `ESC O` is not `ESC [ O`: SS3 followed by a letter is a key of its own, never a focus report.
    #expect(decode("\u{1B}OA") == [.up])
  }

  @Test func aBrokenSequenceGivesWayToWhatFollows() {
    #expect(decode("\u{1B}[1\u{1B}[A") == [.up])
    #expect(decode("\u{1B}[\r") == [.enter])
    #expect(decode("\u{1B}O\u{3}") == [.control("c")])
  }

  @Test func anOverlongSequenceIsSkippedToItsEnd() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 500) + "A" + "q"
    #expect(decode(long) == [.character("q")])
  }

  @Test func invalidUTF8IsDropped() {
    #expect(decode([0xFF, 0xFE, 0x80, 0xBF, 0x61]) == [.character("a")])
    #expect(decode([0xC3, 0x61]) == [.character("a")])  // lead byte without continuation
    #expect(decode([0xC0, 0xAF, 0x62]) == [.character("b")])  // overlong "/"
    #expect(decode([0xE0, 0x80, 0xAF, 0x63]) == [.character("c")])  // overlong, three bytes
    #expect(decode([0xED, 0xA0, 0x80, 0x64]) == [.character("d")])  // a UTF-16 surrogate
    #expect(decode([0xF4, 0x90, 0x80, 0x80, 0x65]) == [.character("e")])  // beyond U+10FFFF
    #expect(decode([0xC2, 0x9B, 0x66]) == [.character("f")])  // C1 control CSI
  }

  @Test func ignoredControlBytesProduceNothing() {
    #expect(decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [])
  }

  @Test func randomBytesNeverTrap() {
    var random = SplitMix64(seed: 1)
    var decoder = KeyDecoder()
    for _ in 0..<2_000 {
      let chunk = (0..<random.next(below: 16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      for key in decoder.decode(chunk) {
        if case .character(let character) = key {
          #expect(!character.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
      }
      if random.next(below: 5) == 0 { _ = decoder.flush() }
    }
  }
}
