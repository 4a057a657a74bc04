/// The events of one state kind, for whoever observes them: a store, a log, an inspector, a test.
///
/// Nothing is built or delivered while nobody observes. Observers are called synchronously on the main actor, in
/// the order of the events, right after the state change they describe.
///
/// ```swift
/// let subscription = loader.events.observe { event in log.append(event) }
/// …
/// subscription.cancel()     // or let it go: releasing the subscription ends it too
/// ```
@MainActor
public final class LoadEvents {
  private struct Observer {
    let id: UInt64
    weak var subscription: LoadEventSubscription?
    let deliver: @MainActor (LoadEvent) -> Void
  }

  private var observers: [Observer] = []
  private var nextID: UInt64 = 0
  /// Where every event is delivered too, with the key it is of: a store's events, for the kinds it keeps.
  package var forwarding: (events: LoadEvents, key: ResourceKey)?

  nonisolated init() {}

  /// Whether anyone observes: an emitter checks it before it builds an event.
  public var isObserved: Bool { !observers.isEmpty || forwarding?.events.isObserved == true }

  /// Calls `observer` with every event from now on, until the subscription is cancelled or released.
  public func observe(_ observer: @escaping @MainActor (LoadEvent) -> Void) -> LoadEventSubscription {
    nextID &+= 1
    let subscription = LoadEventSubscription(events: self, id: nextID)
    observers.append(Observer(id: nextID, subscription: subscription, deliver: observer))
    return subscription
  }

  /// Delivers `event` to every live observer.
  package func emit(_ event: LoadEvent) {
    var sawReleased = false
    for observer in observers {
      if observer.subscription == nil {
        sawReleased = true
      } else {
        observer.deliver(event)
      }
    }
    if sawReleased { observers.removeAll { $0.subscription == nil } }
    guard let forwarding, forwarding.events.isObserved else { return }
    var keyed = event
    keyed.key = forwarding.key
    forwarding.events.emit(keyed)
  }

  func remove(_ id: UInt64) {
    observers.removeAll { $0.id == id }
  }
}

/// One observer of ``LoadEvents``: it receives events until ``cancel()`` is called or the subscription is
/// released.
@MainActor
public final class LoadEventSubscription {
  private weak var events: LoadEvents?
  private let id: UInt64

  init(events: LoadEvents, id: UInt64) {
    self.events = events
    self.id = id
  }

  /// Whether the subscription still receives events: not cancelled, and its events' kind still exists.
  package var isActive: Bool { events != nil }

  /// Stops the deliveries; later calls do nothing.
  public func cancel() {
    events?.remove(id)
    events = nil
  }
}

/// Where a kind keeps its ``LoadEvents``: made only when someone asks for them, so a kind nobody observes pays
/// one nil check per event.
@MainActor
package struct LoadEventSource {
  package private(set) var events: LoadEvents?

  package nonisolated init() {}

  /// The events, made on first use.
  package mutating func get() -> LoadEvents {
    if let events { return events }
    let made = LoadEvents()
    events = made
    return made
  }

  /// Whether anyone observes.
  package var isObserved: Bool { events?.isObserved == true }

  /// Builds and delivers an event, only when observed.
  package func emit(_ make: () -> LoadEvent) {
    guard let events, events.isObserved else { return }
    events.emit(make())
  }
}
