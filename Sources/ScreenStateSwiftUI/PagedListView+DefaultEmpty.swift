#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension PagedListView
  where Empty == ContentUnavailableView<SwiftUI.Label<Text, Image>, EmptyView, EmptyView> {
    /// Draws the screen of a paginated list with the standard empty state, whose words are the screen's
    /// `ScreenTextKey/emptyState` text ("Nothing here yet" in English).
    ///
    /// ```swift
    /// PagedListView(screen) { post in PostRow(post: post) }
    ///   .task { await screen.load() }
    /// ```
    public init<Failure>(
      _ screen: LoadableScreen<PagedList<Item, Cursor>, Failure>,
      showsRefreshingIndicator: Bool = false,
      @ViewBuilder row: @escaping (Item) -> Row
    ) {
      let emptyText = screen.policy.texts[.emptyState]
      self.init(screen, showsRefreshingIndicator: showsRefreshingIndicator, row: row) {
        standardEmptyState(emptyText)
      }
    }
  }
#endif
