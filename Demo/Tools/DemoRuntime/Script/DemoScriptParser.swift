import DemoApp
import DemoServer
import ScreenState

/// Reads a `--script`: steps separated by spaces, commas or semicolons, such as
/// `"wait fault:500 refresh wait dismiss"`. Fault modes and latencies are checked with the server's own parser, so a
/// typo is reported before anything runs.
public enum DemoScriptParser {
  /// The accepted steps, for help texts and error messages.
  public static let syntax =
    "wait, refresh, retry, cancel, dismiss, primary, secondary, more, reopen, fault:MODE, latency:DURATION, offline, "
    + "online, screen:posts|errors|colors|board, page:no-network|maintenance|app-update, color1:COLOR|none, "
    + "color2:COLOR|none, mix, clear, search[:TEXT], scroll:ROWS, end, open:ROW, back, like"

  /// The steps of `script`, in order.
  ///
  /// - Throws: ``DemoScriptError`` for the first step that cannot be read, or for a script with no step.
  public static func parse(_ script: String) throws(DemoScriptError) -> [DemoScriptStep] {
    let words = script.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ";" }).map(String.init)
    guard !words.isEmpty else {
      throw DemoScriptError(position: 1, step: script, reason: "the script is empty; expected steps such as \(syntax)")
    }
    var steps: [DemoScriptStep] = []
    for (index, word) in words.enumerated() {
      do {
        steps.append(try step(word))
      } catch {
        throw DemoScriptError(position: index + 1, step: word, reason: error.reason)
      }
    }
    return steps
  }

  /// Reads one step.
  private static func step(_ word: String) throws(StepError) -> DemoScriptStep {
    let (name, value) = splitNameAndValue(word.lowercased())
    func noValue(_ step: DemoScriptStep) throws(StepError) -> DemoScriptStep {
      guard value == nil else { throw StepError("\"\(name)\" takes no value") }
      return step
    }
    func requiredValue(example: String) throws(StepError) -> String {
      guard let value, !value.isEmpty else { throw StepError("\"\(name)\" needs a value, such as \(example)") }
      return value
    }

    switch name {
    case "wait": return try noValue(.wait)
    case "refresh": return try noValue(.send(.refresh))
    case "retry": return try noValue(.send(.retry))
    case "dismiss": return try noValue(.send(.dismissFailure))
    case "cancel": return try noValue(.send(.cancel))
    case "primary": return try noValue(.send(.errorScreenPrimary))
    case "secondary": return try noValue(.send(.errorScreenSecondary))
    case "reopen": return try noValue(.reopen)
    case "offline": return try noValue(.offline)
    case "online": return try noValue(.online)
    case "mix": return try noValue(.mix)
    case "clear": return try noValue(.clear)
    case "more": return try noValue(.send(.loadMore))
    case "end": return try noValue(.end)
    case "back": return try noValue(.back)
    case "like": return try noValue(.like)
    case "search":
      // The text keeps its case: it is shown in the field and the caption as written.
      guard let text = splitNameAndValue(word).value else { return .search(nil) }
      guard !text.isEmpty else { throw StepError("\"search\" needs a text after the colon, such as search:lost") }
      return .search(text)
    case "scroll":
      let text = try requiredValue(example: "scroll:25")
      guard let rows = Int(text), rows != 0, abs(rows) <= 10_000 else {
        throw StepError("the rows must be a whole number from -10000 to 10000 other than 0, such as scroll:25")
      }
      return .scroll(rows)
    case "open":
      let text = try requiredValue(example: "open:3")
      guard let row = Int(text), (1...10_000).contains(row) else {
        throw StepError("the row must be a whole number from 1 to 10000, such as open:3")
      }
      return .open(row)
    case "fault":
      let text = try requiredValue(example: "fault:500")
      do {
        return .fault(FaultArgumentParser.argument(for: try FaultArgumentParser.faultMode(text)))
      } catch {
        throw StepError(error.description)
      }
    case "latency":
      let text = try requiredValue(example: "latency:800ms")
      do {
        return .latency(FaultArgumentParser.argument(for: try FaultArgumentParser.latency(text)))
      } catch {
        throw StepError(error.description)
      }
    case "screen":
      let text = try requiredValue(example: "screen:errors")
      guard let screen = DemoScreen(rawValue: text) else {
        throw StepError("unknown screen; expected posts, errors, colors or board")
      }
      return .screen(screen)
    case "page":
      let text = try requiredValue(example: "page:maintenance")
      guard let page = GalleryPage.allCases.first(where: { self.name(of: $0) == text }) else {
        throw StepError("unknown page; expected no-network, maintenance or app-update")
      }
      return .page(page)
    case "color1", "color2":
      let text = try requiredValue(example: "\(name):red")
      let color: PaletteColor?
      if text == "none" {
        color = nil
      } else if let picked = PaletteColor(rawValue: text) {
        color = picked
      } else {
        let names = PaletteColor.allCases.map(\.rawValue).joined(separator: ", ")
        throw StepError("unknown colour; expected \(names) or none")
      }
      return name == "color1" ? .color1(color) : .color2(color)
    default:
      throw StepError("unknown step; expected \(syntax)")
    }
  }

  /// The script word for a screen action.
  static func name(of action: ScreenAction) -> String {
    switch action {
    case .refresh: "refresh"
    case .retry: "retry"
    case .dismissFailure: "dismiss"
    case .cancel: "cancel"
    case .errorScreenPrimary: "primary"
    case .errorScreenSecondary: "secondary"
    case .loadMore: "more"
    }
  }

  /// The script word for a gallery page.
  static func name(of page: GalleryPage) -> String {
    switch page {
    case .noNetwork: "no-network"
    case .maintenance: "maintenance"
    case .appUpdate: "app-update"
    }
  }

  /// Splits `name:value` at its first colon, so that `fault:maintenance:120` keeps `maintenance:120` whole.
  private static func splitNameAndValue(_ word: String) -> (name: String, value: String?) {
    guard let colon = word.firstIndex(of: ":") else { return (word, nil) }
    return (String(word[..<colon]), String(word[word.index(after: colon)...]))
  }

  /// Why one step was rejected, before its position is known.
  private struct StepError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
