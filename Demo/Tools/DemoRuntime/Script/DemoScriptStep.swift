import DemoApp
import ScreenState

/// One step of a `--script`: something a person would do with a key, after which a frame is printed.
public enum DemoScriptStep: Sendable, Hashable {
  /// Waits until everything in flight has finished.
  case wait
  /// Sends a screen action to the screen shown (`refresh`, `retry`, `cancel`, `dismiss`, `primary`, `secondary`,
  /// `more`) and prints the frame at once, before the work it starts has finished.
  case send(ScreenAction)
  /// Forgets the feed's posts and loads it again, as when the screen is opened anew.
  case reopen
  /// Switches the backend's fault mode, spelled as for `--fault`.
  case fault(String)
  /// Switches the backend's latency, spelled as for `--latency`.
  case latency(String)
  /// Takes the backend off the network.
  case offline
  /// Brings the backend back.
  case online
  /// Shows a screen.
  case screen(DemoScreen)
  /// Shows a page of the error-screen gallery.
  case page(GalleryPage)
  /// Picks the first colour, or clears it with `nil`.
  case color1(PaletteColor?)
  /// Picks the second colour, or clears it with `nil`.
  case color2(PaletteColor?)
  /// Turns colour mixing on or off.
  case mix
  /// Clears the colour picker.
  case clear
  /// Shows the board's search and, with a text, replaces what is typed in its field by it (sent after the
  /// debounce, like a burst of typing).
  case search(String?)
  /// Moves the selection of the list on screen by this many rows (up when negative), then lets the board's feed
  /// load its next page if its last rows are on screen, as the terminal does after each key.
  case scroll(Int)
  /// Moves the selection to the last row of the list on screen (the End key), then as ``scroll(_:)``.
  case end
  /// Opens the post of this row (from 1) of the board's list on screen: the feed, or the search results.
  case open(Int)
  /// Leaves a post, or search, for the screen before it.
  case back
  /// Likes the post shown.
  case like
}

extension DemoScriptStep: CustomStringConvertible {
  /// The step as it is written in a script, such as `fault:500`.
  public var description: String {
    switch self {
    case .wait: "wait"
    case .send(let action): DemoScriptParser.name(of: action)
    case .reopen: "reopen"
    case .fault(let mode): "fault:\(mode)"
    case .latency(let latency): "latency:\(latency)"
    case .offline: "offline"
    case .online: "online"
    case .screen(let screen): "screen:\(screen.rawValue)"
    case .page(let page): "page:\(DemoScriptParser.name(of: page))"
    case .color1(let color): "color1:\(color?.rawValue ?? "none")"
    case .color2(let color): "color2:\(color?.rawValue ?? "none")"
    case .mix: "mix"
    case .clear: "clear"
    case .search(let text): text.map { "search:\($0)" } ?? "search"
    case .scroll(let rows): "scroll:\(rows)"
    case .end: "end"
    case .open(let row): "open:\(row)"
    case .back: "back"
    case .like: "like"
    }
  }
}
