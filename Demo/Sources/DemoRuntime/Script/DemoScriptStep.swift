import DemoApp
import ScreenState

/// One step of a `--script`: something a person would do with a key, after which a frame is printed.
public enum DemoScriptStep: Sendable, Hashable {
  /// Waits until everything in flight has finished.
  case wait
  /// Sends a screen action to the screen shown (`refresh`, `retry`, `cancel`, `dismiss`, `primary`, `secondary`) and prints
  /// the frame at once, before the work it starts has finished.
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
    }
  }
}
