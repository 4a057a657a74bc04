import ScreenStateCore
import ScreenStateData

/// What an adapter posts to assistive technologies for one ``ScreenAnnouncement``, as ``AnnouncementQueue`` decides.
///
/// ```swift
/// switch post {
/// case .announcement(let announcement):   // UIAccessibility.post(notification: .announcement, …) at its priority
///   speak(announcement.text, priority: announcement.priority)
/// case .screenChanged:                    // UIAccessibility.post(notification: .screenChanged, argument: title)
///   moveFocus(to: errorView.titleElement)
/// }
/// ```
public enum AccessibilityPost: Hashable, Sendable {
  /// Speak the announcement's text at its ``ScreenAnnouncement/priority``.
  case announcement(ScreenAnnouncement)
  /// A failure took the whole screen: move the focus to the error screen's title (a screen change), which VoiceOver
  /// then reads; the announcement says what for, and is not spoken as well.
  case screenChanged(ScreenAnnouncement)

  /// The announcement posted.
  public var announcement: ScreenAnnouncement {
    switch self {
    case .announcement(let announcement), .screenChanged(let announcement): announcement
    }
  }
}
