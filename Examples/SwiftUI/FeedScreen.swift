import ScreenState
import ScreenStateSwiftUI
import SwiftUI

/// An infinite feed: the first page on appear, the next one as the last rows appear, a failed page with
/// "Try Again" below the posts kept, the end of the feed, pull to refresh from the first page; VoiceOver
/// hears each.
struct FeedScreen: View {
  @State private var screen = LoadableScreen(PageLoader(first: 1) { try await PostsAPI.shared.posts(page: $0) })

  var body: some View {
    PagedListView(screen) { post in
      VStack(alignment: .leading) {
        Text(post.title).font(.headline)
        Text(post.body)
      }
    }
    .task { await screen.load() }
  }
}
