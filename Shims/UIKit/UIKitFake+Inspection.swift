// What only the runnable fake of UIKit has: what a test reads or does that UIKit offers no API for. Built into the
// fake by AdapterTests/ only; Scripts/typecheck-adapters.sh leaves this file out, so an adapter that used any of it
// would fail the type-check (none of it exists in Apple's UIKit).

/// Fake only: an announcement posted, as VoiceOver receives it.
public struct FakeAnnouncement: Equatable, Sendable {
  /// The words.
  public var text: String
  /// The priority it was given (`accessibilitySpeechAnnouncementPriority`), or `nil` for a plain string.
  public var priority: UIAccessibilityPriority?
  /// An announcement of `text` at `priority`.
  public init(text: String, priority: UIAccessibilityPriority?) {
    self.text = text
    self.priority = priority
  }
  /// Whether it was given the high priority.
  public var isHighPriority: Bool { priority == .high }
}

extension UIAccessibility {
  /// Fake only: the announcements posted so far, with the priority each was given.
  @MainActor public static var fakeAnnouncements: [FakeAnnouncement] {
    UIKitFakeLog.posted.compactMap { notification, argument in
      guard notification == .announcement else { return nil }
      if let text = argument as? String { return FakeAnnouncement(text: text, priority: nil) }
      if let attributed = argument as? NSAttributedString {
        let priority =
          attributed.length == 0
          ? nil
          : attributed.attribute(
            .accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil)
        return FakeAnnouncement(text: attributed.string, priority: priority as? UIAccessibilityPriority)
      }
      return nil
    }
  }

  /// Fake only: the argument of each screen change posted so far (the element VoiceOver moves to), in order.
  @MainActor public static var fakeScreenChanges: [Any?] {
    UIKitFakeLog.posted.filter { $0.0 == .screenChanged }.map(\.1)
  }

  /// Fake only: VoiceOver finishes the oldest announcement it was given and has not finished, `delivered` (spoken
  /// in full) or not (cut off by other speech, as happens while VoiceOver reads), and reports it as UIKit does: an
  /// `announcementDidFinishNotification` on the default center, on the main thread. Returns the announcement's
  /// text, or `nil` when it has none to finish.
  @MainActor @discardableResult public static func fakeFinishAnnouncement(delivered: Bool) -> String? {
    guard !UIKitFakeLog.speaking.isEmpty else { return nil }
    let text = UIKitFakeLog.speaking.removeFirst()
    NotificationCenter.default.post(
      name: announcementDidFinishNotification, object: nil,
      userInfo: [
        announcementStringValueUserInfoKey: text,
        announcementWasSuccessfulUserInfoKey: NSNumber(value: delivered),
      ])
    return text
  }

  /// Fake only: forgets everything logged (announcements, presentations, warnings) and the animations under way,
  /// between tests.
  @MainActor public static func fakeReset() {
    UIKitFakeLog.posted = []
    UIKitFakeLog.speaking = []
    UIKitFakeLog.presentations = []
    UIKitFakeLog.warnings = []
    UIKitFakeLog.animations = []
  }

  /// Fake only: what UIKit would have logged instead of doing what it was asked (presenting twice, presenting from
  /// a view outside any window, presenting or dismissing while a transition is under way).
  @MainActor public static var fakeWarnings: [String] { UIKitFakeLog.warnings }

  /// Fake only: every controller presented so far, in order.
  @MainActor public static var fakePresentations: [UIViewController] { UIKitFakeLog.presentations }
}

extension UIAlertAction {
  /// Fake only: a tap on the action's button, as UIKit handles it: the alert's dismissal starts, and the handler
  /// runs once it has ended (after `UIView.fakeFinishAnimations()`). An alert still being presented or dismissed
  /// takes no tap (recorded as a warning), as its buttons take none while they move.
  @MainActor public func fakeTap() {
    guard let alert = alertController, let presenting = alert.presentingViewController, alert.fakeTransition == nil
    else {
      UIKitFakeLog.warnings.append("Tap on \(title ?? "a button") of an alert that is not on screen, or still moving")
      return
    }
    presenting.dismiss(animated: true) { [self] in handler?(self) }
  }
}

extension UIAlertController {
  /// Fake only: the system's own dismissal (the Menu button on a TV), which runs the cancel action's handler.
  @MainActor public func fakeDismissWithoutAButton() {
    if let cancel = actions.first(where: { $0.style == .cancel }) {
      cancel.fakeTap()
    }
  }
}

extension UITableView {
  /// Fake only: how many times `reloadData()` was called.
  public var fakeReloadCount: Int { fakeRecord.reloads }
  /// Fake only: the batch updates and single updates applied, in order.
  public var fakeUpdates: [(inserted: [IndexPath], deleted: [IndexPath])] {
    fakeRecord.updates.map { ($0.inserted, $0.deleted) }
  }
  /// Fake only: updates UIKit would have rejected with `NSInternalInconsistencyException` (a crash on a device).
  public var fakeInconsistencies: [String] { fakeRecord.inconsistencies }
  /// Fake only: every row displayed (`willDisplay`), in order, repeats included.
  public var fakeDisplayedRows: [IndexPath] { fakeRecord.displayed }
  /// Fake only: the rows reconfigured.
  public var fakeReconfiguredRows: [IndexPath] { fakeRecord.reconfiguredRows }
  /// Fake only: how many rows fit on the fake screen (10 by default).
  public var fakeVisibleRowCapacity: Int {
    get { visibleRowCapacity }
    set { visibleRowCapacity = newValue }
  }
}

extension UIButton {
  /// Fake only: the button's title, from its configuration.
  public var fakeTitle: String? { configuration?.title }
  /// Fake only: whether the button was made with `UIButton.Configuration.filled()` (the call to action).
  public var fakeIsFilled: Bool { configuration?.style == "filled" }
}

extension UIView {
  /// Fake only: the animations under way end, and what waits for them runs, in the order they started (a
  /// presentation's or dismissal's completion); animations started meanwhile end too. Returns how many ended.
  @MainActor @discardableResult public static func fakeFinishAnimations() -> Int {
    var ended = 0
    while !UIKitFakeLog.animations.isEmpty, ended < 1_000 {
      UIKitFakeLog.animations.removeFirst()()
      ended += 1
    }
    return ended
  }

  /// Fake only: whether an animation is under way.
  @MainActor public static var fakeIsAnimating: Bool { !UIKitFakeLog.animations.isEmpty }
}
