import Observation
import ScreenState

/// One post on its own screen: its title at once (from the list it was opened from), its text and likes from
/// `GET /posts/<id>` through the board's shared ``ScreenState/ResourceStore``, and a like that shows at once and
/// is rolled back if the server fails it.
///
/// A UI draws ``title`` as the heading (known before the post answers), ``screen`` below it (progress, the post,
/// or a failure), ``likeButton`` and ``likeFailure``, and sends ``ScreenState/ScreenAction``s to ``send(_:)`` and
/// ``PostDetailAction``s to ``perform(_:)``.
@MainActor
@Observable
public final class PostDetailModel {
  /// The post's id.
  public let id: Int
  /// The title the list showed for the post when it was opened, if it was opened from a list.
  public let titleFromList: String?
  /// The post's entry in the shared store, key `post/<id>`: the value every screen of this post shows.
  @ObservationIgnored public let resource: Resource<PostDetail, any Error>
  /// The screen to draw below the title.
  @ObservationIgnored public let screen: LoadableScreen<PostDetail, any Error>
  /// The like: one at a time, applied to the stored post at once and rolled back exactly if it fails.
  @ObservationIgnored public let like: Mutation<Int, PostDetail, any Error>
  @ObservationIgnored private let texts: ScreenTexts

  /// The store key of the post with `id`.
  public static func key(forPostWithID id: Int) -> ResourceKey { "post/\(id)" }

  init(
    id: Int,
    titleFromList: String?,
    store: ResourceStore,
    client: PostDetailClient,
    likes: LikeClient,
    loading: BoardLoading
  ) {
    self.id = id
    self.titleFromList = titleFromList
    resource = store.resource(Self.key(forPostWithID: id), as: PostDetail.self, timeout: loading.attemptTimeout) {
      try await client.post(id: id)
    }
    screen = LoadableScreen(resource.loader, errorScreens: loading.errorScreens)
    like = Mutation(
      classifier: loading.classifier,
      optimistic: [
        .update(store, key: { Self.key(forPostWithID: $0) }, as: PostDetail.self) { post, _ in post.likes += 1 }
      ]
    ) { (id: Int) async throws -> PostDetail in
      try await likes.like(id: id)
    }
    texts = screen.policy.texts
  }

  /// The post, once it has answered (or from the store, when it was opened before).
  public var post: PostDetail? { resource.state.value }

  /// The heading: the post's own title once known, the list's until then; `nil` only for a post opened by id
  /// that no list showed and that has not answered yet.
  public var title: String? { post?.title ?? titleFromList }

  /// Whether the post shown is stale: restored from disk or older than the store's freshness; `false` while no
  /// post is shown.
  public var isStale: Bool { post != nil && resource.isStale }

  /// The like button, such as `Like (12)`, or `Liking… (13)` while a like is sent; `nil` until the post is
  /// shown. The count already includes a like being sent.
  public var likeButton: ScreenButton<PostDetailAction>? {
    guard let post else { return nil }
    let label = like.state.isSubmitting ? "Liking… (\(post.likes))" : "Like (\(post.likes))"
    return ScreenButton(label, action: .like)
  }

  /// What to show after a like failed (the count has gone back): the failure in the library's words, "Try
  /// Again" (liking again) when trying again can help, and "Dismiss"; `nil` otherwise.
  public var likeFailure: ScreenBanner<PostDetailAction>? {
    guard let classification = like.failureClassification else { return nil }
    return ScreenBanner.failure(classification, texts: texts).map { action in
      action == .retry ? PostDetailAction.like : .dismissLikeFailure
    }
  }

  /// What to draw below the title: ``screen``'s projection and, over a post with no notice of its own, a failed
  /// like as a banner in the library's words, whose "Try Again" (``ScreenState/ScreenAction/retry``) likes again
  /// and whose "Dismiss" (``ScreenState/ScreenAction/dismissFailure``) hides it: see ``send(_:)``.
  public var projection: ScreenProjection<PostDetail> {
    let projection = screen.projection
    guard let banner = likeFailureBanner, case .content(let post, let isRefreshing, nil) = projection else {
      return projection
    }
    return .content(post, isRefreshing: isRefreshing, notice: .banner(banner))
  }

  /// Whether ``projection`` shows the failed like's banner, which then takes "Try Again" and "Dismiss".
  public var isShowingLikeFailure: Bool {
    guard likeFailureBanner != nil, case .content(_, _, nil) = screen.projection else { return false }
    return true
  }

  /// Loads the post when it is shown: at once with nothing shown, refreshing a stale one while it stays.
  public func load() async {
    await resource.load()
  }

  /// Performs a screen action on the post's screen: refresh, retry, cancel, dismiss, or an error screen's
  /// buttons; while ``projection`` shows a failed like, its "Try Again" likes again and "Dismiss" hides it.
  public func send(_ action: ScreenAction) async {
    if isShowingLikeFailure {
      switch action {
      case .retry: return await perform(.like)
      case .dismissFailure: return await perform(.dismissLikeFailure)
      default: break
      }
    }
    await screen.send(action)
  }

  /// The failed like as a banner of screen actions: ``likeFailure`` with the actions ``projection`` carries.
  private var likeFailureBanner: ScreenBanner<ScreenAction>? {
    likeFailure?.map { $0 == .like ? ScreenAction.retry : .dismissFailure }
  }

  /// Likes the post, or hides the notice of a failed like. A like returns when the server has answered; the
  /// post is then read again, in the background, so the count shown is the server's.
  public func perform(_ action: PostDetailAction) async {
    switch action {
    case .like:
      guard post != nil else { return }
      await like.submit(id)
    case .dismissLikeFailure:
      like.reset()
    }
  }

  /// Returns once the post's requests have ended; for scripts and tests.
  public func waitUntilSettled() async {
    await resource.loader.waitUntilSettled()
  }

  /// Ends this screen's hold on the post; the store keeps it for a while, for the next time it is opened. A like
  /// in flight goes on: the server may already have counted it.
  func close() {
    resource.release()
  }
}
