/// One change of the board's outbox as the list of changes waiting to be sent shows it (`W` in the terminal): what it
/// is, from the like's summary ("Like “Farmers' market moves to Saturdays”"), and where it stands.
public struct PendingChange: Hashable, Sendable {
  /// What the change is, in the screen's language.
  public var summary: String
  /// Where it stands: `waiting to be sent`, `sending…`, `refused: …`.
  public var status: String

  /// A row of the list.
  public init(summary: String, status: String) {
    self.summary = summary
    self.status = status
  }
}
