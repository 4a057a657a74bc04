import ScreenState

// The examples of SearchAndPagination.md; its test of a page loader is in ExampleRunTests.swift.

enum SearchAndPagination {
  @MainActor
  final class SearchModel {
    let search: QueryResource<String, [Post], any Error>
    let screen: LoadableScreen<[Post], any Error>

    init(store: ResourceStore, api: PostsAPI) {
      search = store.query("search", initial: "", debounce: .milliseconds(300)) { (text: String) in
        try await api.search(text)
      }
      screen = LoadableScreen(search)
    }
  }

  @MainActor
  final class FeedModel {
    let pages: PageLoader<Post, String, any Error>
    let screen: LoadableScreen<PagedList<Post, String>, any Error>

    init(api: PostsAPI) {
      pages = PageLoader { (cursor: String?) in  // nil for the first page
        let response = try await api.posts(after: cursor)
        return Page(items: response.posts, next: response.next)
      }
      screen = LoadableScreen(pages)
    }
  }

  @MainActor static func onePageAgain(_ feed: PagedResource<Post, String, any Error>) async {
    await feed.refresh(page: 1)  // the second page again; the first and the third stay as they are
  }

  @MainActor static func timeline() -> PageLoader<Post, String, any Error> {
    let timeline = PageLoader(refresh: .firstPage, maxPages: 20) { (cursor: String?) in
      let response = try await api.posts(after: cursor)
      return Page(items: response.posts, next: response.next)
    }
    return timeline
  }
}
