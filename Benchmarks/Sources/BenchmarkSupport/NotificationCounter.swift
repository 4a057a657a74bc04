import Observation

/// Counts observer notifications with `withObservationTracking`, re-registering in `onChange` so that every
/// notification is counted, as a SwiftUI view that re-renders on each change would see them.
@MainActor
public final class NotificationCounter {
  /// The notifications received so far.
  public private(set) var count = 0
  private let read: @MainActor () -> Void

  /// Starts counting the notifications of the properties `read` reads.
  public init(reading read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // Observable models here change on the main actor, so `onChange` runs there, synchronously.
      MainActor.assumeIsolated {
        guard let self else { return }
        self.count += 1
        self.track()
      }
    }
  }
}
