/// Where the demo app would send a person to update it, and how "opening" it is shown.
public enum StoreLink {
  /// The address an iOS app would open in the App Store.
  public static let updateURL = "https://apps.apple.com/app/screenstate-demo/id0000000000"

  /// An opener for the update screens that opens nothing: it records "would open <url>" in `log`, since a demo
  /// in a terminal has no store to open, and reports success so the screen behaves as after a real open.
  @MainActor
  public static func recordingOpener(_ log: ActivityLog) -> @MainActor @Sendable (String) async -> Bool {
    { [weak log] url in
      log?.record("would open \(url)")
      return true
    }
  }
}
