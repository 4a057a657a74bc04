/// Where a page of the board's feed starts: at the beginning, or after the cursor the page before gave.
///
/// An enum rather than an optional string, so that "the first page" and "no next page" can never be confused:
/// a ``ScreenState/Page`` whose `next` is `nil` is the last page, and its `next` is never `.start`.
public enum FeedCursor: Sendable, Hashable, Codable {
  /// The first page.
  case start
  /// The page after the one whose `next` was this cursor.
  case after(String)

  /// The cursor to send to the server: `nil` for the first page.
  public var serverCursor: String? {
    switch self {
    case .start: nil
    case .after(let cursor): cursor
    }
  }
}
