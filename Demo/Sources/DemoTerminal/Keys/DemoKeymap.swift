// Pure: a key and what is on screen in, an action out. The screen's own keys (focus, Enter, r, q, Ctrl-C) are
// `ScreenInteraction`'s and never reach this map, so the two cannot clash: only keys the screen leaves
// unhandled are looked up here.
import DemoApp
import ScreenStateTerminal

/// The demo's own keys, for every key a screen leaves unhandled.
///
/// | key | action | where |
/// | --- | --- | --- |
/// | `p` `e` `c` | posts, error screens, colours | everywhere |
/// | `0`–`9`, `d` `h` `k` `t` | a fault preset (``FaultPreset/all``) | everywhere |
/// | `o` / `n` | offline / back online | everywhere |
/// | `l` | next latency | everywhere |
/// | `R` | reopen the feed with nothing kept | everywhere |
/// | `?` | the list of keys | everywhere |
/// | `[` `]`, Page Up, Page Down | previous / next page | error screens |
/// | `a` `b` `m` `x` | colour 1, colour 2, mix, clear | colours |
public enum DemoKeymap {
  /// The action of `key` on `screen`, or `nil` when the demo has none for it.
  ///
  /// While the list of keys is shown, Escape and Enter close it; every other key keeps its meaning.
  public static func action(for key: Key, on screen: DemoScreen, isShowingHelp: Bool = false) -> DemoKeyAction? {
    if isShowingHelp, key == .escape || key == .enter { return .closeHelp }
    switch key {
    case .character(let character):
      if let action = globalAction(for: character) { return action }
      switch screen {
      case .errors: return galleryAction(for: character)
      case .colors: return colorAction(for: character)
      case .posts: return nil
      }
    case .pageUp where screen == .errors: return .previousPage
    case .pageDown where screen == .errors: return .nextPage
    default: return nil
    }
  }

  private static func globalAction(for character: Character) -> DemoKeyAction? {
    if let preset = FaultPreset.preset(forKey: character) { return .fault(preset) }
    switch character {
    case "p": return .show(.posts)
    case "e": return .show(.errors)
    case "c": return .show(.colors)
    case "o": return .goOffline
    case "n": return .goOnline
    case "l": return .cycleLatency
    case "R": return .reopenFeed
    case "?": return .toggleHelp
    default: return nil
    }
  }

  private static func galleryAction(for character: Character) -> DemoKeyAction? {
    switch character {
    case "[": .previousPage
    case "]": .nextPage
    default: nil
    }
  }

  private static func colorAction(for character: Character) -> DemoKeyAction? {
    switch character {
    case "a": .cycleColor1
    case "b": .cycleColor2
    case "m": .toggleMix
    case "x": .clearColors
    default: nil
    }
  }
}
