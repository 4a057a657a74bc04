#if canImport(SwiftUI)
  import SwiftUI

  /// The standard empty state of every adapter view: the screen's empty-state words over a tray icon.
  @MainActor
  func standardEmptyState(_ text: String) -> ContentUnavailableView<SwiftUI.Label<Text, Image>, EmptyView, EmptyView> {
    ContentUnavailableView {
      SwiftUI.Label {
        Text(text)
      } icon: {
        Image(systemName: "tray")
      }
    }
  }
#endif
