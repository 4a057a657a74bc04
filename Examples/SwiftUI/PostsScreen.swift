import ScreenState
import ScreenStateSwiftUI
import SwiftUI

/// A posts feed: a first load, a refresh that keeps the posts, an empty state, an alert when a refresh
/// fails, and the full-screen error with "Try Again" when there is nothing to show; VoiceOver hears each.
struct PostsScreen: View {
  @State private var screen = LoadableScreen(Loader { try await PostsAPI.shared.posts() })

  var body: some View {
    // Under `.refreshable`, the list's own refresh control is the only refresh indicator.
    LoadableView(screen) { posts in
      List(posts) { PostRow(post: $0) }
    } empty: {
      ContentUnavailableView {
        Label {
          Text("No posts yet")
        } icon: {
          Image(systemName: "doc.text")
        }
      }
    }
    .task { await screen.load() }  // cancelled with the view: never shown as an error
    .refreshable { await screen.send(.refresh) }
  }
}

/// The same feed written as the content and four modifiers, plus the announcements.
struct ModifiedPostsScreen: View {
  @State private var screen = LoadableScreen(Loader { try await PostsAPI.shared.posts() })

  var body: some View {
    List(screen.projection.content ?? []) { PostRow(post: $0) }
      .withLoading(screen)
      .withFullScreenError(screen)
      .withFailureNotice(screen)
      .withErrorAlert(screen)
      .accessibilityAnnouncements(of: screen)
      .task { await screen.load() }
      .refreshable { await screen.send(.refresh) }
  }
}

/// One post: the title over the text.
struct PostRow: View {
  let post: Post

  var body: some View {
    VStack(alignment: .leading) {
      Text(post.title).font(.headline)
      Text(post.body)
    }
  }
}
