import ScreenStateCore

/// What a person's refresh of a paginated list loads again. A refresh nobody asked for (the app's return, a poll, an
/// invalidation) always loads every page loaded: it never cuts what the person scrolled.
///
/// ```swift
/// PageLoader(refresh: .firstPage) { cursor in … }   // pull to refresh starts the list again from its first page
/// ```
public enum PageRefreshPolicy: Hashable, Sendable {
  /// The first page only: the list becomes that page, and scrolling loads the rest again.
  case firstPage
  /// Every page loaded, in order, each with the cursor the page before it now gives (as TanStack Query's infinite
  /// queries do): one request per page, one change on screen when they have all arrived. A failure of any page fails
  /// the refresh, whose retry starts again from the first page. The default.
  case loadedPages
}
