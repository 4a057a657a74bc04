/// Whether the app is in the foreground, as its UI framework says: what lets a store revalidate stale keys when the
/// app comes back, and pause polling while it is away.
///
/// The adapters report it with no code of yours: each SwiftUI screen on screen its scene's `scenePhase`, UIKit the
/// application's did-become-active and did-enter-background notifications, the terminal its focus reports. The app is
/// active while any of them says it is (one window in the background leaves the app active while another is in
/// front), and a screen that goes away no longer counts: ``ActivityReports`` is the rule, each reporter an
/// ``ActivityReporter``. Another host reports it by hand:
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

  /// An adapter that reports: the one report for the whole app, or an ``ActivityReporter`` by its number.
  enum Reporter: Hashable, Sendable {
    /// ``adapterReported(isActive:)``.
    case adapter
    /// An ``ActivityReporter``.
    case reporter(UInt64)
  }

  /// Whether the app is in the foreground; `true` until told otherwise.
  public private(set) var isActive = true
  /// Whether the adapters report the app's activity here with no code of yours (SwiftUI's `scenePhase`, UIKit's
  /// notifications, the terminal's focus reports); `true` by default. While it is `false`, only the app's own reports
  /// change ``isActive`` (turning it off changes nothing by itself); turned on again, the adapters' reports decide.
  public var isReportedByAdapters = true {
    didSet {
      guard isReportedByAdapters != oldValue else { return }
      appReport = isReportedByAdapters ? nil : isActive
      apply()
    }
  }
  /// What each adapter said last, kept while the adapters' reports are off too (counted again when turned on).
  private var reports = ActivityReports<Reporter>()
  /// The app's own report (``didBecomeActive()``, ``didEnterBackground()``): it holds until the adapters' reports
  /// next change, or for good while they are off.
  private var appReport: Bool?
  private var reporterCount: UInt64 = 0
  private let observers = ObserverList<Bool>()

  /// An activity starting in the foreground; use ``shared`` in an app, one of your own in a test.
  public nonisolated init() {}

  /// The app came to the foreground, as the app itself says: it holds until an adapter's report next changes.
  public func didBecomeActive() {
    appReport = true
    apply()
  }

  /// The app went to the background, as the app itself says: it holds until an adapter's report next changes.
  public func didEnterBackground() {
    appReport = false
    apply()
  }

  /// What an adapter that reports for the whole app calls when its UI framework says the app is in the foreground
  /// (`true`) or not: a terminal's focus reports. Counted unless ``isReportedByAdapters`` is `false`, so that an app
  /// reporting by hand is not overruled; an adapter reporting for one scene or screen uses an ``ActivityReporter``.
  public func adapterReported(isActive active: Bool) {
    record { $0.report(.adapter, isActive: active) }
  }

  /// Calls `onChange` with every change of ``isActive`` from now on, until the subscription is cancelled or
  /// released.
  public func observe(_ onChange: @escaping @MainActor (_ isActive: Bool) -> Void) -> ChangeSubscription {
    observers.add(onChange)
  }

  // MARK: - Reporters

  /// A number no other reporter of this activity has.
  func makeReporterNumber() -> UInt64 {
    reporterCount &+= 1
    return reporterCount
  }

  /// What ``ActivityReporter/report(isActive:)`` records.
  func reporter(_ number: UInt64, reported active: Bool) {
    record { $0.report(.reporter(number), isActive: active) }
  }

  /// What ``ActivityReporter/forget()`` and a reporter's release do.
  func forgetReporter(_ number: UInt64) {
    record { $0.forget(.reporter(number)) }
  }

  /// Records a change of the adapters' reports, which ends the app's own report while they count.
  private func record(_ change: (inout ActivityReports<Reporter>) -> Void) {
    change(&reports)
    guard isReportedByAdapters else { return }
    appReport = nil
    apply()
  }

  /// Tells the observers when the reports make the app active or not.
  private func apply() {
    let active = appReport ?? reports.isActive
    guard active != isActive else { return }
    isActive = active
    observers.deliver(active)
  }
}
