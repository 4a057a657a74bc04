import Observation
import ScreenState

/// Records every state an observable model passes through, built on `withObservationTracking`.
///
/// ```swift
/// let recorder = StateRecorder(loader)
/// await loader.load()
/// #expect(recorder.states == [.idle, .loading(previous: nil), .loaded([post])])
/// ```
///
/// It records one entry per observer notification, so it also proves that no notification was spent on
/// a change nobody could see. Entries are captured synchronously as each change happens, never coalesced;
/// the model must change on the main actor, as a `Loader` does.
@MainActor
public final class StateRecorder<State> {
  private let read: @MainActor () -> State
  private var earlier: [State] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Records the states that `read` returns; observation tracks every property `read` reads.
  public init(_ read: @escaping @MainActor () -> State) {
    self.read = read
    track()
  }

  /// Every state so far, the current one last; the first is the state when recording began.
  public var states: [State] {
    earlier + [read()]
  }

  /// The number of notifications received so far.
  public var changeCount: Int { earlier.count }

  /// Suspends until at least `count` states have been recorded, the initial one included.
  public func waitForStates(count: Int) async {
    if earlier.count + 1 >= count { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  private func track() {
    // `onChange` runs as the change begins, before the new value is stored: the value read then is the
    // state being left, which is exactly the entry to append. The new one is read on demand.
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.earlier.append(self.read())
        self.track()
        self.scheduleWaiterCheck()
      }
    }
  }

  private func scheduleWaiterCheck() {
    guard !waiters.isEmpty else { return }
    // Resume after the change has been stored, so a resumed test reads the new state.
    Task { @MainActor [weak self] in
      guard let self else { return }
      let recorded = self.earlier.count + 1
      let ready = self.waiters.filter { $0.count <= recorded }
      self.waiters.removeAll { $0.count <= recorded }
      for waiter in ready { waiter.continuation.resume() }
    }
  }
}

extension StateRecorder {
  /// Records every state `source` passes through: a `Loader`, a `QueryLoader`, a `PageLoader`, a store's handle.
  public convenience init<Value, Failure>(_ source: some LoadableSource<Value, Failure>)
  where State == Loadable<Value, Failure> {
    self.init { source.state }
  }
}
