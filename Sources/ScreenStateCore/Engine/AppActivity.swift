/// Whether the app is in the foreground, as its UI framework says: what lets a store revalidate stale keys when the
/// app comes back, and pause polling while it is away.
///
/// The adapters report it with no code of yours: SwiftUI's `scenePhase`, UIKit's did-become-active and
/// did-enter-background notifications, the terminal's focus reports. Another host reports it by hand:
///
/// ```swift
/// AppActivity.shared.didBecomeActive()
/// AppActivity.shared.didEnterBackground()
/// ```
///
/// To report it yourself (or not at all), turn the adapters' reports off: `AppActivity.shared.isReportedByAdapters =
/// false`.
@MainActor
public final class AppActivity {
  /// The app's activity, which every ``LoadingConfiguration`` uses unless told otherwise.
  public nonisolated static let shared = AppActivity()

  private final class Observer {
    weak var subscription: ChangeSubscription?
    let deliver: @MainActor (Bool) -> Void

    init(_ deliver: @escaping @MainActor (Bool) -> Void) {
      self.deliver = deliver
    }
  }

  /// Whether the app is in the foreground; `true` until told otherwise.
  public private(set) var isActive = true
  /// Whether the adapters report the app's activity here with no code of yours (SwiftUI's `scenePhase`, UIKit's
  /// notifications, the terminal's focus reports); `true` by default. Adapters check it before each report.
  public var isReportedByAdapters = true
  private var observers: [Observer] = []

  /// An activity starting in the foreground; use ``shared`` in an app, one of your own in a test.
  public nonisolated init() {}

  /// The app came to the foreground.
  public func didBecomeActive() {
    set(true)
  }

  /// The app went to the background.
  public func didEnterBackground() {
    set(false)
  }

  /// What an adapter calls when its UI framework says the app is in the foreground (`true`) or not: SwiftUI's
  /// `scenePhase`, UIKit's notifications, a terminal's focus reports. Applied unless ``isReportedByAdapters`` is
  /// `false`, so that an app reporting by hand is not overruled.
  public func adapterReported(isActive active: Bool) {
    guard isReportedByAdapters else { return }
    set(active)
  }

  /// Calls `onChange` with every change of ``isActive`` from now on, until the subscription is cancelled or
  /// released.
  public func observe(_ onChange: @escaping @MainActor (_ isActive: Bool) -> Void) -> ChangeSubscription {
    let observer = Observer(onChange)
    let subscription = ChangeSubscription { [weak self, weak observer] in
      self?.observers.removeAll { $0 === observer }
    }
    observer.subscription = subscription
    observers.append(observer)
    return subscription
  }

  private func set(_ active: Bool) {
    guard active != isActive else { return }
    isActive = active
    observers.removeAll { $0.subscription == nil }
    for observer in observers { observer.deliver(active) }
  }
}
