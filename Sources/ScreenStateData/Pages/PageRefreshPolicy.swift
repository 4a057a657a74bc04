import ScreenStateCore

/// What a refresh of a paginated list loads again.
///
/// ```swift
/// PageLoader(refresh: .loadedPages) { cursor in … }   // pull to refresh reloads the 3 pages on screen
/// ```
public enum PageRefreshPolicy: Hashable, Sendable {
  /// The first page only: the list becomes that page, and scrolling loads the rest again.
  case firstPage
  /// Every page loaded, in order, each with the cursor the page before it now gives (as TanStack Query's infinite
  /// queries do): one request per page, one change on screen when they have all arrived. A failure of any page
  /// fails the refresh, whose retry starts again from the first page.
  case loadedPages
}
