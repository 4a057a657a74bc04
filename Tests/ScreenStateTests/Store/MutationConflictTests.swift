import ScreenState
import ScreenStateTesting
import Testing

/// A change whose item the server deleted (404, 410) or changed (409, 412): removed everywhere or restored, the
/// server's or the client's value, a merge, and the version sent as `If-Match`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MutationConflictTests {
  struct Post: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var likes = 0
    var etag = "v1"
  }

  struct PostDetail: Hashable, Sendable, Identifiable, EntityVariant {
    var id: Int
    var title: String
    var body = "…"
    var likes = 0

    var entity: Post {
      get { Post(id: id, title: title, likes: likes) }
      set {
        title = newValue.title
        likes = newValue.likes
      }
    }
  }

  /// A rename of a post, made on the version the app saw.
  struct Rename: Hashable, Sendable {
    var postID: Int
    var title: String
  }

  /// The 409 of a server that says what it holds now.
  struct Conflict: Error, FailureClassifying {
    var current: Post
    var classification: FailureClassification { FailureClassification(statusCode: 409)! }
  }

  typealias Send = ControllableOperation<Post, any Error>

  let clock = VirtualClock()

  func makeStore() -> ResourceStore {
    ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock))
  }

  /// A paged feed of posts 0…5, the detail of post 1 (a variant) and post 1 alone, all loaded.
  func loadedStore() async -> (ResourceStore, PagedResource<Post, Int, Never>, Resource<PostDetail, Never>) {
    let store = makeStore()
    let feed = store.pages("feed", first: 0) { (cursor: Int) async throws(Never) in
      Page(items: (cursor * 3..<cursor * 3 + 3).map { Post(id: $0, title: "Post \($0)") }, next: cursor + 1)
    }
    await feed.load()
    await feed.loadMore()
    let detail = store.resource("post/1") { PostDetail(id: 1, title: "Post 1") }
    await detail.load()
    return (store, feed, detail)
  }

  func like(_ store: ResourceStore, _ send: Send, conflicts: ConflictPolicy<Int, any Error> = .serverWins)
    -> Mutation<Int, Post, any Error>
  {
    Mutation(
      "like the post", configuration: store.configuration,
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }], conflicts: conflicts,
      operation: send.operation(taking: MutationRequest<Int>.self))
  }

  func rename(_ store: ResourceStore, _ send: Send, conflicts: ConflictPolicy<Rename, any Error>)
    -> Mutation<Rename, Post, any Error>
  {
    Mutation(
      "rename the post", configuration: store.configuration,
      optimistic: [
        .entity(store, Post.self, id: \.postID, version: \.etag) { post, rename in post.title = rename.title }
      ],
      conflicts: conflicts, operation: send.operation(taking: MutationRequest<Rename>.self))
  }

  func ids<Failure>(_ feed: PagedResource<Post, Int, Failure>) -> [Int]? { feed.state.value?.map(\.id) }

  // MARK: - Deleted on the server

  @Test(arguments: [404, 410])
  func aDeletedItemLeavesTheFeedsPagesAndItsDetail(status: Int) async {
    let (store, feed, detail) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(1) }
    #expect(detail.state.value?.likes == 1)
    await send.nextCall().fail(with: HTTPStatusError(statusCode: status))
    #expect(await submit.value.failure is HTTPStatusError)
    #expect(ids(feed) == [0, 2, 3, 4, 5])
    #expect(feed.state.value?.pageCount == 2)
    #expect(detail.state.value == nil)
    #expect(like.failureClassification?.isGone == true)
    #expect(send.callCount == 1)
  }

  @Test func aDeletedItemLeavesAPagedListWhoseRefreshIsInFlightAndTheRefreshIsAskedAgain() async {
    let store = makeStore()
    let pages = ControllableOperation<Page<Post, Int>, any Error>()
    let feed = store.pages("feed", first: 0) { (cursor: Int) async throws(any Error) in
      try await pages.operation(taking: Int.self)(cursor)
    }
    let loading = Task { await feed.load() }
    await pages.nextCall().succeed(with: Page(items: (0..<3).map { Post(id: $0, title: "Post \($0)") }, next: nil))
    await loading.value
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(1) }
    let refresh = Task.immediate { await feed.refresh() }
    let stale = await pages.nextCall()  // read before the server deleted post 1
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 410))
    _ = await submit.value
    #expect(ids(feed) == [0, 2])  // at once, whatever the refresh brings
    let again = await pages.nextCall()
    stale.succeed(with: Page(items: (0..<3).map { Post(id: $0, title: "Post \($0)") }, next: nil))
    again.succeed(with: Page(items: [Post(id: 0, title: "Post 0"), Post(id: 2, title: "Post 2", likes: 4)], next: nil))
    await refresh.value
    await feed.waitUntilSettled()
    #expect(ids(feed) == [0, 2])
    #expect(feed.state.value?.last?.likes == 4)
  }

  @Test func aDeletedItemIsRestoredWhenThePolicySaysSo() async {
    let (store, feed, detail) = await loadedStore()
    let send = Send()
    let like = like(store, send, conflicts: .serverWins.whenDeleted(.restore))
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 410))
    _ = await submit.value
    #expect(ids(feed) == [0, 1, 2, 3, 4, 5])
    #expect(feed.state.value?.first { $0.id == 1 }?.likes == 0)
    #expect(detail.state.value == PostDetail(id: 1, title: "Post 1"))
    #expect(!feed.isRunning && !detail.isRunning)  // an exact rollback asks nothing again
  }

  @Test func aPlainMutationWithoutAPolicyRemovesTheDeletedItemToo() async {
    let (store, feed, _) = await loadedStore()
    let send = ControllableOperation<Int, any Error>()
    let like = Mutation<Int, Int, any Error>(
      configuration: store.configuration,
      optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
    ) { _ in try await send.operation() }
    let submit = Task.immediate { await like.submit(4) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    _ = await submit.value
    #expect(ids(feed) == [0, 1, 2, 3, 5])
  }

  @Test func aDeletedItemInNoCacheFailsAndChangesNothing() async {
    let (store, feed, detail) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(99) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    #expect(await submit.value.failure is HTTPStatusError)
    #expect(ids(feed) == [0, 1, 2, 3, 4, 5])
    #expect(detail.state.value == PostDetail(id: 1, title: "Post 1"))
    #expect(like.state.failure is HTTPStatusError)
  }

  @Test func anotherChangePendingOverTheListStaysWhenAnItemIsRemoved() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let first = Task.immediate { await like.submit(1) }
    let second = Task.immediate { await like.submit(5) }
    // Each call is found by its post: the two submissions' attempts reach the operation in either order.
    let calls = [await send.nextCall(), await send.nextCall()]
    let post: (Send.Call) -> Int? = { ($0.input as? MutationRequest<Int>)?.input }
    let (likeOfPost1, likeOfPost5) = post(calls[0]) == 1 ? (calls[0], calls[1]) : (calls[1], calls[0])
    #expect(post(likeOfPost1) == 1 && post(likeOfPost5) == 5)
    likeOfPost1.fail(with: HTTPStatusError(statusCode: 404))
    _ = await first.value
    #expect(ids(feed) == [0, 2, 3, 4, 5])
    #expect(feed.state.value?.last?.likes == 1)  // the like of post 5 still shows
    likeOfPost5.fail(with: HTTPStatusError(statusCode: 400))
    _ = await second.value
    #expect(feed.state.value?.last?.likes == 0)
  }

  // MARK: - Changed on the server

  @Test func theServerWinsByDefaultAndTheKeysAreAskedAgain() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    _ = await submit.value
    #expect(send.callCount == 1)
    #expect(feed.state.value?.first { $0.id == 1 }?.likes == 0)
    #expect(store.isStale("feed"))
    #expect(like.failureClassification?.isConflict == true)
  }

  @Test func theClientWinsSendingOnceMoreWithTheSameIDOverridingTheServer() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let like = like(store, send, conflicts: .clientWins)
    let submit = Task.immediate { await like.submit(1) }
    let first = await send.nextCall()
    first.fail(with: HTTPStatusError(statusCode: 412))
    let second = await send.nextCall()
    #expect(feed.state.value?.first { $0.id == 1 }?.likes == 1)  // still shown while it is sent again
    let firstRequest = first.input as? MutationRequest<Int>
    let secondRequest = second.input as? MutationRequest<Int>
    #expect(firstRequest?.overridesServer == false)
    #expect(secondRequest?.overridesServer == true)
    #expect(secondRequest?.id == firstRequest?.id)
    second.succeed(with: Post(id: 1, title: "Post 1", likes: 7))
    #expect(await submit.value.output?.likes == 7)
    #expect(like.state.output?.likes == 7)
    #expect(like.failureClassification == nil)
  }

  @Test func theClientWinsOnlyOnceASecondConflictIsTheServers() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let like = like(store, send, conflicts: .clientWins)
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    _ = await submit.value
    #expect(send.callCount == 2)
    #expect(feed.state.value?.first { $0.id == 1 }?.likes == 0)
    #expect(store.isStale("feed"))
  }

  @Test func aMergeSendsTheChangeItMadeFromTheServersValue() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let rename = rename(
      store, send,
      conflicts: .merge(theirs: { _, failure in (failure as? Conflict)?.current }) { mine, theirs in
        Rename(postID: mine.postID, title: "\(theirs.title) / \(mine.title)")
      })
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    #expect(feed.state.value?[2].title == "Mine")
    await send.nextCall().fail(with: Conflict(current: Post(id: 2, title: "Theirs", etag: "v2")))
    let merged = await send.nextCall()
    let request = merged.input as? MutationRequest<Rename>
    #expect(request?.input == Rename(postID: 2, title: "Theirs / Mine"))
    #expect(request?.overridesServer == true)
    #expect(feed.state.value?[2].title == "Theirs / Mine")  // the merged change shows while it is sent
    merged.succeed(with: Post(id: 2, title: "Theirs / Mine", etag: "v3"))
    #expect(await submit.value.output?.title == "Theirs / Mine")
  }

  @Test func aMergeThatGivesUpLeavesTheServersValue() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let rename = rename(
      store, send, conflicts: .merge(theirs: { _, failure in (failure as? Conflict)?.current }) { _, _ in nil })
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    await send.nextCall().fail(with: Conflict(current: Post(id: 2, title: "Theirs")))
    #expect(await submit.value.failure is Conflict)
    #expect(send.callCount == 1)
    #expect(feed.state.value?[2].title == "Post 2")
  }

  @Test func aMergeWithoutTheServersValueLeavesTheServersValue() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let rename = rename(
      store, send,
      conflicts: .merge(theirs: { _, _ -> Post? in nil }) { mine, _ in mine })
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 412))
    _ = await submit.value
    #expect(send.callCount == 1)
    #expect(feed.state.value?[2].title == "Post 2")
  }

  // MARK: - If-Match

  @Test func theOperationGetsTheVersionTheCachedCopyHadWhenTheChangeWasMade() async {
    let (store, _, _) = await loadedStore()
    store.modifyEntities(Post.self, id: 2) { $0.etag = "v7" }
    let send = Send()
    let rename = rename(store, send, conflicts: .serverWins)
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "New")) }
    store.modifyEntities(Post.self, id: 2) { $0.etag = "v8" }  // a later copy does not change what was sent
    let call = await send.nextCall()
    #expect((call.input as? MutationRequest<Rename>)?.version == "v7")
    call.succeed(with: Post(id: 2, title: "New", etag: "v9"))
    _ = await submit.value
  }

  @Test func anEntityInNoCacheHasNoVersion() async {
    let store = makeStore()
    let send = Send()
    let rename = rename(store, send, conflicts: .serverWins)
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "New")) }
    let call = await send.nextCall()
    #expect((call.input as? MutationRequest<Rename>)?.version == nil)
    call.succeed(with: Post(id: 2, title: "New"))
    _ = await submit.value
  }

  // MARK: - What the screen says

  @Test func theScreenSaysTheItemIsGoneInItsLanguage() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let like = like(store, send)
    let screen = LoadableScreen(feed, actions: [like])
    let submit = Task.immediate { await like.submit(1) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    _ = await submit.value
    guard case .banner(let banner)? = screen.projection.notice else {
      Issue.record("expected a banner, got \(String(describing: screen.projection.notice))")
      return
    }
    #expect(banner.title == "Couldn't like the post")
    #expect(banner.message == "No longer there. It was deleted elsewhere.")
    #expect(banner.buttons.map(\.label) == ["Dismiss"])  // trying again cannot bring it back
    let gone = FailureClassification(statusCode: 410)!
    let german = ScreenTexts(language: "de")
    let inGerman = ScreenBanner.actionFailure(
      gone, actionName: ActionName("like the post", translations: ["de": "den Beitrag liken"]), texts: german)
    #expect(inGerman.message == "Nicht mehr vorhanden. Es wurde anderswo gelöscht.")
    #expect(
      ScreenAnnouncement(actionFailure: inGerman, failure: gone, texts: german).text
        == "Fehlgeschlagen: den Beitrag liken. Nicht mehr vorhanden")
  }

  @Test func theScreenSaysTheItemChangedElsewhere() {
    let banner = ScreenBanner.actionFailure(FailureClassification(statusCode: 412)!, actionName: "rename the post")
    #expect(banner.title == "Couldn't rename the post")
    #expect(banner.message == "Changed elsewhere. The latest version is shown.")
  }

  // MARK: - Asking the person

  func banner(_ screen: LoadableScreen<PagedList<Post, Int>, Never>) -> ScreenBanner<ScreenAction>? {
    guard case .banner(let banner)? = screen.projection.notice else { return nil }
    return banner
  }

  @Test func askedTheServersValueShowsAndKeepMineSendsTheChangeAgainOverridingIt() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let rename = rename(store, send, conflicts: .askUser)
    let screen = LoadableScreen(feed, actions: [rename])
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    let first = await send.nextCall()
    first.fail(with: HTTPStatusError(statusCode: 412))
    _ = await submit.value
    #expect(send.callCount == 1)  // nothing more is sent until the person decides
    #expect(feed.state.value?[2].title == "Post 2")  // the server's value shows meanwhile
    #expect(rename.asksWhoseChangeWins)
    #expect(banner(screen)?.title == "Couldn't rename the post")
    #expect(banner(screen)?.message == "Changed elsewhere. Keep your change, or use the version on the server?")
    #expect(banner(screen)?.buttons.map(\.label) == ["Keep Mine", "Use Theirs"])
    let keepMine = Task.immediate { await screen.send(.retry) }
    let second = await send.nextCall()
    #expect((second.input as? MutationRequest<Rename>)?.overridesServer == true)
    #expect((second.input as? MutationRequest<Rename>)?.input == Rename(postID: 2, title: "Mine"))
    #expect(feed.state.value?[2].title == "Mine")
    second.succeed(with: Post(id: 2, title: "Mine", etag: "v2"))
    await keepMine.value
    #expect(banner(screen) == nil)
    #expect(!rename.asksWhoseChangeWins)
    // A later change is an ordinary one again.
    let later = Task.immediate { await rename.submit(Rename(postID: 2, title: "Later")) }
    let third = await send.nextCall()
    #expect((third.input as? MutationRequest<Rename>)?.overridesServer == false)
    third.succeed(with: Post(id: 2, title: "Later", etag: "v3"))
    _ = await later.value
  }

  @Test func askedUseTheirsSendsNothingAndLeavesTheServersValue() async {
    let (store, feed, _) = await loadedStore()
    let send = Send()
    let rename = rename(store, send, conflicts: .askUser)
    let screen = LoadableScreen(feed, actions: [rename])
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    _ = await submit.value
    await screen.send(.dismissFailure)
    #expect(banner(screen) == nil)
    #expect(send.callCount == 1)
    #expect(feed.state.value?[2].title == "Post 2")
    #expect(rename.state.isIdle)
  }

  @Test func theQuestionIsInTheScreensLanguageAndAnnounced() {
    let german = ScreenTexts(language: "de")
    let conflict = FailureClassification(statusCode: 409)!
    let banner = ScreenBanner.actionFailure(
      conflict, actionName: ActionName("rename the post", translations: ["de": "den Beitrag umbenennen"]),
      texts: german, asksWhoseChangeWins: true)
    #expect(banner.buttons.map(\.label) == ["Meine behalten", "Ihre übernehmen"])
    #expect(banner.buttons.map(\.action) == [.retry, .dismissFailure])
    #expect(banner.message == "Anderswo geändert. Ihre Änderung behalten oder die Fassung vom Server übernehmen?")
    #expect(
      ScreenAnnouncement(actionFailure: banner, failure: conflict, texts: german).text
        == "Fehlgeschlagen: den Beitrag umbenennen. Anderswo geändert")
  }

  @Test func aDeletedItemIsNotAQuestion() async {
    let (store, _, _) = await loadedStore()
    let send = Send()
    let rename = rename(store, send, conflicts: .askUser)
    let submit = Task.immediate { await rename.submit(Rename(postID: 2, title: "Mine")) }
    await send.nextCall().fail(with: HTTPStatusError(statusCode: 404))
    _ = await submit.value
    #expect(!rename.asksWhoseChangeWins)
  }
}
