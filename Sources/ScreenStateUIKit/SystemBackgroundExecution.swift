#if canImport(UIKit) && canImport(BackgroundTasks) && !os(watchOS)
  import BackgroundTasks
  import Foundation
  import ScreenState
  import UIKit

  /// The system's background time and wakes, for an `OutboxBackgroundSending`: `UIApplication`'s background tasks
  /// and `BGTaskScheduler`'s requests. It only passes each call on; every decision is the outbox's.
  ///
  /// ```swift
  /// let background = OutboxBackgroundSending(outbox, identifier: "com.example.app.outbox")
  /// ```
  @MainActor
  public final class SystemBackgroundExecution: BackgroundExecution {
    /// The app's background time and wakes: `UIApplication.shared` and `BGTaskScheduler.shared`.
    public static let shared = SystemBackgroundExecution()

    private init() {}

    /// `UIApplication.beginBackgroundTask(withName:expirationHandler:)`; `nil` for `.invalid`.
    public func beginBackgroundTime(
      named name: String, expiration: @escaping @MainActor @Sendable () -> Void
    ) -> BackgroundTimeToken? {
      let task = UIApplication.shared.beginBackgroundTask(withName: name, expirationHandler: expiration)
      return task == .invalid ? nil : BackgroundTimeToken(rawValue: task.rawValue)
    }

    /// `UIApplication.endBackgroundTask(_:)`.
    public func endBackgroundTime(_ token: BackgroundTimeToken) {
      UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: token.rawValue))
    }

    /// `BGTaskScheduler.submit(_:)` of a `BGAppRefreshTaskRequest`, or of a `BGProcessingTaskRequest` that requires the
    /// network; `false` when the system refuses it.
    public func requestWake(_ request: BackgroundWakeRequest) -> Bool {
      let taskRequest: BGTaskRequest
      switch request.kind {
      case .appRefresh:
        taskRequest = BGAppRefreshTaskRequest(identifier: request.identifier)
      case .processing(let requiresExternalPower):
        let processing = BGProcessingTaskRequest(identifier: request.identifier)
        processing.requiresNetworkConnectivity = true
        processing.requiresExternalPower = requiresExternalPower
        taskRequest = processing
      }
      do {
        try BGTaskScheduler.shared.submit(taskRequest)
        return true
      } catch {
        // Background refresh turned off, the identifier missing from Info.plist, the Simulator: nothing to wake.
        return false
      }
    }

    /// `BGTaskScheduler.cancel(taskRequestWithIdentifier:)`.
    public func cancelWake(identifier: String) {
      BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: identifier)
    }
  }

  extension OutboxBackgroundSending {
    /// Sends `outbox`'s changes in the background through the system: `UIApplication`'s background time to finish
    /// what is in flight, and `BGTaskScheduler` wakes under `identifier` (listed in the app's Info.plist under
    /// `BGTaskSchedulerPermittedIdentifiers`) of `kind`, for what waits.
    ///
    /// Make it while the app launches, and call ``registerLaunchHandler()`` then, unless SwiftUI's
    /// `backgroundTask(.appRefresh(identifier))` calls `sendWhatWaits()`.
    public convenience init(
      _ outbox: Outbox, identifier: String, kind: BackgroundWakeRequest.Kind = .appRefresh
    ) {
      self.init(outbox, identifier: identifier, kind: kind, system: SystemBackgroundExecution.shared)
    }

    /// Registers with `BGTaskScheduler` what runs when the system wakes the app under the wake request's identifier:
    /// the outbox sends what waits, the task completes when it is settled, and its expiration interrupts the send in
    /// flight (its change stays queued). Call it before the app finishes launching (in
    /// `application(_:didFinishLaunchingWithOptions:)`), once; returns whether the identifier was registered.
    @discardableResult
    public func registerLaunchHandler() -> Bool {
      // On the main queue, so the handler runs on the main actor, where the outbox lives.
      BGTaskScheduler.shared.register(forTaskWithIdentifier: wakeRequest.identifier, using: .main) {
        [weak self] task in
        guard let self else {
          task.setTaskCompleted(success: false)
          return
        }
        // The expiration handler's queue is not documented: it goes to the main actor itself.
        task.expirationHandler = { @Sendable [weak self] in
          Task { @MainActor in self?.wakeExpired() }
        }
        self.systemWoke { success in task.setTaskCompleted(success: success) }
      }
    }
  }
#endif
