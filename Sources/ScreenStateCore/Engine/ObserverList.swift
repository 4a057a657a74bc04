/// The observers of one kind of change, each called until its ``ChangeSubscription`` is cancelled or released: what
/// ``AppActivity`` and ``ConnectivityBroadcast`` keep.
@MainActor
final class ObserverList<Change> {
  private final class Observer {
    weak var subscription: ChangeSubscription?
    let deliver: @MainActor (Change) -> Void

    init(_ deliver: @escaping @MainActor (Change) -> Void) {
      self.deliver = deliver
    }
  }

  private var observers: [Observer] = []

  nonisolated init() {}

  /// Calls `onChange` with every change from now on, until the subscription is cancelled or released.
  func add(_ onChange: @escaping @MainActor (Change) -> Void) -> ChangeSubscription {
    let observer = Observer(onChange)
    let subscription = ChangeSubscription { [weak self, weak observer] in
      self?.observers.removeAll { $0 === observer }
    }
    observer.subscription = subscription
    observers.append(observer)
    return subscription
  }

  /// Tells every observer whose subscription lives.
  func deliver(_ change: Change) {
    observers.removeAll { $0.subscription == nil }
    for observer in observers { observer.deliver(change) }
  }
}
