import Foundation
import ScreenState

/// The line above the board's feed: how old the list is while it is the copy an earlier launch saved, otherwise how
/// much of the feed is loaded.
///
/// ```text
/// Saved copy from 2025-03-04 14:05 · stale until the server answers
/// 60 posts loaded · more as you scroll
/// 40 posts loaded · the next page failed
/// All 300 posts loaded
/// ```
public struct FeedStatusLine {
  /// The posts shown, if any.
  public var posts: PagedList<PostSummary, String>?
  /// What follows the last post, while the list is settled.
  public var nextPage: NextPageState<any Error>?
  /// When the list shown was saved, while it is the saved copy.
  public var savedAt: Date?

  /// Creates the line of a feed showing `posts`, followed by `nextPage`, saved at `savedAt` if it is a saved copy.
  public init(posts: PagedList<PostSummary, String>?, nextPage: NextPageState<any Error>?, savedAt: Date?) {
    self.posts = posts
    self.nextPage = nextPage
    self.savedAt = savedAt
  }

  /// The line, with dates written in `timeZone`; `nil` before anything is shown.
  public func text(timeZone: TimeZone = .current) -> String? {
    if let savedAt {
      return "Saved copy from \(Self.savedCopyText(savedAt, timeZone: timeZone)) · stale until the server answers"
    }
    guard let posts, !posts.isEmpty else { return nil }
    let loaded = posts.count == 1 ? "1 post loaded" : "\(posts.count) posts loaded"
    if case .failed? = nextPage { return "\(loaded) · the next page failed" }
    // While the list refreshes or shows a failed refresh there is no next page to speak of: the list says whether
    // it has more.
    let hasMore = nextPage.map { $0 != .end } ?? posts.hasMore
    return hasMore ? "\(loaded) · more as you scroll" : "All \(loaded)"
  }

  /// When a saved copy was saved, as the line writes it: `2025-03-04 14:05` in `timeZone`.
  public static func savedCopyText(_ date: Date, timeZone: TimeZone = .current) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }
}
