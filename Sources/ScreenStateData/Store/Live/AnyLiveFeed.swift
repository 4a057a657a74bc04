/// A key's live feed, whatever its elements: what the store starts and stops.
@MainActor
protocol AnyLiveFeed: AnyObject {
  /// Whether a sequence is being iterated.
  var isRunning: Bool { get }
  /// Whether a sequence was ever started: a screen showed the key.
  var hasStarted: Bool { get }
  /// Starts a sequence unless one runs or a restart is due.
  func resume()
  /// Stops the sequence, or the restart due; what it received and did not apply yet is dropped.
  func pause()
}
