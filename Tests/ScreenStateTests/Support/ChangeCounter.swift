import Observation

/// Counts observer notifications with `withObservationTracking`, re-registering in `onChange` so that
/// every notification is counted, not only the first.
@MainActor
final class ChangeCounter {
  private(set) var count = 0
  private let read: @MainActor @Sendable () -> Void

  init(_ read: @escaping @MainActor @Sendable () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.count += 1
        self.track()
      }
    }
  }
}
