import ScreenState

/// One post on its own screen: `GET /posts/<id>` under the key `post/<id>` of the board's store, shown at once with
/// the title (and likes) of the feed's row while it loads, and from the store (or the disk) the next time; and a
/// like that shows at once here and in the feed's row, rolled back exactly if the server fails it.
///
/// A UI draws ``title`` as the heading, ``screen`` below it (a failed like is its banner, in the library's words,
/// whose buttons act on the like) with ``likeButton``, and sends every screen action to ``screen``.
@MainActor
public final class PostDetailModel {
  /// The post's id.
  public let id: Int
  /// The post's entry in the shared store, key `post/<id>`: the value every screen of this post shows.
  public let resource: Resource<PostDetail, any Error>
  /// The like: one at a time, applied at once to the post and to its row in the feed, rolled back if it fails.
  public let like: Mutation<Int, PostDetail, any Error>
  /// The screen below the title: the post, progress or a failure, and a failed like as a banner.
  public let screen: LoadableScreen<PostDetail, any Error>

  /// The store key of the post with `id`.
  public static func key(forPostWithID id: Int) -> ResourceKey { "post/\(id)" }

  init(
    id: Int, store: ResourceStore, client: PostDetailClient, likes: LikeClient, policy: PresentationPolicy,
    errorScreens: ErrorScreenCatalog
  ) {
    self.id = id
    resource = store.resource(
      Self.key(forPostWithID: id),
      placeholder: .derived(from: FeedModel.key, as: PagedList<PostSummary, String>.self) { feed in
        feed.first { $0.id == id }.map { PostDetail(id: $0.id, title: $0.title, body: "", likes: $0.likes) }
      }
    ) { try await client.post(id: id) }
    like = Mutation(
      "like the post", configuration: store.configuration,
      optimistic: [
        .update(store, key: { Self.key(forPostWithID: $0) }, as: PostDetail.self) { post, _ in post.likes += 1 },
        // The feed keeps the like after a success (no refetch of every page loaded); the post asks the server again.
        .update(store, key: FeedModel.key, as: PagedList<PostSummary, String>.self, revalidate: .afterFailure) {
          feed, id in
          if let index = feed.firstIndex(where: { $0.id == id }) { feed[index].likes += 1 }
        },
      ]
    ) { id in try await likes.like(id: id) }
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

  /// The like button, such as `Like (12)`, or `Liking… (13)` while a like is sent (the count includes it); `nil`
  /// until the post itself is shown.
  public var likeButton: String? {
    guard let post, !isPlaceholder else { return nil }
    return like.state.isSubmitting ? "Liking… (\(post.likes))" : "Like (\(post.likes))"
  }

  /// Likes the post once it is shown; returns when the server has answered (the count is back if it failed).
  public func likePost() async {
    guard likeButton != nil else { return }
    await like.submit(id)
  }
}
