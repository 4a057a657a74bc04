/// Which part of a state kind a request loads: its value, or a page before or after a paginated list.
public enum LoadPart: Hashable, Sendable {
  /// The value, or for a paginated list its first page (and a refresh of the pages loaded).
  case value
  /// The page after the last one of a paginated list.
  case nextPage
  /// The page before the first one of a paginated list.
  case previousPage
  /// One page already loaded of a paginated list, asked for again alone (`PageLoader.refresh(page:)`).
  case page
  /// A mutation's submission.
  case mutation
}
