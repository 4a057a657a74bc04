import Foundation
import Observation
import ScreenState

/// The neighbourhood board: a feed of 300 posts scrolled page by page, search as you type, and each post on its
/// own screen with a like that toggles, sharing what they load through one ``ScreenState/ResourceStore`` made with one
/// ``ScreenState/LoadingConfiguration``: the feed's first three pages and the posts opened are kept on disk, a post
/// shows its feed row at once, and a like (or its undoing) shows at once in the post and in its row.
///
/// A UI draws the screen named by ``screen`` (``feed``, ``search``, or ``detail``), forwards screen actions to
/// ``send(_:)`` and keys to the methods here and on those models; every decision is taken here or in the library.
///
/// ```swift
/// await board.showFeed()                       // the saved copy at once, then the server's pages
/// await board.openFeedPost(at: 3)              // the row's title at once, the text when it answers
/// await board.detail?.likePost()               // liked: the count goes up at once, here and in the row
/// await board.likeFeedPost(at: 4)              // from the feed, again to unlike; queued offline (``outboxBadge``)
/// board.back()                                 // to the feed (or to search)
/// ```
@MainActor
@Observable
public final class BoardModel {
  /// The screen shown.
  public private(set) var screen: BoardScreen = .feed
  /// The post shown, while ``screen`` is ``BoardScreen/post(id:)``.
  public private(set) var detail: PostDetailModel?
  /// The feed.
  @ObservationIgnored public let feed: FeedModel
  /// Search.
  @ObservationIgnored public let search: SearchModel
  /// What the board's screens share: the feed (key ``FeedModel/key``) and the posts opened (key `post/<id>`), kept
  /// on disk with a cache directory.
  @ObservationIgnored public let store: ResourceStore
  /// What the store holds and what its keys and the posts' likes did: the model of the store inspector (`D`).
  @ObservationIgnored public let inspector: StoreInspector
  /// Where likes wait until the server has them: saved with the store (in the cache directory), sent in order when
  /// the network returns or on the next launch, each with its id as the backend's idempotency key.
  @ObservationIgnored public let outbox: Outbox
  /// The like of any post, or its undoing, from the feed, search or a post's screen: shown at once in every row and
  /// post that holds it, queued while offline, rolled back exactly if the server refuses it (and then shown by the
  /// screen it was made on, with Dismiss; `like.retry()` sends it again). A like and its undoing both waiting
  /// offline cancel out: neither is sent.
  @ObservationIgnored public let like: Mutation<LikeChange, PostDetail, any Error>
  /// The publishing of a post written on the board (see ``newPost()``): shown at once at the top of the feed under a
  /// temporary id, queued while offline, and given the server's id where it is shown once the server answers. A
  /// like of it made before then waits for it, and is sent with the server's id.
  @ObservationIgnored public let publish: Mutation<NewPost, PostDetail, any Error>

  @ObservationIgnored private let clients: DemoClients
  @ObservationIgnored private let errorScreens: ErrorScreenCatalog
  @ObservationIgnored private let policy: PresentationPolicy
  /// The screen ``back()`` returns to from a post.
  @ObservationIgnored private var screenBeforePost: BoardScreen = .feed
  /// How many posts ``newPost()`` wrote in this launch: the number in the next one's title.
  @ObservationIgnored private var postsWritten = 0

  /// Creates the board, with the feed saved by an earlier launch, if any; nothing is requested until a screen is
  /// shown.
  ///
  /// - Parameters:
  ///   - clients: The HTTP clients for the backend.
  ///   - configuration: How every request is classified, retried, limited and timed, and the clock of the
  ///     search's debounce and the store's freshness; inject a virtual clock in tests.
  ///   - cacheDirectory: Where the feed's first pages and the posts opened are kept between launches; `nil` keeps
  ///     nothing.
  ///   - policy: How the board's screens present their states: when a spinner shows, how failures show.
  ///   - errorScreens: Which model each full-screen failure gets.
  ///   - log: Hears of each cache file that cannot be read or written.
  public init(
    clients: DemoClients,
    configuration: LoadingConfiguration = .demo,
    cacheDirectory: URL? = nil,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    let store = ResourceStore(
      configuration: configuration,
      persistence: cacheDirectory.map { FileResourcePersistence(directory: $0, log: log) })
    self.store = store
    inspector = StoreInspector(store)
    let outbox = Outbox(store, key: Self.outboxKey)
    self.outbox = outbox
    let likes = clients.likes
    like = Mutation(
      "like the post", queuedIn: outbox, as: "like",
      // What the list of pending changes (`W`) says of each like, saved with it: the post's title as it was shown.
      summary: { change in
        Self.likeSummary(of: change.postID, liked: change.liked, title: Self.title(of: change.postID, in: store))
      },
      optimistic: [
        // The post in the feed's rows and in search results, and the post on its own screen.
        .entity(store, PostSummary.self, id: \.postID) { post, change in Self.apply(change, &post.likes, &post.liked) },
        .entity(store, PostDetail.self, id: \.postID) { post, change in Self.apply(change, &post.likes, &post.liked) },
      ],
      combining: { earlier, later in earlier.liked == later.liked ? .keepLater : .dropBoth },
      operation: { change, submission in
        // A post written offline has the server's id by now: the like waits for its publishing (same scope).
        let id = await outbox.resolvedID(PostSummary.self, change.postID)
        return try await likes.setLiked(change.liked, id: id, idempotencyKey: submission.rawValue)
      })
    let newPosts = clients.newPosts
    publish = Mutation(
      "publish the post", queuedIn: outbox, as: Self.newPostMutation,
      summary: { post in Self.newPostSummary(title: post.title) },
      creates: .entity(
        PostSummary.self, temporaryID: \.id,
        answer: { PostSummary(id: $0.id, title: $0.title, likes: $0.likes, liked: $0.liked) }),
      optimistic: [
        // At the top of the feed's first page, at once.
        .update(store, key: FeedModel.key, as: PagedList<PostSummary, String>.self, revalidate: .whenUnsure) {
          feed, post in feed = Self.inserting(PostSummary(id: post.id, title: post.title, likes: 0), atTopOf: feed)
        }
      ],
      operation: { post, submission in
        try await newPosts.create(title: post.title, body: post.body, idempotencyKey: submission.rawValue)
      })
    inspector.watch(publish, as: Self.newPostMutation)
    inspector.watch(like, as: "like")
    feed = FeedModel(
      store: store, client: clients.feed, likeEvents: clients.likeEvents, policy: policy, errorScreens: errorScreens,
      actions: [like, publish])
    search = SearchModel(
      store: store, client: clients.search, policy: policy, errorScreens: errorScreens, actions: [like])
    self.clients = clients
    self.errorScreens = errorScreens
    self.policy = policy
  }

  // MARK: - Navigation

  /// Shows the feed and loads what it needs: the first page with nothing shown, a refresh of every page shown when
  /// they are stale (the saved copy, or older than the store's freshness). Returns when that has ended.
  public func showFeed() async {
    closeDetail()
    screen = .feed
    await feed.appear()
  }

  /// Shows search, with the text and results it had.
  public func showSearch() {
    closeDetail()
    screen = .search
  }

  /// Opens the post with `id`: the feed's row for it at once (its title), and its text and likes when the server
  /// answers (at once, if the store has it). Returns when the post has loaded (or failed).
  public func open(postID id: Int) async {
    if case .post = screen {
      closeDetail()
    } else {
      screenBeforePost = screen
    }
    let detail = PostDetailModel(
      id: id, store: store, client: clients.postDetails, like: like, policy: policy, errorScreens: errorScreens)
    self.detail = detail
    screen = .post(id: id)
    await detail.screen.load()
  }

  /// Opens the feed's post at `index`, as a list's selected row; does nothing beyond the list.
  public func openFeedPost(at index: Int) async {
    guard let posts = feed.posts, posts.indices.contains(index) else { return }
    await open(postID: posts[index].id)
  }

  /// Opens the search result at `index`, as a list's selected row; does nothing beyond the results.
  public func openSearchResult(at index: Int) async {
    let posts = search.posts
    guard posts.indices.contains(index) else { return }
    await open(postID: posts[index].id)
  }

  /// Opens the post at `index` of the list shown, as Enter on a list's selected row: the feed's, or the search
  /// results'; does nothing on a post or beyond the list.
  public func openRow(at index: Int) async {
    switch screen {
    case .feed: await openFeedPost(at: index)
    case .search: await openSearchResult(at: index)
    case .post: return
    }
  }

  /// Leaves the post shown for the screen it was opened from, and search for the feed; on the feed, does nothing.
  ///
  /// The screen returned to keeps what it showed; ``goBack()`` also loads what the feed needs.
  public func back() {
    switch screen {
    case .post:
      closeDetail()
      screen = screenBeforePost
    case .search:
      screen = .feed
    case .feed:
      return
    }
  }

  /// Goes ``back()`` and, arriving on the feed, loads what it needs, as ``showFeed()`` does: its first page if it
  /// never loaded (search opened first), a refresh if it is stale. Returns when that has ended.
  public func goBack() async {
    back()
    if screen == .feed { await feed.appear() }
  }

  /// Shows the feed opened anew: every page forgotten, the saved copy too, and the first page loaded (see
  /// ``FeedModel/reopen()``). Returns when it has loaded or failed.
  public func reopenFeed() async {
    closeDetail()
    screen = .feed
    await feed.reopen()
  }

  // MARK: - Likes

  /// The outbox's key in the board's store (and its cache directory).
  public static let outboxKey: ResourceKey = "board/outbox"

  /// Likes the post of the feed's row at `index`, or takes its like back when it is liked, as `L` on a selected row:
  /// the count changes at once in the row, in search results and on the post's screen. Returns when the server has
  /// answered, or when the change is queued (offline). Does nothing beyond the list.
  public func likeFeedPost(at index: Int) async {
    guard let posts = feed.posts, posts.indices.contains(index) else { return }
    await like.submit(LikeChange(postID: posts[index].id, liked: !posts[index].liked))
  }

  /// Writes a post with a generated title ("New post 3") and publishes it, as `N` on the feed: it shows at once at
  /// the top of the feed, can be liked at once, and is queued while offline. Returns when the server has answered,
  /// or when the post is queued (offline).
  public func newPost() async {
    postsWritten += 1
    let title = "New post \(postsWritten)"
    await publish.submit(
      NewPost(id: outbox.temporaryID(), title: title, body: "\(title), written on the board."))
  }

  /// `feed` with `post` first on its first page; a feed not loaded yet is left as it is.
  nonisolated static func inserting(
    _ post: PostSummary, atTopOf feed: PagedList<PostSummary, String>
  ) -> PagedList<PostSummary, String> {
    var pages = feed.pages
    guard !pages.isEmpty, !feed.contains(where: { $0.id == post.id }) else { return feed }
    pages[0].items.insert(post, at: 0)
    return PagedList(pages: pages, firstCursor: feed.firstPageCursor)
  }

  /// What the publishing of a post titled `title` is, for the list of pending changes: `Post “New post 3”`.
  static func newPostSummary(title: String) -> ChangeSummary {
    ChangeSummary("Post “\(title)”", translations: ["de": "„\(title)“ veröffentlichen"])
  }

  /// Applies `change` to a post's `likes` and `liked`: the count changes only when `liked` does.
  nonisolated static func apply(_ change: LikeChange, _ likes: inout Int, _ liked: inout Bool) {
    guard liked != change.liked else { return }
    liked = change.liked
    likes += change.liked ? 1 : -1
  }

  /// The changes the outbox keeps, in the order they are sent, as the list of pending changes shows them: each
  /// like's summary in the screen's language, and where it stands.
  public var pendingChanges: [PendingChange] {
    outbox.entries.map { entry in
      PendingChange(
        summary: entry.summary.map(policy.texts.text(of:)) ?? entry.mutation, status: status(of: entry.status))
    }
  }

  /// What a like (or, not `liked`, its undoing) of post `id` is, for the list of pending changes:
  /// `Like “Street cleaning on Thursday”`.
  static func likeSummary(of id: Int, liked: Bool = true, title: String?) -> ChangeSummary {
    switch (liked, title) {
    case (true, nil): ChangeSummary("Like post \(id)", translations: ["de": "Beitrag \(id) liken"])
    case (true, let title?): ChangeSummary("Like “\(title)”", translations: ["de": "„\(title)“ liken"])
    case (false, nil): ChangeSummary("Unlike post \(id)", translations: ["de": "Beitrag \(id) nicht mehr liken"])
    case (false, let title?): ChangeSummary("Unlike “\(title)”", translations: ["de": "„\(title)“ nicht mehr liken"])
    }
  }

  /// The title of post `id` as the store holds it: in the feed's pages, or on the post's screen.
  private static func title(of id: Int, in store: ResourceStore) -> String? {
    store.value(for: FeedModel.key, as: PagedList<PostSummary, String>.self)?.first { $0.id == id }?.title
      ?? store.value(for: PostDetailModel.key(forPostWithID: id), as: PostDetail.self)?.title
  }

  private func status(of status: OutboxEntry.Status) -> String {
    switch status {
    case .queued(nil): "waiting to be sent"
    case .queued(let failure?): "waiting to be sent again · \(policy.texts.failureMessage(for: failure).title)"
    case .sending: "sending…"
    case .failed(let failure):
      "refused · \(policy.texts.failureMessage(for: failure).title)"
        + (failure.statusCode.map { " (\($0))" } ?? "")
    }
  }

  /// What a badge says of the likes and new posts not yet sent, such as `2 likes waiting to be sent` or
  /// `1 post and 2 likes waiting to be sent`, and of those the server refused and nobody dismissed; `nil` when there
  /// are none.
  public var outboxBadge: String? {
    let entries = outbox.entries
    let isPost = { (entry: OutboxEntry) in entry.mutation == Self.newPostMutation }
    let waiting = entries.filter(\.isPending)
    let refused = entries.filter { !$0.isPending }
    var parts: [String] = []
    if let waiting = Self.counted(posts: waiting.count(where: isPost), likes: waiting.count { !isPost($0) }) {
      parts.append("\(waiting) waiting to be sent")
    }
    if let refused = Self.counted(posts: refused.count(where: isPost), likes: refused.count { !isPost($0) }) {
      parts.append("\(refused) refused")
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The outbox's name of ``publish``.
  static let newPostMutation = "new post"

  /// `1 post and 2 likes`, `3 likes`, `1 post`; `nil` for none.
  private static func counted(posts: Int, likes: Int) -> String? {
    let parts = [
      posts == 0 ? nil : posts == 1 ? "1 post" : "\(posts) posts",
      likes == 0 ? nil : likes == 1 ? "1 like" : "\(likes) likes",
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
  }

  // MARK: - Screen actions

  /// Sends a screen action to the screen shown, which decides what it means: the feed's (refresh, retry, the next
  /// page…), the search results', or the post's (a failed like's Dismiss, or its Try Again where trying again can
  /// help).
  public func send(_ action: ScreenAction) async {
    switch screen {
    case .feed: await feed.screen.send(action)
    case .search: await search.screen.send(action)
    case .post: await detail?.screen.send(action)
    }
  }

  /// Ends the post screen's hold on its post; the store keeps it for a while, for the next time it is opened. A
  /// like in flight goes on: the server may already have counted it.
  private func closeDetail() {
    detail?.resource.release()
    detail = nil
  }

  // MARK: - Waiting and stopping

  /// Stops every request in flight (a like goes on: the server may already have counted it).
  public func cancel() {
    feed.resource.cancel()
    search.cancel()
    detail?.resource.cancel()
  }

  /// Returns once nothing the board started is still loading; for scripts and tests.
  public func waitUntilSettled() async {
    await search.waitUntilSettled()
    await store.waitUntilSettled()
  }
}
