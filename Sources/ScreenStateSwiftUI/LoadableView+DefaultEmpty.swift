#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension LoadableView
  where Empty == ContentUnavailableView<SwiftUI.Label<Text, Image>, EmptyView, EmptyView> {
    /// Draws a `LoadableScreen` with the standard empty state, whose words are the screen's
    /// `ScreenTextKey/emptyState` text ("Nothing here yet" in English).
    ///
    /// ```swift
    /// LoadableView(model.screen) { posts in List(posts) { PostRow(post: $0) } }
    /// ```
    public init<Failure>(
      _ screen: LoadableScreen<Value, Failure>,
      showsRefreshingIndicator: Bool = true,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      let emptyText = screen.policy.texts[.emptyState]
      self.init(screen, showsRefreshingIndicator: showsRefreshingIndicator, content: content) {
        standardEmptyState(emptyText)
      }
    }
  }
#endif
