import ScreenState

/// One event observer per state kind, as a log, an inspector or a test would attach: each counts the events it
/// hears. Keeps the subscriptions alive until it is released.
@MainActor
public final class EventObservers {
  /// The events heard so far, by every observer.
  public private(set) var count = 0
  private var subscriptions: [LoadEventSubscription] = []

  /// No observer yet.
  public init() {}

  /// Adds one observer of `events`.
  public func observe(_ events: LoadEvents) {
    subscriptions.append(events.observe { [unowned self] _ in self.count += 1 })
  }
}
