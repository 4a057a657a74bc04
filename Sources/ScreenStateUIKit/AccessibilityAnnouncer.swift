#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// Posts a screen's `ScreenAnnouncement`s to assistive technologies: the core's `AnnouncementGate` says which
  /// (each once, none an alert reads itself); this class posts them after the update, urgent ones at high priority.
  @MainActor
  final class AccessibilityAnnouncer {
    private var gate: AnnouncementGate

    /// Creates an announcer that stays silent about what was announced before `count`.
    init(after count: Int) {
      gate = AnnouncementGate(after: count)
    }

    /// Posts `announcement` if the gate lets it through, on the main actor's next turn: after the views of this
    /// update are filled in, so that VoiceOver, which reads what changed under its focus, does not drop it.
    func post(_ announcement: ScreenAnnouncement?, count: Int, alertPresented: Bool) {
      guard let announcement = gate.pass(announcement, count: count, alertPresented: alertPresented) else { return }
      Task { @MainActor in
        // An urgent announcement (a failure) interrupts other speech and is not cut off; the rest queue as usual.
        let argument: Any =
          announcement.isUrgent
          ? NSAttributedString(
            string: announcement.text,
            attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high])
          : announcement.text
        UIAccessibility.post(notification: .announcement, argument: argument)
      }
    }
  }
#endif
