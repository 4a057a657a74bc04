#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension LoadableView
  where Empty == ContentUnavailableView<SwiftUI.Label<Text, Image>, EmptyView, EmptyView> {
    /// Draws a ``ScreenState/LoadableScreen`` with the standard empty state, "Nothing here yet".
    ///
    /// ```swift
    /// LoadableView(model.screen) { posts in List(posts) { PostRow(post: $0) } }
    /// ```
    public init<Failure>(
      _ screen: LoadableScreen<Value, Failure>,
      showsRefreshingIndicator: Bool = true,
      @ViewBuilder content: @escaping (Value) -> Content
    ) {
      self.init(screen, showsRefreshingIndicator: showsRefreshingIndicator, content: content) {
        ContentUnavailableView {
          SwiftUI.Label {
            Text("Nothing here yet")
          } icon: {
            Image(systemName: "tray")
          }
        }
      }
    }
  }
#endif
