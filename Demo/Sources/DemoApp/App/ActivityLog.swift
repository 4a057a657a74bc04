import Observation

/// What the demo did that a person should hear about, such as "would open https://…": the status line shows
/// the latest entry, and tests read them all.
@MainActor
@Observable
public final class ActivityLog {
  /// Every entry, oldest first.
  public private(set) var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// The latest entry, for the status line.
  public var latest: String? { entries.last }

  /// Adds an entry.
  public func record(_ entry: String) {
    entries.append(entry)
  }
}
