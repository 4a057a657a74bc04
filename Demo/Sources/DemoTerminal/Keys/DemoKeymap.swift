// Pure: a key and what is on screen in, an action out. The screen's own keys (focus, Enter, r, q, Ctrl-C) are
// `ScreenInteraction`'s and never reach `action(for:on:board:isShowingHelp:)`, so the two cannot clash: only keys
// the screen leaves unhandled are looked up there. The one exception is the search field, which takes the
// printable keys before the screen does (`firstAction`): typing `q` or `r` there types them.
import DemoApp
import ScreenStateTerminal

/// The demo's own keys, for every key a screen leaves unhandled, and the search field's, which come first.
///
/// | key | action | where |
/// | --- | --- | --- |
/// | `p` `e` `c` `B` | posts, error screens, colours, the board | everywhere but search |
/// | `/` | the board's search | everywhere but search |
/// | `0`–`9`, `d` `h` `k` `t`, `P` `K` | a fault preset (``FaultPreset/all``) | everywhere but search |
/// | `o` / `n` | offline / back online | everywhere but search |
/// | `l` | next latency | everywhere but search |
/// | `R` | reopen the feed (the board's, on the board) with nothing kept | everywhere but search |
/// | `?` | the list of keys | everywhere but search |
/// | `D` | the board store's inspector | everywhere but search |
/// | Up, Down, Home, End, Escape, `D` | select an entry, close (taken before the screen) | the inspector |
/// | `W` | the board's changes waiting to be sent (its outbox) | everywhere but search |
/// | Escape, `W` | close (taken before the screen) | the changes waiting to be sent |
/// | `[` `]`, Page Up, Page Down | previous / next page | error screens |
/// | `a` `b` `m` `x` | colour 1, colour 2, mix, clear | colours |
/// | Enter | open the selected row's post | the board's feed and search |
/// | Escape | back to the feed (or to search, from a post opened there) | the board's search and posts |
/// | `L` | like, or take the like back | a post of the board, or the selected row of its feed |
/// | `N` | write a new post ("New post 3") and publish it, queued while offline | the board's feed |
/// | any printable key, Backspace | type, delete (taken before the screen) | the board's search |
public enum DemoKeymap {
  /// The action of `key` on `screen` (on the board, its screen `board`), or `nil` when the demo has none for it.
  ///
  /// While the list of keys is shown, Escape and Enter close it; every other key keeps its meaning.
  public static func action(
    for key: Key, on screen: DemoScreen, board: BoardScreen = .feed, isShowingHelp: Bool = false
  ) -> DemoKeyAction? {
    if isShowingHelp, key == .escape || key == .enter { return .closeHelp }
    let isOnPost = if case .post = board { screen == .board } else { false }
    switch key {
    case .character(let character):
      if let action = globalAction(for: character) { return action }
      switch screen {
      case .errors: return galleryAction(for: character)
      case .colors: return colorAction(for: character)
      case .posts: return nil
      case .board:
        if character == "N" { return board == .feed ? .newPost : nil }
        guard character == "L" else { return nil }
        return isOnPost ? .like : board == .feed ? .likeRow : nil
      }
    case .pageUp where screen == .errors: return .previousPage
    case .pageDown where screen == .errors: return .nextPage
    case .enter where screen == .board && !isOnPost: return .openRow
    case .escape where screen == .board && board != .feed: return .back
    default: return nil
    }
  }

  /// The action of `key` taken before the screen sees it, or `nil` to leave it to the screen: on the board's
  /// search, every printable key types into the field and Backspace deletes, so `q`, `r` and the demo's letters
  /// can be searched for (Escape leaves search, Ctrl-C quits).
  ///
  /// While the inspector is shown, it takes Up, Down, Home and End (to select an entry) and Escape and `D` (to close
  /// it) before anything else; every other key keeps its meaning. The list of changes waiting to be sent takes
  /// Escape and `W` (to close it) likewise.
  public static func firstAction(
    for key: Key, on screen: DemoScreen, board: BoardScreen = .feed, isShowingHelp: Bool = false,
    isShowingInspector: Bool = false, isShowingPendingChanges: Bool = false
  ) -> DemoKeyAction? {
    if isShowingInspector, let action = inspectorAction(for: key) { return action }
    if isShowingPendingChanges, key == .escape || key == .character("W") { return .closePendingChanges }
    guard screen == .board, board == .search, !isShowingHelp else { return nil }
    switch key {
    case .character(let character): return .type(character)
    case .backspace: return .deleteBackward
    default: return nil
    }
  }

  private static func globalAction(for character: Character) -> DemoKeyAction? {
    if let preset = FaultPreset.preset(forKey: character) { return .fault(preset) }
    switch character {
    case "p": return .show(.posts)
    case "e": return .show(.errors)
    case "c": return .show(.colors)
    case "B": return .show(.board)
    case "/": return .showSearch
    case "o": return .goOffline
    case "n": return .goOnline
    case "l": return .cycleLatency
    case "R": return .reopenFeed
    case "?": return .toggleHelp
    case "D": return .toggleInspector
    case "W": return .togglePendingChanges
    default: return nil
    }
  }

  private static func inspectorAction(for key: Key) -> DemoKeyAction? {
    switch key {
    case .up: .moveInInspector(.previous)
    case .down: .moveInInspector(.next)
    case .home: .moveInInspector(.first)
    case .end: .moveInInspector(.last)
    case .escape, .character("D"): .closeInspector
    default: nil
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
