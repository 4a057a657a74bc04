import Observation
import Synchronization

/// Returns once `condition` holds, checking it again after each change of the observable state it reads: a test
/// waits for the app to change, never for time.
@MainActor
func whenTrue(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resumed = Mutex(false)
      let resume: @Sendable () -> Void = {
        let first = resumed.withLock { done in
          defer { done = true }
          return !done
        }
        if first { continuation.resume() }
      }
      let holds = withObservationTracking {
        condition()
      } onChange: {
        resume()
      }
      if holds { resume() }
    }
  }
}
