import Observation
import ScreenState

/// One post on its own screen: `GET /posts/<id>` under the key `post/<id>` of the board's store (revalidated with its
/// `ETag`: an unchanged post answers a `304`, which keeps it, and the inspector says "304, kept"), shown at once with
/// the title (and likes) of the feed's row while it loads, and from the store (or the disk) the next time; and a
/// like that shows at once here and in the feed's row, rolled back exactly if the server fails it.
///
/// A UI draws ``title`` as the heading, ``screen`` below it (a failed like is its banner, in the library's words,
/// whose buttons act on the like) with ``likeButton``, and sends every screen action to ``screen``.
@MainActor
@Observable
public final class PostDetailModel {
  /// The post's id.
  @ObservationIgnored public let id: Int
  /// The post's entry in the shared store, key `post/<id>`: the value every screen of this post shows.
  @ObservationIgnored public let resource: Resource<PostDetail, any Error>
  /// The board's like (of any post): applied at once to the post and to its rows, queued while offline, rolled back
  /// if the server refuses it.
  @ObservationIgnored public let like: Mutation<LikeChange, PostDetail, any Error>
  /// How many likes of this post, made here, have not returned yet.
  private var likesInFlight = 0
  /// The screen below the title: the post, progress or a failure, and a failed like as a banner.
  @ObservationIgnored public let screen: LoadableScreen<PostDetail, any Error>

  /// The store key of the post with `id`.
  public static func key(forPostWithID id: Int) -> ResourceKey { "post/\(id)" }

  init(
    id: Int, store: ResourceStore, client: PostDetailClient, like: Mutation<LikeChange, PostDetail, any Error>,
    policy: PresentationPolicy, errorScreens: ErrorScreenCatalog
  ) {
    self.id = id
    resource = store.resource(
      Self.key(forPostWithID: id),
      placeholder: .derived(from: FeedModel.key, as: PagedList<PostSummary, String>.self) { feed in
        feed.first { $0.id == id }.map {
          PostDetail(id: $0.id, title: $0.title, body: "", likes: $0.likes, liked: $0.liked)
        }
      },
      // Revalidated with the post's ETag: an unchanged post is a 304, kept with nothing decoded.
      validating: { validators in try await client.post(id: id, validators: validators) })
    self.like = like
    screen = LoadableScreen(resource, policy: policy, errorScreens: errorScreens, actions: [like])
  }

  /// The post shown, if any: the server's, or the feed's row standing in for it while it loads.
  public var post: PostDetail? { resource.state.value }

  /// The heading: the post's title, known from the feed's row before the post answers; `nil` for a post no row
  /// showed, until it answers.
  public var title: String? { post?.title }

  /// Whether the post shown stands in for it, from the feed's row, while the post itself loads: its text is not
  /// known yet.
  public var isPlaceholder: Bool { resource.valueOrigin == .placeholder }

  /// Whether the post shown is the copy an earlier launch saved, not yet answered by the server.
  public var isSavedCopy: Bool { resource.savedAt != nil }

  /// The like button, such as `Like (12)`, `Liked (13)` once liked, or `Liking… (13)` and `Unliking… (12)` while a
  /// change is sent (the count includes it); `nil` until the post itself is shown.
  public var likeButton: String? {
    guard let post, !isPlaceholder else { return nil }
    // A like of this post not returned yet, while the board's like is being sent (its state changes in the same
    // turn as the count and the banner, so the label never lags behind them).
    let liking = likesInFlight > 0 && like.state.isSubmitting
    if liking { return post.liked ? "Liking… (\(post.likes))" : "Unliking… (\(post.likes))" }
    return post.liked ? "Liked (\(post.likes))" : "Like (\(post.likes))"
  }

  /// Likes the post once it is shown, or takes the like back when it is liked; returns when the server has answered
  /// (the count is back if it refused) or when the change is queued (offline: the count stays changed, and the
  /// board's ``BoardModel/outboxBadge`` says it waits).
  public func likePost() async {
    guard likeButton != nil, let post else { return }
    likesInFlight += 1
    defer { likesInFlight -= 1 }
    await like.submit(LikeChange(postID: id, liked: !post.liked))
  }
}
