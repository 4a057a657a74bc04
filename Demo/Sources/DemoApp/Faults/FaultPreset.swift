/// A fault mode the UI offers on one key, so that every failure of the seeds is one key press away.
public struct FaultPreset: Sendable, Hashable, Identifiable {
  /// The key that selects it: `0` to `9`, `d`, `h`, `k`, `t` for the faults of the transport, or `P` and `K` for
  /// the board's.
  public var key: Character
  /// The mode, spelled as for `--fault`.
  public var mode: String
  /// A short description for a menu or help line.
  public var label: String

  /// Creates a preset.
  public init(key: Character, mode: String, label: String) {
    self.key = key
    self.mode = mode
    self.label = label
  }

  /// The key, which is unique among ``all``.
  public var id: Character { key }

  /// Every mode of the demo backend: the answers' faults on keys `0`–`9`, the transport's on `d` (drip), `h`
  /// (hang), `k` (connection reset) and `t` (429, whose `Retry-After` changes each time `t` is pressed again), and
  /// the board's on `P` (the feed's third page fails three times in a row, once per load with its retries) and `K`
  /// (the likes of odd-numbered posts are refused).
  public static let all: [FaultPreset] = [
    FaultPreset(key: "0", mode: "none", label: "healthy"),
    FaultPreset(key: "1", mode: "500", label: "server error"),
    FaultPreset(key: "2", mode: "maintenance:120", label: "maintenance (Retry-After 120)"),
    FaultPreset(key: "3", mode: "offline", label: "offline"),
    FaultPreset(key: "4", mode: "update-required", label: "update required"),
    FaultPreset(key: "5", mode: "update-available", label: "update available"),
    FaultPreset(key: "6", mode: "malformed", label: "malformed JSON"),
    FaultPreset(key: "7", mode: "empty", label: "empty list"),
    FaultPreset(key: "8", mode: "flaky:0.5", label: "flaky (half fail)"),
    FaultPreset(key: "9", mode: "maintenance-date:300", label: "maintenance (Retry-After date)"),
    FaultPreset(key: "d", mode: "drip", label: "one byte every 0.2 s, never ending"),
    FaultPreset(key: "h", mode: "hang", label: "accepts, never answers"),
    FaultPreset(key: "k", mode: "reset", label: "connection reset"),
    FaultPreset(key: "t", mode: "429:0", label: "rate limited, Retry-After 0"),
    FaultPreset(key: "P", mode: "page-fail:3", label: "the board's page 3 fails"),
    FaultPreset(key: "K", mode: "like-fail", label: "odd posts refuse likes"),
  ]

  /// The modes a key steps through when pressed again while one of them is in force: the odd `Retry-After`
  /// values of a 429 (zero, a date in the past, a number no integer holds).
  public static let cycles: [Character: [String]] = ["t": ["429:0", "429:past", "429:huge"]]

  /// The mode to switch to when this preset's key is pressed while `current` is in force: the next of its
  /// ``cycles`` after `current`, or ``mode``.
  public func mode(after current: String?) -> String {
    guard let cycle = Self.cycles[key], let current, let index = cycle.firstIndex(of: current) else { return mode }
    return cycle[(index + 1) % cycle.count]
  }

  /// The preset on `key`, if any.
  public static func preset(forKey key: Character) -> FaultPreset? {
    all.first { $0.key == key }
  }
}
