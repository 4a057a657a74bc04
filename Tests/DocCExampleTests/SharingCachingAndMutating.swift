import Foundation
import ScreenState

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The examples of SharingCachingAndMutating.md.

extension PostDetail: EntityVariant {
  var entity: Post {  // the fields the two shapes share
    get { Post(id: id, title: title, likes: likes) }
    set {
      title = newValue.title
      likes = newValue.likes
    }
  }
}

enum SharingCachingAndMutating {
  @MainActor
  final class FeedModel {
    let feed: Resource<[Post], any Error>
    let screen: LoadableScreen<[Post], any Error>

    init(store: ResourceStore, api: PostsAPI) {
      feed = store.resource("posts") { try await api.posts() }
      screen = LoadableScreen(feed)
    }
  }

  @MainActor static func oneConfiguration() -> (
    ResourceStore, QueryLoader<String, [Post], any Error>, Mutation<Int, Post, any Error>
  ) {
    let loading = LoadingConfiguration(retryPolicy: RetryPolicy(maximumAttempts: 2), attemptTimeout: .seconds(8))
    let store = ResourceStore(configuration: loading, staleAfter: .seconds(30))
    let search = QueryLoader("", configuration: loading) { (text: String) in try await api.search(text) }
    let like = Mutation("like the post", configuration: store.configuration) { (id: Int) in try await api.like(id) }
    return (store, search, like)
  }

  @MainActor static func pagesInTheStore(
    _ store: ResourceStore
  ) -> (PagedResource<Post, String, any Error>, LoadableScreen<PagedList<Post, String>, any Error>) {
    let feed = store.pages("feed", savedPages: 3) { (cursor: String?) in
      let answer = try await api.posts(after: cursor)
      return Page(items: answer.posts, next: answer.next)
    }
    let screen = LoadableScreen(feed)  // the list, its footer, infinite scroll
    return (feed, screen)
  }

  @MainActor static func prefetch(_ store: ResourceStore, id: Int) async -> Resource<PostDetail, any Error> {
    await store.prefetch("post/\(id)") { try await api.post(id) }  // a row about to be opened
    let post = store.resource("post/\(id)") { try await api.post(id) }  // its screen: the value is there, no request
    return post
  }

  @MainActor static func select(
    _ store: ResourceStore, post: Resource<PostDetail, any Error>
  ) -> (Selection<Int?>, Selection<String>) {
    let likes = store.select("feed", as: PagedList<Post, String>.self) { feed in
      feed.first { $0.id == 42 }?.likes
    }
    let title = post.select(\.title)  // a handle's selection: the title, not the body
    return (likes, title)
  }

  @MainActor static func liveValues(
    _ store: ResourceStore, id: Int, feed: PagedResource<Post, String, any Error>
  ) -> Resource<PostDetail, any Error> {
    let post = store.resource("post/\(id)") { try await api.post(id) }
    post.follow { api.postUpdates(id) }  // whole values: each is the post from then on
    feed.follow(api.likeCounts) { posts, count in  // updates: each changes the value shown
      if let row = posts.firstIndex(where: { $0.id == count.id }) { posts[row].likes = count.likes }
    }
    return post
  }

  @MainActor static func placeholder(_ store: ResourceStore, id: Int) -> Resource<PostDetail, any Error> {
    let post = store.resource(
      "post/\(id)",
      placeholder: .derived(from: "feed", as: PagedList<Post, String>.self) { feed in
        feed.first { $0.id == id }.map(PostDetail.init(post:))
      }
    ) { try await api.post(id) }
    return post
  }

  @MainActor static func restore(_ store: ResourceStore, openedPosts: [ResourceKey]) async {
    await store.restore(["feed"], as: PagedList<Post, String>.self)  // the first screen, at once
    await store.restore(openedPosts, as: PostDetail.self)  // then the rest
  }

  /// A logout: `signedOut` and `confirmLosing` are the app's.
  @MainActor static func logout(
    _ store: ResourceStore, signedOut: () -> Void, confirmLosing: (Int) async -> Bool
  ) async {
    switch await store.removeAll() {
    case .removed: signedOut()
    case .refused(let unsent):
      if await confirmLosing(unsent) { await store.removeAll(discardingUnsentChanges: true) }
    }
  }

  @MainActor static func like(_ post: Post, in store: ResourceStore) async -> Mutation<Int, Post, any Error> {
    let like = Mutation<Int, Post, any Error>(
      "like the post", configuration: store.configuration,
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }],
      answer: .entity(store)  // the post answered replaces every copy of it
    ) { id in try await api.like(id) }

    await like.submit(post.id)
    return like
  }

  @MainActor static func deletedOrChanged(_ store: ResourceStore) -> Mutation<Rename, Post, any Error> {
    let rename = Mutation<Rename, Post, any Error>(
      "rename the post", configuration: store.configuration,
      optimistic: [
        .entity(store, Post.self, id: \.postID, version: \.etag) { post, rename in post.title = rename.title }
      ],
      answer: .entity(store),
      conflicts: .askUser  // 409, 412: the screen asks, Keep Mine or Use Theirs
    ) { request in
      try await api.rename(request.input, ifMatch: request.overridesServer ? nil : request.version)
    }
    return rename
  }

  @MainActor static func patchOfYourOwn(_ store: ResourceStore) async {
    guard let patch = store.patchEntities(Post.self, id: 42, { $0.likes += 1 }) else { return }
    do {
      _ = try await api.like(42)
      store.commit(patch)
    } catch {
      store.rollback(patch)
    }
  }

  /// Compiled, not run: the session would ask the network.
  @MainActor static func validating(
    _ store: ResourceStore, id: Int, postURL: URL
  ) -> Resource<PostDetail, any Error> {
    let http = ValidatingHTTPClient(session: .shared)
    let post = store.resource(
      "post/\(id)",
      validating: { validators in
        try await http.fetch(PostDetail.self, from: URLRequest(url: postURL), validators: validators)
      })
    return post
  }

  @MainActor static func failedActionOnItsScreen(
    post: Resource<PostDetail, any Error>, like: Mutation<Int, Post, any Error>
  ) async -> LoadableScreen<PostDetail, any Error> {
    let screen = LoadableScreen(post, actions: [like])
    // the like fails → screen.projection.notice == .banner("Couldn't like the post", …, [Try Again, Dismiss])
    await screen.send(.retry)  // likes again
    return screen
  }
}

/// A new title for a post, as the API takes it.
struct Rename: Codable, Hashable, Sendable {
  var postID: Int
  var title: String
}

extension Post {
  /// The post's version, as the server's `ETag` names it.
  var etag: String { "\"\(id)-\(title.count)-\(likes)\"" }
}

extension PostsAPI {
  /// Renames a post, if its version is still `ifMatch` (any version for `nil`).
  func rename(_ rename: Rename, ifMatch: String?) async throws -> Post {
    Post(id: rename.postID, title: rename.title)
  }
}
