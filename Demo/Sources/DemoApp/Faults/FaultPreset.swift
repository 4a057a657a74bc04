/// A fault mode the UI offers on one key, so that every failure of the seeds is one key press away.
public struct FaultPreset: Sendable, Hashable, Identifiable {
  /// The key that selects it, `0` to `9`.
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

  /// Every mode of the demo backend, on keys `0`–`9`.
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
  ]

  /// The preset on `key`, if any.
  public static func preset(forKey key: Character) -> FaultPreset? {
    all.first { $0.key == key }
  }
}
