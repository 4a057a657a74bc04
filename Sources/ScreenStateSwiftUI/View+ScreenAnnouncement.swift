#if canImport(SwiftUI)
  import Accessibility
  import ScreenState
  import SwiftUI

  extension View {
    /// Posts each of `screen`'s `ScreenAnnouncement`s to assistive technologies, so VoiceOver says "Loading
    /// posts", "Loaded posts" or what failed, in the screen's language.
    ///
    /// ``LoadableView`` does this itself; add it to a screen drawn with the other modifiers:
    ///
    /// ```swift
    /// List(screen.projection.content ?? []) { PostRow(post: $0) }
    ///   .withLoading(screen)
    ///   .accessibilityAnnouncements(of: screen)
    /// ```
    ///
    /// Which announcements are posted is the core's `AnnouncementGate`: each once, and not a failure its alert
    /// reads. Each is posted after the update that made it (VoiceOver drops one posted while the content it
    /// announces replaces a spinner), and a failure at a high priority, which interrupts other speech.
    public func accessibilityAnnouncements<Value, Failure>(of screen: LoadableScreen<Value, Failure>) -> some View {
      postingAnnouncements(count: screen.announcementCount, alertShown: screen.projection.alert != nil) {
        screen.announcement
      }
    }

    /// Posts `latest()` after each change of `count`, unless the gate holds it back.
    func postingAnnouncements(
      count: Int, alertShown: Bool, latest: @escaping @MainActor () -> ScreenAnnouncement?
    ) -> some View {
      onChange(of: count) { old, new in
        var gate = AnnouncementGate(after: old)
        guard let announcement = gate.pass(latest(), count: new, alertPresented: alertShown) else { return }
        Task { @MainActor in postAnnouncement(announcement) }
      }
    }
  }

  /// Posts `announcement`, at a high priority when it is urgent.
  @MainActor
  private func postAnnouncement(_ announcement: ScreenAnnouncement) {
    var text = AttributedString(announcement.text)
    if announcement.isUrgent {
      text[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] = .high
    }
    AccessibilityNotification.Announcement(text).post()
  }
#endif
