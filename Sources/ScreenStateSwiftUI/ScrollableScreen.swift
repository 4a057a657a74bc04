#if canImport(SwiftUI)
  import SwiftUI

  /// Content that fills the screen and scrolls when it is taller: centred while it fits, scrollable at large text
  /// sizes, and a scroll view, so that a `.refreshable` around it offers pull to refresh.
  struct ScrollableScreen<Content: View>: View {
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    var body: some View {
      GeometryReader { proxy in
        ScrollView {
          content
            .frame(maxWidth: .infinity, minHeight: proxy.size.height)
        }
      }
    }
  }
#endif
