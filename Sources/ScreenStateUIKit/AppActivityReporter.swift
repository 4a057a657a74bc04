#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import Foundation
  import ScreenState
  import UIKit

  /// Reports the app's activity to `AppActivity.shared` from UIKit's did-become-active and did-enter-background
  /// notifications, from the first binding on, so that a store revalidates stale keys when the app comes back and
  /// pauses its polls while it is away, with no code of the app's (unless `AppActivity.isReportedByAdapters` is off).
  ///
  /// It is one `ActivityReporter` among the app's others (each SwiftUI screen on screen is one): the application's
  /// notifications speak for all its scenes at once (it enters the background when its last scene does), and the app
  /// counts as active while any reporter says so, so a SwiftUI window in front is never overruled by it.
  @MainActor
  enum AppActivityReporter {
    private static var observers: [any NSObjectProtocol] = []
    /// The application's reports, for as long as the app runs.
    private static var reporter: ActivityReporter?

    /// Starts the reports; later calls do nothing.
    static func start() {
      guard observers.isEmpty else { return }
      let reporter = ActivityReporter()
      self.reporter = reporter
      let center = NotificationCenter.default
      observers = [
        // Delivered where posted (no queue: an operation queue's delivery waits for it, which deadlocks a post made
        // on the main queue on Linux), then on the main actor.
        center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
          Task { @MainActor in reporter.report(isActive: true) }
        },
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
          Task { @MainActor in reporter.report(isActive: false) }
        },
      ]
    }
  }
#endif
