import Foundation
import ScreenState
import ScreenStateTesting
import Testing

// Runs the DocC examples that are cheap to run and checks one thing each; the examples that hold an `#expect` are
// here too, in tests of their own.

@MainActor
struct ExampleRunTests {
  private let posts = Post.samples

  // MARK: - ScreenState.md, GettingStarted.md, FromBooleanFlagsToOneEnum.md

  @Test func theFrontPageModelLoadsThePosts() async {
    let model = RootArticle.PostsModel()
    await model.screen.load()
    #expect(model.screen.source.state == .loaded(posts))
  }

  @Test func theGettingStartedModelLoadsThePosts() async {
    let model = PostsModel(api: .shared)
    await model.screen.load()
    #expect(model.screen.source.state == .loaded(posts))
    #expect(GettingStarted.configuredScreen().source.configuration.attemptTimeout == .seconds(8))
  }

  @Test func aLoaderLoadsThenRefreshes() async {
    let loader = await FromBooleanFlags.loadThenRefresh()
    #expect(loader.state == .loaded(posts))
    #expect(loader.latestRequest == RequestID(rawValue: 2))
  }

  // MARK: - OneFailurePipeline.md

  @Test func aFailedPollIsABannerAndTheRefreshsFailureStillAnAlert() {
    let policy = OneFailurePipeline.quietPollPolicy()
    let failed = Loadable<[Post], any Error>.failed(URLError(.timedOut), previous: posts)
    let classification = FailureClassifier.standard.classify(URLError(.timedOut))
    let poll = ScreenProjection(failed, classification: classification, policy: policy, reason: .poll)
    let refresh = ScreenProjection(failed, classification: classification, policy: policy, reason: .refresh)
    guard case .content(_, _, .banner?) = poll else {
      Issue.record("a failed poll shows \(poll)")
      return
    }
    guard case .content(_, _, .alert?) = refresh else {
      Issue.record("a failed refresh shows \(refresh)")
      return
    }
  }

  // MARK: - DerivedViewState.md

  @Test func theDerivedStateOfOneColor() {
    #expect(ColorDisplay(first: .red, second: nil, mix: true) == .single(.red, title: "Color 1"))
  }

  @Test func theModelDerivesItsDisplay() {
    let model = ColorsModel()
    model.first = .red
    model.second = .blue
    model.mix = true
    #expect(model.display == .mixed(.red, .blue))
  }

  // MARK: - TheEngine.md

  @Test func aRefreshStartedWithoutATask() async {
    let posts = Loader { try await api.posts() }
    await TheEngine.refreshWithoutATask(posts: posts)
    #expect(posts.state == .loaded(self.posts))
    #expect(posts.requestReason == nil)
  }

  // MARK: - SharingCachingAndMutating.md

  @Test func twoScreensOfOneKeyShareOneRequest() async {
    let calls = CallCounter()
    var api = PostsAPI()
    api.allPosts = {
      calls.increment()
      return Post.samples
    }
    let store = ResourceStore()
    let feed = SharingCachingAndMutating.FeedModel(store: store, api: api)
    let other = SharingCachingAndMutating.FeedModel(store: store, api: api)
    let first = Task { await feed.screen.load() }
    await other.screen.load()
    await first.value
    #expect(other.feed.state == .loaded(posts))
    #expect(calls.value == 1)
  }

  @Test func aPlaceholderShowsTheFeedsRow() async {
    let store = ResourceStore()
    let (feed, _) = SharingCachingAndMutating.pagesInTheStore(store)
    await feed.load()
    let post = SharingCachingAndMutating.placeholder(store, id: 2)
    #expect(post.valueOrigin == .placeholder)
    #expect(post.state.value == PostDetail(post: posts[1]))
  }

  @Test func aLikeAnsweredShowsTheServersCountInTheFeedAndTheDetail() async {
    let store = ResourceStore()
    let (feed, _) = SharingCachingAndMutating.pagesInTheStore(store)
    await feed.load()
    let detail = store.resource("post/1") { try await api.post(1) }
    await detail.load()
    _ = await SharingCachingAndMutating.like(posts[0], in: store)
    // The fake server answers a like with one like: every copy shows it, the detail too (an EntityVariant).
    #expect(feed.state.value?.first?.likes == 1)
    #expect(detail.state.value?.likes == 1)
    #expect(!feed.isRunning && !detail.isRunning)  // the answer is the server's value: nothing is asked again
  }

  @Test func aLogoutAsksBeforeLosingUnsentChangesAndThenRemovesEverything() async {
    let network = ControllableConnectivity()
    network.goOffline()
    let store = ResourceStore(
      configuration: LoadingConfiguration(connectivity: network), persistence: InMemoryPersistence())
    let outbox = Outbox(store)
    let like = Mutation<Int, Bool, any Error>("like", queuedIn: outbox, as: "like") { _, _ in true }
    _ = await like.submit(1)
    var asked: [Int] = []
    var signedOut = false
    await SharingCachingAndMutating.logout(
      store, signedOut: { signedOut = true },
      confirmLosing: { unsent in
        asked.append(unsent)
        return true
      })
    #expect(asked == [1])
    #expect(outbox.isEmpty)
    await SharingCachingAndMutating.logout(store, signedOut: { signedOut = true }, confirmLosing: { _ in false })
    #expect(signedOut)
  }

  @Test func aPrefetchedPostIsOnItsScreenWithNoRequest() async {
    let store = ResourceStore()
    let post = await SharingCachingAndMutating.prefetch(store, id: 2)
    #expect(post.state.value?.title == posts[1].title)
    #expect(!post.isRunning)
  }

  @Test func aSelectionShowsOneRowsLikes() async {
    var server = PostsAPI()
    server.allPosts = { [Post(id: 41, title: "A"), Post(id: 42, title: "B")] }
    let api = server
    let store = ResourceStore()
    let feed = store.pages("feed") { (cursor: String?) in
      let answer = try await api.posts(after: cursor)
      return Page(items: answer.posts, next: answer.next)
    }
    await feed.load()
    let post = store.resource("post/42") { try await api.post(42) }
    await post.load()
    let (likes, title) = SharingCachingAndMutating.select(store, post: post)
    #expect(likes.value == .some(0))
    #expect(title.value == "B")
    feed.modifyValue { $0[0].likes += 1 }
    #expect(likes.changeCount == 0)
    feed.modifyValue { $0[1].likes += 1 }
    #expect(likes.value == .some(1))
    #expect(likes.changeCount == 1)
  }

  @Test func aFailedLikeIsABannerWhoseTryAgainLikesAgain() async {
    let answers = Answers<Post>([
      .failure(HTTPStatusError(statusCode: 500)), .success(Post(id: 1, title: "", likes: 1)),
    ])
    var api = PostsAPI()
    api.liked = { _ in try answers.next() }
    let server = api
    let store = ResourceStore()
    let post = store.resource("post/1") { try await server.post(1) }
    let like = Mutation("like the post", configuration: store.configuration) { (id: Int) in try await server.like(id) }
    await post.load()
    await like.submit(1)
    let screen = await SharingCachingAndMutating.failedActionOnItsScreen(post: post, like: like)
    #expect(like.state.output == Post(id: 1, title: "", likes: 1))
    #expect(screen.projection.notice == nil)
  }

  // MARK: - SearchAndPagination.md

  @Test func aSearchInTheStore() async {
    let model = SearchAndPagination.SearchModel(store: ResourceStore(), api: .shared)
    model.search.setQuery("Post 3")
    await model.search.waitUntilSettled()
    #expect(model.search.state == .loaded([posts[2]]))
  }

  @Test func aFeedPageByPage() async {
    let model = SearchAndPagination.FeedModel(api: .shared)
    await model.screen.load()
    await model.pages.loadMore()
    #expect(model.pages.state.value.map(Array.init) == Array(posts.prefix(4)))
  }

  @Test func aPageAgainKeepsTheOthers() async {
    let store = ResourceStore()
    let (feed, _) = SharingCachingAndMutating.pagesInTheStore(store)
    await feed.load()
    await feed.loadMore()
    await feed.loadMore()
    #expect(feed.state.value?.pageCount == 3)
    await SearchAndPagination.onePageAgain(feed)
    #expect(feed.state.value.map(Array.init) == posts)
    #expect(feed.state.value?.pageCount == 3)
  }

  @Test func aPageLoaderTestedWithAControllableOperation() async {
    let fetch = ControllableOperation<Page<Post, Int>, any Error>()
    let pages = PageLoader(first: 1, clock: VirtualClock(), fetch: fetch.operation(taking: Int.self))
    Task { await pages.load() }
    let call = await fetch.nextCall()
    #expect(call.input as? Int == 1)
    call.succeed(with: Page(items: posts, next: 2))
    await pages.waitUntilSettled()
    #expect(pages.nextPage == .available)
  }

  // MARK: - AccessibleScreens.md, LocalizingScreens.md

  @Test func aLoadedScreenIsAnnounced() {
    // As AccessibleScreens.md shows it:
    // swift-format-ignore
    let announcement = ScreenAnnouncement(from: .progress, to: .content(posts, isRefreshing: false, notice: nil),
                                          texts: ScreenTexts(subject: "posts"))
    #expect(announcement?.text == "Loaded posts")
  }

  @Test func aReplacedText() {
    let screen = LocalizingScreens.replacedTexts(loader: Loader { try await api.posts() })
    #expect(screen.policy.texts.subject == "posts")
  }

  // MARK: - ChangesThatAreNeverLost.md

  @Test func aLikeKeptInAnOutboxIsSent() async {
    let store = ResourceStore(configuration: LoadingConfiguration(connectivity: ControllableConnectivity()))
    let (outbox, like) = ChangesThatAreNeverLost.likesKeptInAnOutbox(store)
    await like.submit(1)
    await outbox.waitUntilSettled()
    #expect(outbox.isEmpty)
  }

  @Test func aPostCreatedOfflineIsRekeyedAndRenamed() async {
    let network = ControllableConnectivity()
    let store = ResourceStore(configuration: LoadingConfiguration(connectivity: network))
    let feed = store.resource("feed") { try await api.posts() }
    await feed.load()
    let outbox = Outbox(store)
    network.goOffline()
    let mutations = await ChangesThatAreNeverLost.creatingItemsOffline(store, outbox)  // kept: they send the changes
    #expect(feed.state.value?.first?.id ?? 0 < 0)
    #expect(feed.state.value?.first?.title == "Written on a train")
    network.goOnline()
    outbox.sendNow()
    await outbox.waitUntilSettled()
    #expect(outbox.isEmpty)
    #expect(feed.state.value?.first == Post(id: 100, title: "Written on a train"))
    #expect(feed.state.value?.count == Post.samples.count + 1)
    #expect(mutations.1.state.output == Post(id: 100, title: "Written on a train"))
  }
}
