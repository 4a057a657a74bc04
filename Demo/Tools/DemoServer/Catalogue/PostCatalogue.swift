/// The posts of the paged feed, search and post routes, with what changes while the backend runs: each post's
/// likes, the posts created (first in the feed), and the requests counted by a ``FaultMode/pageFailure(page:failures:)`` fault.
///
/// A value: ``ResponsePlanner`` changes it through `inout`, so that planning stays a pure function.
public struct PostCatalogue: Sendable, Hashable {
  /// The posts, in feed order: those created while the backend runs first, the newest first.
  public private(set) var posts: [DemoPost]
  /// The likes of each post, in the order of ``posts``.
  private var likes: [Int]
  /// Whether the demo's user likes each post, in the order of ``posts``: none at first.
  private var liked: [Bool]
  /// The position of each post in ``posts``, by id.
  private var indexByID: [Int: Int]
  /// The id of the post each idempotency key of a create made: a create sent again with one of them makes nothing.
  public private(set) var createdPosts: [String: Int] = [:]
  /// How many creates came again with a key already applied.
  public private(set) var repeatedCreates = 0
  /// Requests for the failing page since the fault mode was last set; ``DemoBackend`` sets it back to 0.
  public var failingPageRequests = 0
  /// The idempotency keys of the likes counted: a like sent again with one of them counts nothing.
  public private(set) var likeKeys: Set<String> = []
  /// How many likes and unlikes came again with a key already counted (a client that sent one again, not knowing
  /// whether the first arrived).
  public private(set) var repeatedLikes = 0

  /// Creates a catalogue of `posts` (the 300 of ``DemoPost/catalogue`` by default), each with its
  /// ``DemoPost/initialLikes(ofPostWithID:)``.
  public init(posts: [DemoPost] = DemoPost.catalogue) {
    self.posts = posts
    self.likes = posts.map { DemoPost.initialLikes(ofPostWithID: $0.id) }
    self.liked = posts.map { _ in false }
    var indexByID: [Int: Int] = [:]
    for (index, post) in posts.enumerated() where indexByID[post.id] == nil {
      indexByID[post.id] = index
    }
    self.indexByID = indexByID
  }

  /// The position of the post whose id is written `id` (as in a path: `7`), or `nil` when there is none.
  public func index(ofID id: String) -> Int? {
    Int(id).flatMap { indexByID[$0] }
  }

  /// The likes of the post with `id`, or `nil` when there is none.
  public func likes(ofPostWithID id: Int) -> Int? {
    indexByID[id].map { likes[$0] }
  }

  /// Whether the demo's user likes the post with `id`, or `nil` when there is none.
  public func isLiked(postWithID id: Int) -> Bool? {
    indexByID[id].map { liked[$0] }
  }

  /// The post at `index` with its text and likes.
  public func detail(at index: Int) -> DemoPostDetail {
    let post = posts[index]
    return DemoPostDetail(id: post.id, title: post.title, body: post.body, likes: likes[index], liked: liked[index])
  }

  /// The post at `index` as a list shows it, with its likes.
  public func summary(at index: Int) -> DemoPostSummary {
    DemoPostSummary(posts[index], likes: likes[index], liked: liked[index])
  }

  /// The demo's user likes the post at `index`, once for `idempotencyKey` (when given): returns whether the key was
  /// new. A post it already likes keeps its count.
  @discardableResult
  public mutating func like(at index: Int, idempotencyKey: String? = nil) -> Bool {
    setLiked(true, at: index, idempotencyKey: idempotencyKey)
  }

  /// The demo's user likes the post at `index` (`true`) or takes its like back (`false`), once for
  /// `idempotencyKey` (when given): returns whether the key was new. The count changes only when the post's
  /// ``isLiked(postWithID:)`` does.
  @discardableResult
  public mutating func setLiked(_ isLiked: Bool, at index: Int, idempotencyKey: String? = nil) -> Bool {
    if let idempotencyKey {
      guard likeKeys.insert(idempotencyKey).inserted else {
        repeatedLikes += 1
        return false
      }
    }
    guard liked[index] != isLiked else { return true }
    liked[index] = isLiked
    likes[index] += isLiked ? 1 : -1
    return true
  }

  /// Creates a post with `title` and `body` at the top of the feed, with no likes, once for `idempotencyKey` (when
  /// given): a key already applied makes nothing. Returns the post's position (0 when made now).
  @discardableResult
  public mutating func create(title: String, body: String, idempotencyKey: String? = nil) -> Int {
    if let idempotencyKey, let id = createdPosts[idempotencyKey], let index = indexByID[id] {
      repeatedCreates += 1
      return index
    }
    let id = (posts.map(\.id).max() ?? 0) + 1
    posts.insert(DemoPost(id: id, title: title, body: body), at: 0)
    likes.insert(0, at: 0)
    liked.insert(false, at: 0)
    indexByID = Dictionary(posts.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    if let idempotencyKey { createdPosts[idempotencyKey] = id }
    return 0
  }

  /// The post a create with `idempotencyKey` made, if one did.
  public func createdPost(forKey idempotencyKey: String) -> Int? {
    createdPosts[idempotencyKey]
  }

  /// Whether a like with `idempotencyKey` was counted.
  public func hasCounted(likeKey idempotencyKey: String) -> Bool {
    likeKeys.contains(idempotencyKey)
  }

  /// The posts whose title contains `query` (spaces around it removed), ignoring case, in feed order: the first
  /// ``DemoSearchResults/limit`` of them, and how many in all. An empty query matches nothing.
  public func search(_ query: String) -> DemoSearchResults {
    let text = query.trimmingSpaces()
    guard !text.isEmpty else { return DemoSearchResults(query: text, posts: [], total: 0) }
    let needle = text.lowercased()
    let matches = posts.indices.filter { posts[$0].title.lowercased().contains(needle) }
    return DemoSearchResults(
      query: text, posts: matches.prefix(DemoSearchResults.limit).map(summary(at:)), total: matches.count)
  }
}
