import Foundation
import ScreenState

/// The board's feed: 300 posts, twenty a page, under one key of the board's store, so the posts' screens read it
/// (a title at once) and patch it (a like); its first three pages are saved and shown at once on the next launch,
/// stale, until the server answers; a refresh loads again every page shown. While it is shown, the server's like counts
/// stream into its rows (a like made by another demo on the same backend shows here). Draw ``screen``, its line
/// ``statusLine``.
@MainActor
public final class FeedModel {
  /// The feed's key in the board's store.
  public static let key: ResourceKey = "board/feed"
  /// What the empty state says: the board has no posts (the backend's `empty` fault).
  public static let emptyMessage = "No posts on the board yet."
  /// The pages, shared with every handle of ``key``.
  public let resource: PagedResource<PostSummary, String, any Error>
  /// The screen: the list, its footer, infinite scroll.
  public let screen: LoadableScreen<PagedList<PostSummary, String>, any Error>

  init(
    store: ResourceStore, client: FeedClient, likeEvents: LikeEventsClient? = nil, policy: PresentationPolicy,
    errorScreens: ErrorScreenCatalog, actions: [any FailableAction] = []
  ) {
    resource = store.pages(Self.key, refresh: .loadedPages, savedPages: 3) { (cursor: String?) in
      let page = try await client.page(after: cursor)
      return Page(items: page.posts, next: page.next)
    }
    self.likeEvents = likeEvents
    screen = LoadableScreen(resource, policy: policy, errorScreens: errorScreens, actions: actions)
  }

  /// Where the server's like counts come from, if it sends them.
  private let likeEvents: LikeEventsClient?
  /// Whether the rows follow the server's like counts.
  private var isFollowingLikes = false

  /// Loads what the feed's screen needs on appear, and from then on follows the server's like counts: a like made on
  /// another device (another demo on the same backend) shows in its row.
  public func appear() async {
    if let likeEvents, !isFollowingLikes {
      isFollowingLikes = true
      // Each count the server sends is the row's, under this demo's likes still being sent (which a count that
      // already holds them, liked, leaves as they are).
      resource.follow(likeEvents.events) { posts, count in
        guard let row = posts.firstIndex(where: { $0.id == count.id }) else { return }
        posts[row].likes = count.likes
        if let liked = count.liked { posts[row].liked = liked }
      }
    }
    await screen.load()
  }

  /// The posts loaded so far: the list on screen, also while it refreshes or after a failure.
  public var posts: PagedList<PostSummary, String>? { resource.state.value }
  /// When the list shown was saved, while it is the copy an earlier launch saved; `nil` otherwise.
  public var savedCopyDate: Date? { resource.savedAt }
  /// The line above the list (see ``FeedStatusLine``); dates are written in `timeZone`.
  public func statusLine(timeZone: TimeZone = .current) -> String? {
    FeedStatusLine(posts: posts, nextPage: resource.nextPage, savedAt: savedCopyDate).text(timeZone: timeZone)
  }

  /// Forgets every page (the saved copy too) and loads the first again, so a failure takes the whole screen.
  public func reopen() async {
    resource.reset()
    await resource.load()
  }
}
