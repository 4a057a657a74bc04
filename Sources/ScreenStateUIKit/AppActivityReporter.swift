#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import Foundation
  import ScreenState
  import UIKit

  /// Reports the app's activity to `AppActivity.shared` from UIKit's did-become-active and did-enter-background
  /// notifications, from the first binding on, so that a store revalidates stale keys when the app comes back and
  /// pauses its polls while it is away, with no code of the app's (unless `AppActivity.isReportedByAdapters` is off).
  @MainActor
  enum AppActivityReporter {
    private static var observers: [any NSObjectProtocol] = []

    /// Starts the reports; later calls do nothing.
    static func start() {
      guard observers.isEmpty else { return }
      let center = NotificationCenter.default
      observers = [
        // Delivered where posted (no queue: an operation queue's delivery waits for it, which deadlocks a post made
        // on the main queue on Linux), then on the main actor.
        center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
          Task { @MainActor in AppActivity.shared.adapterReported(isActive: true) }
        },
        center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in
          Task { @MainActor in AppActivity.shared.adapterReported(isActive: false) }
        },
      ]
    }
  }
#endif
