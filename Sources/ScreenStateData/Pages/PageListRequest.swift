/// What a request for a paginated list's pages asks for: its first page, or the pages loaded again. The input of a
/// ``PageLoader``'s list; you never make one.
public enum PageListRequest<Cursor> {
  /// The first page, at the cursor (`nil` for a first page asked for without one).
  case first(Cursor?)
  /// `count` pages, the first at `from`, each next one at the cursor the page before it gives.
  case refetch(from: Cursor?, count: Int)
}

extension PageListRequest: Sendable where Cursor: Sendable {}
