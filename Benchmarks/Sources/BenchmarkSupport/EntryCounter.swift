import Synchronization

/// A thread-safe count of operations that have started, so a benchmark can wait until all are in flight.
public final class EntryCounter: Sendable {
  private let count = Atomic<Int>(0)

  /// A counter at zero.
  public init() {}

  /// Counts one more entry.
  public func increment() {
    count.add(1, ordering: .relaxed)
  }

  /// The entries so far.
  public var value: Int { count.load(ordering: .relaxed) }

  /// Suspends (polling every millisecond, outside any measured region) until `target` entries have been made.
  public func wait(for target: Int) async {
    while value < target {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
