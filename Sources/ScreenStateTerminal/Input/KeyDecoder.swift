// A pure state machine, like async-algorithms' `...StateMachine`s: bytes in, keys out, no I/O. Reads of a
// terminal can split a sequence anywhere (a UTF-8 character, `ESC [ A`), so everything not yet complete
// stays in the state until more bytes or a `flush()` settle it. Unknown or malformed input is dropped, never
// turned into a wrong key and never trapped on.

/// Decodes raw terminal input bytes into ``Key``s, incrementally.
///
/// Feed every chunk read from the terminal to ``decode(_:)``. A lone ESC is ambiguous until the next byte
/// (it may start an arrow key's sequence), so it is held back; call ``flush()`` when no more input has
/// arrived for a short while (``TerminalSession`` waits 50 ms) to turn it into ``Key/escape``.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // []: an incomplete sequence
/// decoder.decode([0x41, 0x71])   // [.up, .character("q")]
/// decoder.decode([0x1B])         // []
/// decoder.flush()                // [.escape]
/// ```
///
/// Recognised: arrows, Home, End, Page Up, Page Down and Delete (CSI and SS3 forms, modifiers ignored),
/// Tab, Shift-Tab (`ESC [ Z`), Enter (CR, LF, or CR LF as one), Escape, Backspace (DEL or Ctrl-H),
/// Ctrl-letters, printable UTF-8, and the terminal's focus reports (`ESC [ I` and `ESC [ O`, as ``Key/focusIn`` and
/// ``Key/focusOut``). Other control bytes, unknown sequences (mouse reports, function keys) and invalid UTF-8 are
/// ignored.
public struct KeyDecoder: Hashable, Sendable {
  private var state = State.ground
  /// Set after a CR, so that the LF of a CR LF pair is not a second Enter.
  private var swallowsLineFeed = false

  /// The longest control sequence kept; longer ones are garbage and are skipped to their end.
  static let maximumSequenceLength = 32

  private enum State: Hashable, Sendable {
    /// Between keys.
    case ground
    /// After ESC: a key sequence, or a lone Escape.
    case escape
    /// Inside `ESC [`: parameter and intermediate bytes so far, or `nil` once too long to keep.
    case controlSequence([UInt8]?)
    /// After `ESC O`: one more byte names the key.
    case singleShift
    /// Inside a multi-byte UTF-8 character: the bits so far, the bytes still due, and the smallest value
    /// allowed for its length (smaller ones are overlong encodings).
    case utf8(value: UInt32, remaining: Int, minimum: UInt32)
  }

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are held back waiting for more input: after a lone ESC or inside an incomplete sequence.
  public var hasPendingInput: Bool { state != .ground }

  /// Whether the only byte held back is an ESC, which a pause in the input turns into the Escape key.
  var isHoldingEscape: Bool { state == .escape }

  /// Decodes the next chunk of input and returns the keys it completes, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes {
      consume(byte, into: &keys)
    }
    return keys
  }

  /// Settles pending input once no more is coming: a lone ESC becomes ``Key/escape``; an incomplete
  /// sequence or character is dropped.
  public mutating func flush() -> [Key] {
    let keys: [Key] = state == .escape ? [.escape] : []
    state = .ground
    return keys
  }

  private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
    let swallowed = swallowsLineFeed
    swallowsLineFeed = false
    switch state {
    case .ground:
      consumeInGround(byte, swallowsLineFeed: swallowed, into: &keys)

    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        state = .controlSequence([])
      case UInt8(ascii: "O"):
        state = .singleShift
      case 0x1B:
        // Escape pressed twice: the first is complete, the second may still start a sequence.
        keys.append(.escape)
      default:
        // ESC then a key, as Alt-key is sent: Escape, then the key itself.
        keys.append(.escape)
        state = .ground
        consumeInGround(byte, swallowsLineFeed: false, into: &keys)
      }

    case .controlSequence(let collected):
      switch byte {
      case 0x20...0x3F:
        // Parameter and intermediate bytes.
        if var collected, collected.count < Self.maximumSequenceLength {
          collected.append(byte)
          state = .controlSequence(collected)
        } else {
          state = .controlSequence(nil)
        }
      case 0x40...0x7E:
        state = .ground
        if let collected, let key = Self.controlSequenceKey(parameters: collected, final: byte) {
          keys.append(key)
        }
      default:
        // Not part of any sequence: the sequence was broken off; the byte starts afresh.
        state = .ground
        consumeInGround(byte, swallowsLineFeed: false, into: &keys)
      }

    case .singleShift:
      state = .ground
      switch byte {
      case 0x40...0x7E:
        if let key = Self.singleShiftKey(final: byte) { keys.append(key) }
      default:
        consumeInGround(byte, swallowsLineFeed: false, into: &keys)
      }

    case .utf8(let value, let remaining, let minimum):
      guard byte & 0xC0 == 0x80 else {
        // A missing continuation byte: drop the broken character, then read this byte afresh.
        state = .ground
        consumeInGround(byte, swallowsLineFeed: false, into: &keys)
        return
      }
      let value = value << 6 | UInt32(byte & 0x3F)
      if remaining > 1 {
        state = .utf8(value: value, remaining: remaining - 1, minimum: minimum)
        return
      }
      state = .ground
      if value >= minimum, let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control {
        keys.append(.character(Character(scalar)))
      }
    }
  }

  private mutating func consumeInGround(_ byte: UInt8, swallowsLineFeed swallowed: Bool, into keys: inout [Key]) {
    switch byte {
    case 0x1B:
      state = .escape
    case 0x0D:
      keys.append(.enter)
      swallowsLineFeed = true
    case 0x0A:
      if !swallowed { keys.append(.enter) }
    case 0x09:
      keys.append(.tab)
    case 0x08, 0x7F:
      keys.append(.backspace)
    case 0x01...0x1A:
      keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x20...0x7E:
      keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF:
      state = .utf8(value: UInt32(byte & 0x1F), remaining: 1, minimum: 0x80)
    case 0xE0...0xEF:
      state = .utf8(value: UInt32(byte & 0x0F), remaining: 2, minimum: 0x800)
    case 0xF0...0xF4:
      state = .utf8(value: UInt32(byte & 0x07), remaining: 3, minimum: 0x1_0000)
    default:
      // NUL, the Ctrl-\ to Ctrl-_ group, stray continuation bytes, and bytes UTF-8 never uses.
      break
    }
  }

  /// The key named by `ESC [ parameters final`, or `nil` for sequences this decoder does not know.
  private static func controlSequenceKey(parameters: [UInt8], final: UInt8) -> Key? {
    // Private sequences (mouse reports `ESC [ <`, `ESC [ ?`, ...) start with one of `<=>?`.
    if let first = parameters.first, (0x3C...0x3F).contains(first) { return nil }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    // Focus reports carry no parameters; with any, the sequence is something else.
    case UInt8(ascii: "I"): return parameters.isEmpty ? .focusIn : nil
    case UInt8(ascii: "O"): return parameters.isEmpty ? .focusOut : nil
    case UInt8(ascii: "~"):
      // `ESC [ n ~` and `ESC [ n ; modifier ~`: the key is the first number.
      let number = parameters.prefix { $0 != UInt8(ascii: ";") }
      switch String(decoding: number, as: UTF8.self) {
      case "1", "7": return .home
      case "3": return .delete
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The key named by `ESC O final`, as terminals send in application cursor mode.
  private static func singleShiftKey(final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
