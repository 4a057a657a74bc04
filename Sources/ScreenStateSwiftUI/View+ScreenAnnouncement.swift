#if canImport(SwiftUI)
  import Accessibility
  import ScreenState
  import SwiftUI

  extension View {
    /// Posts each of `screen`'s `ScreenAnnouncement`s to assistive technologies as it is
    /// made, so VoiceOver says "Loading posts", "Loaded posts" or what failed, in the screen's language.
    ///
    /// ``LoadableView`` does this itself; add it to a screen drawn with the other modifiers:
    ///
    /// ```swift
    /// List(screen.projection.content ?? []) { PostRow(post: $0) }
    ///   .withLoading(screen)
    ///   .accessibilityAnnouncements(of: screen)
    /// ```
    public func accessibilityAnnouncements<Value, Failure>(of screen: LoadableScreen<Value, Failure>) -> some View {
      postingAnnouncements(count: screen.announcementCount) { screen.announcement }
    }

    /// Posts `latest()` whenever `count` changes: the count, not the words, says a new announcement was
    /// made, so the same words twice are heard twice.
    func postingAnnouncements(count: Int, latest: @escaping @MainActor () -> ScreenAnnouncement?) -> some View {
      onChange(of: count) {
        if let announcement = latest() {
          AccessibilityNotification.Announcement(announcement.text).post()
        }
      }
    }
  }
#endif
