#if canImport(SwiftUI)
  import Accessibility
  import ScreenState
  import SwiftUI

  /// Posts a screen's announcements as the core's `ScreenAnnouncer` decides (which ones, merged how, at which
  /// priority, and a full-screen failure as a move of the focus), after each change of the screen's announcement
  /// count, and only while the screen is on screen (between its `onAppear` and `onDisappear`): a screen under another
  /// one, or gone, says nothing, and one that comes back is silent about what changed while it was away.
  struct AnnouncementPosting: ViewModifier {
    /// The screen's announcement count: a change is a new announcement.
    let count: Int
    /// Whether the screen's alert is up (an alert reads its failure itself).
    let alertShown: Bool
    /// The screen's latest announcement.
    let latest: @MainActor () -> ScreenAnnouncement?
    /// The clock of the announcer (the screen's source's).
    let clock: any Clock<Duration>
    /// Asks for VoiceOver's focus on the error screen's title (moved once the error screen has appeared); `nil` when
    /// the error screen is drawn elsewhere, and a screen change is posted instead (VoiceOver then goes to the first
    /// element of the new screen).
    let focusErrorTitle: (@MainActor () -> Void)?
    /// Made when the screen appears, after the announcements that came before (which are not announced); released
    /// when it disappears, with the retries it had planned.
    @State private var announcer: ScreenAnnouncer?

    func body(content: Content) -> some View {
      content
        .onAppear {
          announcer = ScreenAnnouncer(after: count, clock: clock, post: perform)
        }
        .onChange(of: count) { _, new in
          announcer?.update(latest(), count: new, alertPresented: alertShown)
        }
        .onDisappear {
          announcer = nil
        }
    }

    /// Performs a post of the announcer on the main actor's next turn: after the update that made it, which
    /// VoiceOver would otherwise cut it off with; not once the screen has disappeared meanwhile.
    private func perform(_ post: AccessibilityPost) {
      let focusErrorTitle = focusErrorTitle
      Task { @MainActor in
        guard announcer != nil else { return }
        switch post {
        case .announcement(let announcement):
          var text = AttributedString(announcement.text)
          text[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] = Self.priority(
            announcement.priority)
          AccessibilityNotification.Announcement(text).post()
        case .screenChanged:
          if let focusErrorTitle {
            focusErrorTitle()
          } else {
            AccessibilityNotification.ScreenChanged().post()
          }
        }
      }
    }

    /// The speech priority of an announcement's priority: a translation of names.
    private static func priority(
      _ priority: ScreenAnnouncement.Priority
    ) -> AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.Value {
      switch priority {
      case .low: .low
      case .default: .default
      case .high: .high
      }
    }
  }
#endif
