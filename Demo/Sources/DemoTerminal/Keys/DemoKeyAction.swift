import DemoApp

/// What a key the screen itself has no use for does in the demo: the app's own keys, decided by ``DemoKeymap``
/// and carried out by ``DemoTerminalUI``.
public enum DemoKeyAction: Hashable, Sendable {
  /// Shows a screen (`p`, `e`, `c`, `B`).
  case show(DemoScreen)
  /// Shows the board's search (`/`).
  case showSearch
  /// Switches the backend to a preset fault mode (`0`–`9`, `d` `h` `k` `t`, `P` `K`).
  case fault(FaultPreset)
  /// Takes the backend off the network (`o`).
  case goOffline
  /// Brings the backend back, healthy (`n`).
  case goOnline
  /// Steps the latency through 0 → 800ms → 2s → 4s (`l`).
  case cycleLatency
  /// Opens the feed anew with nothing kept, so a failure takes the whole screen (`R`): the board's on the board,
  /// the posts feed elsewhere.
  case reopenFeed
  /// Shows the gallery's previous page (`[` or Page Up).
  case previousPage
  /// Shows the gallery's next page (`]` or Page Down).
  case nextPage
  /// Steps colour 1 through the palette and back to none (`a`).
  case cycleColor1
  /// Steps colour 2 through the palette and back to none (`b`).
  case cycleColor2
  /// Turns mixing on or off (`m`).
  case toggleMix
  /// Clears the colour picker (`x`).
  case clearColors
  /// Opens the post of the selected row of the board's feed or search results (Enter on the list).
  case openRow
  /// Leaves a post, or search, for the screen before it (Escape when the screen has no use for it).
  case back
  /// Likes the post shown, or takes the like back (`L`).
  case like
  /// Likes the post of the selected row of the board's feed, or takes the like back (`L` on the feed).
  case likeRow
  /// Writes a new post with a generated title and publishes it, at the top of the board's feed at once (`N` on the
  /// feed).
  case newPost
  /// Types a character into the search field (every printable key, while search is shown).
  case type(Character)
  /// Deletes the last character of the search field (Backspace, while search is shown).
  case deleteBackward
  /// Shows or hides the list of every key (`?`).
  case toggleHelp
  /// Hides the list of keys (Escape or Enter while it is shown).
  case closeHelp
  /// Shows or hides the board store's inspector (`D`).
  case toggleInspector
  /// Hides the inspector (Escape while it is shown).
  case closeInspector
  /// Selects another entry of the inspector (Up, Down, Home, End while it is shown).
  case moveInInspector(InspectorMove)
  /// Shows or hides the list of the board's changes waiting to be sent (`W`).
  case togglePendingChanges
  /// Hides the list of changes waiting to be sent (Escape while it is shown).
  case closePendingChanges

  /// Where a key moves the inspector's selection.
  public enum InspectorMove: Hashable, Sendable {
    /// The entry above (Up).
    case previous
    /// The entry below (Down).
    case next
    /// The first entry (Home).
    case first
    /// The last entry (End).
    case last
  }
}
