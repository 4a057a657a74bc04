import ScreenStateCore

/// What a request for a paginated list's pages asks for: its first page, or the pages loaded again.
enum PageListRequest<Cursor> {
  /// The first page, at `cursor` (`nil` for a first page asked for without one).
  case first(Cursor?)
  /// `count` pages, the first at `cursor`, each next one at the cursor the page before it gives.
  case refetch(from: Cursor?, count: Int)
}

extension PageListRequest: Sendable where Cursor: Sendable {}
