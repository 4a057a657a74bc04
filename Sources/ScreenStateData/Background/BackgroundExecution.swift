/// What the system gives an app to work while it is not in the foreground: a little time to finish what it is doing,
/// and a wake later on. An ``OutboxBackgroundSending`` asks for both; it decides, the system only answers.
///
/// On iOS, iPadOS, tvOS and visionOS, ScreenStateUIKit's `SystemBackgroundExecution` is `UIApplication`'s background
/// tasks and `BGTaskScheduler`; a test gives a fake that records what was asked and ends the time when told.
@MainActor
public protocol BackgroundExecution: AnyObject {
  /// Asks for time to finish work now that the app is leaving the foreground (`UIApplication.beginBackgroundTask`);
  /// `expiration` is called, on the main actor, shortly before the time runs out, and must end it at once. Returns
  /// `nil` when the system gives none.
  func beginBackgroundTime(named name: String, expiration: @escaping @MainActor @Sendable () -> Void)
    -> BackgroundTimeToken?
  /// Ends the time `token` stands for, before it runs out (`UIApplication.endBackgroundTask`).
  func endBackgroundTime(_ token: BackgroundTimeToken)
  /// Asks the system to wake the app in the background later, as `request` says (`BGTaskScheduler.submit`); a
  /// request already made under its identifier is replaced. Returns whether the system took it.
  func requestWake(_ request: BackgroundWakeRequest) -> Bool
  /// Withdraws the wake requested under `identifier`, if any (`BGTaskScheduler.cancel(taskRequestWithIdentifier:)`).
  func cancelWake(identifier: String)
}
