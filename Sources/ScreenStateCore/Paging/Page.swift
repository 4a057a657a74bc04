/// One page of a paginated list, as the server sends it: its items, and the cursors of the pages around it.
///
/// ```swift
/// // A cursor API: GET /posts?after=<cursor>
/// Page(items: response.posts, next: response.nextCursor)      // next == nil: the last page
///
/// // A page-number API: GET /posts?page=<n>
/// Page(items: response.posts, next: response.hasMore ? number + 1 : nil)
///
/// // A timeline opened in the middle, loadable both ways:
/// Page(items: response.posts, next: response.newer, previous: response.older)
/// ```
public struct Page<Item, Cursor> {
  /// The page's items, in order.
  public var items: [Item]
  /// The cursor (or page number) of the next page; `nil` when this page is the last. With an optional cursor type
  /// (`String?`), a cursor holding `nil` is kept as `nil`: the page is the last.
  public var next: Cursor? {
    didSet { next = next.namingAPage() }
  }
  /// The cursor of the page before this one; `nil` when this page is the first (the default), and for a cursor
  /// holding `nil`.
  public var previous: Cursor? {
    didSet { previous = previous.namingAPage() }
  }

  /// Creates a page; with an optional cursor type, a `next` or `previous` holding `nil` is `nil`.
  public init(items: [Item], next: Cursor?, previous: Cursor? = nil) {
    self.items = items
    self.next = next.namingAPage()
    self.previous = previous.namingAPage()
  }
}

extension Page: Equatable where Item: Equatable, Cursor: Equatable {}
extension Page: Hashable where Item: Hashable, Cursor: Hashable {}
extension Page: Sendable where Item: Sendable, Cursor: Sendable {}
extension Page: Codable where Item: Codable, Cursor: Codable {}
