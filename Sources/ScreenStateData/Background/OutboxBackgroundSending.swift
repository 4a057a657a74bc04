import ScreenStateCore

/// Lets an ``Outbox`` finish sending when the app leaves the foreground, and send what waits when the system wakes the
/// app: every decision here, the system's part (``BackgroundExecution``) only answered.
///
/// ```swift
/// let background = OutboxBackgroundSending(outbox, identifier: "com.example.app.outbox", system: system)
/// ```
///
/// - **Going to the background** with a change being sent (or written), it asks for time to finish it, and ends that
///   time as soon as the outbox is settled: the answer is applied and saved, and nothing else is started (the outbox
///   does not send while the app is away). With nothing in flight it asks for no time.
/// - **What still waits** (queued changes, not those refused) gets a wake: once the app is in the background and the
///   outbox settled, it asks the system to wake it later; with nothing waiting it withdraws any wake asked for
///   before. Coming back to the foreground ends the time and withdraws the wake: the outbox sends by itself again.
/// - **Woken** (``systemWoke(completion:)``, or ``sendWhatWaits()`` from SwiftUI's `backgroundTask`), it sends what
///   waits at once, in order, as in the foreground (a backoff ends: the system spaced the wakes), and completes when
///   the outbox is settled: successfully when nothing waits any more; otherwise it asks for another wake.
/// - **When the time runs out** (the system's expiration, or the task cancelled), the change being sent is
///   interrupted and stays queued, to be sent again with the same id (the server may have it); the time is ended, or
///   the wake completed unsuccessfully, at once, and another wake is asked for. Nothing is lost: every change was on
///   disk before it was sent.
///
/// On Linux, and in an app that makes none, nothing of this happens: an outbox alone never sends in the background.
@MainActor
public final class OutboxBackgroundSending {
  /// The outbox whose changes are sent.
  public let outbox: Outbox
  /// The wake asked for when changes wait: its identifier is the one registered with the system at launch.
  public let wakeRequest: BackgroundWakeRequest
  /// The system's background time and wakes.
  public let system: any BackgroundExecution

  /// The background time held to finish what is in flight, if any.
  private var backgroundTime: BackgroundTimeToken?
  /// Counts the transitions, so that an outbox settling after a later one changes nothing.
  private var generation: UInt64 = 0
  /// What completes the system's wake under way, once.
  private var wakeCompletion: (@MainActor (Bool) -> Void)?
  private var subscription: ChangeSubscription?

  /// Sends `outbox`'s changes in the background through `system`, asking for wakes under `identifier` (declared in
  /// the app's `BGTaskSchedulerPermittedIdentifiers`) of `kind`.
  ///
  /// Make it once, for the life of the app, beside the outbox; it follows the outbox's store's ``AppActivity``.
  public init(
    _ outbox: Outbox, identifier: String, kind: BackgroundWakeRequest.Kind = .appRefresh,
    system: any BackgroundExecution
  ) {
    self.outbox = outbox
    self.wakeRequest = BackgroundWakeRequest(identifier: identifier, kind: kind)
    self.system = system
    subscription = outbox.store.configuration.activity.observe { [weak self] isActive in
      if isActive { self?.cameToForeground() } else { self?.wentToBackground() }
    }
  }

  /// Whether the app holds background time to finish what is in flight.
  public var isHoldingBackgroundTime: Bool { backgroundTime != nil }

  /// Whether a wake of the system is under way.
  public var isAwake: Bool { wakeCompletion != nil }

  // MARK: - Leaving and coming back

  private func wentToBackground() {
    generation &+= 1
    guard outbox.isBusy else {
      requestWakeIfNeeded()
      return
    }
    if backgroundTime == nil {
      backgroundTime = system.beginBackgroundTime(named: "Sending changes") { [weak self] in
        self?.backgroundTimeExpired()
      }
    }
    let current = generation
    Task { @MainActor [weak self] in
      await self?.outbox.waitUntilSettled()
      guard let self, self.generation == current else { return }
      self.endBackgroundTime()
      self.requestWakeIfNeeded()
    }
  }

  private func cameToForeground() {
    generation &+= 1
    endBackgroundTime()
    system.cancelWake(identifier: wakeRequest.identifier)
  }

  /// The system takes its time back: the send in flight stops and stays queued, the time ends now.
  private func backgroundTimeExpired() {
    generation &+= 1
    outbox.interruptSending()
    endBackgroundTime()
    requestWakeIfNeeded()
  }

  private func endBackgroundTime() {
    guard let backgroundTime else { return }
    self.backgroundTime = nil
    system.endBackgroundTime(backgroundTime)
  }

  /// Asks for a wake when changes wait (not those refused, which wait for a person), and withdraws it otherwise.
  private func requestWakeIfNeeded() {
    if outbox.pendingCount > 0 {
      _ = system.requestWake(wakeRequest)
    } else {
      system.cancelWake(identifier: wakeRequest.identifier)
    }
  }

  // MARK: - Woken by the system

  /// The system woke the app to send what waits (a `BGTask` of ``wakeRequest``'s identifier started): sends it, and
  /// calls `completion` once, when the outbox is settled or the time runs out, with whether nothing waits any more
  /// (the task's success). Call ``wakeExpired()`` from the task's expiration handler.
  public func systemWoke(completion: @escaping @MainActor (_ success: Bool) -> Void) {
    if let earlier = wakeCompletion {
      // A wake never overlaps another: the earlier one ends here, unsuccessfully.
      wakeCompletion = nil
      earlier(false)
    }
    generation &+= 1
    wakeCompletion = completion
    outbox.sendsInBackground = true
    outbox.sendNow()
    let current = generation
    Task { @MainActor [weak self] in
      await self?.outbox.waitUntilSettled()
      guard let self, self.generation == current else { return }
      self.completeWake()
    }
  }

  /// The system's time for the wake runs out: the send in flight stops and stays queued, and the wake completes at
  /// once, unsuccessfully, with another asked for.
  public func wakeExpired() {
    guard wakeCompletion != nil else { return }
    generation &+= 1
    outbox.interruptSending()
    completeWake(success: false)
  }

  /// The async form of a wake, for SwiftUI's `backgroundTask(_:action:)`: sends what waits and returns once the outbox
  /// is settled, with whether nothing waits any more; cancelling the task is the time running out.
  ///
  /// ```swift
  /// .backgroundTask(.appRefresh("com.example.app.outbox")) { await background.sendWhatWaits() }
  /// ```
  @discardableResult
  public func sendWhatWaits() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        systemWoke { continuation.resume(returning: $0) }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.wakeExpired() }
    }
  }

  private func completeWake(success: Bool? = nil) {
    guard let completion = wakeCompletion else { return }
    wakeCompletion = nil
    outbox.sendsInBackground = false
    let nothingWaits = outbox.pendingCount == 0
    requestWakeIfNeeded()
    completion(success ?? nothingWaits)
  }
}
