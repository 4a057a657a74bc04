import Foundation
import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random interleavings across every kind on one engine and one store: a paged feed and a post under store keys, a
/// query, invalidations, a like mutation patching both keys, and answers, failures and cancellations of any call in
/// any order (late and stale ones included). After every step the engine's invariants must hold:
///
/// 1. No stale value is applied: the answer a key or the query shows never comes from a call older than the one that
///    set the value before it.
/// 2. No page is lost, duplicated or appended to a list it does not extend: the feed's pages are pages 1, 2, 3, … in
///    order, each once, each asked for after the pages before it.
/// 3. A rollback is exact: a failed like restores what its patch replaced, unless something newer replaced it.
/// 4. An invalidated key stays stale until a request that started after the invalidation answers.
/// 5. The query's results answer the query the loader says they answer.
///
/// Every operation ignores cancellation, so abandoned calls stay pending and can answer late. The number of
/// scenarios is `FUZZ_COUNT` (200 by default).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct EnginePropertyTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap(Int.init) ?? 200

  @Test func randomInterleavingsKeepTheEnginesInvariants() async {
    await propertyCheck(count: Self.count, input: EngineStep.scenarios) { steps in
      await EngineScenario().run(steps)
    }
  }

  /// Interleavings the random ones must cover, spelled out.
  @Test(arguments: [
    // A next page asked for before a refresh answers after it: never appended to the refreshed list.
    [
      EngineStep.loadFeed, .answer(kind: 0, pick: 0, outcome: 0), .loadMore, .refreshFeed,
      .answer(kind: 0, pick: 1, outcome: 0), .answer(kind: 0, pick: 0, outcome: 0),
    ],
    // A like over the feed and the post fails: both roll back, exactly.
    [
      .loadFeed, .answer(kind: 0, pick: 0, outcome: 0), .loadPost, .answer(kind: 1, pick: 0, outcome: 0), .like,
      .finishLike(succeeds: false),
    ],
    // An answer asked for before an invalidation (nobody observing) leaves the key stale.
    [.loadPost, .release, .invalidatePost, .answer(kind: 1, pick: 0, outcome: 0), .resubscribe],
  ])
  func namedScenarios(steps: [EngineStep]) async {
    await EngineScenario().run(steps)
  }
}

/// One step of a scenario.
enum EngineStep: Sendable, CustomStringConvertible {
  case loadFeed, refreshFeed, loadMore, loadPost, refreshPost
  case query(Int)
  case refreshQuery
  case invalidateFeed, invalidatePost, invalidateAll
  case like
  case finishLike(succeeds: Bool)
  /// Answers the `pick`-th pending call of the feed (0), the post (1) or the query (2): success, failure or cancel.
  case answer(kind: Int, pick: Int, outcome: Int)
  case release, resubscribe, advance

  init(code: Int, value: Int) {
    switch code {
    case 0: self = .loadFeed
    case 1: self = .refreshFeed
    case 2, 3: self = .loadMore
    case 4: self = .loadPost
    case 5: self = .refreshPost
    case 6: self = .query(value % 3)
    case 7: self = .refreshQuery
    case 8: self = .invalidateFeed
    case 9: self = .invalidatePost
    case 10: self = .invalidateAll
    case 11: self = .like
    case 12: self = .finishLike(succeeds: value % 2 == 0)
    case 13: self = .release
    case 14: self = .resubscribe
    case 15: self = .advance
    default: self = .answer(kind: value % 3, pick: value / 3, outcome: code % 3)
    }
  }

  var description: String {
    switch self {
    case .loadFeed: "loadFeed"
    case .refreshFeed: "refreshFeed"
    case .loadMore: "loadMore"
    case .loadPost: "loadPost"
    case .refreshPost: "refreshPost"
    case .query(let q): "query(\(q))"
    case .refreshQuery: "refreshQuery"
    case .invalidateFeed: "invalidateFeed"
    case .invalidatePost: "invalidatePost"
    case .invalidateAll: "invalidateAll"
    case .like: "like"
    case .finishLike(let succeeds): "finishLike(\(succeeds ? "success" : "failure"))"
    case .answer(let kind, let pick, let outcome):
      "answer(\(["feed", "post", "query"][kind]), #\(pick), \(["ok", "fail", "cancel"][outcome]))"
    case .release: "release"
    case .resubscribe: "resubscribe"
    case .advance: "advance(30s)"
    }
  }

  static let scenarios = zip(Gen.int(in: 0...21), Gen.int(in: 0...8))
    .map { EngineStep(code: $0, value: $1) }
    .array(of: 1...60)
}

/// A post of the feed, marked with the call that fetched it.
struct EnginePost: Hashable, Sendable {
  var id: Int
  var call: Int
  var likes = 0
}

@MainActor
final class EngineScenario {
  typealias FeedFetch = ControllableOperation<Page<EnginePost, Int>, any Error>
  typealias PostFetch = ControllableOperation<EnginePost, any Error>
  typealias QueryFetch = ControllableOperation<String, any Error>

  static let postID = 10
  static let postKey: ResourceKey = "post/10"
  static let lastPage = 4

  let clock = VirtualClock()
  let store: ResourceStore
  let feedFetch = FeedFetch(cancellationFailure: nil)
  let postFetch = PostFetch(cancellationFailure: nil)
  let queryFetch = QueryFetch(cancellationFailure: nil)
  let send = ControllableOperation<Int, any Error>(cancellationFailure: nil)
  var feed: PagedResource<EnginePost, Int, any Error>?
  var post: Resource<EnginePost, any Error>?
  let query: QueryLoader<Int, String, any Error>
  let like: Mutation<Int, Int, any Error>
  var commands: [Task<Void, Never>] = []
  /// How many commands (and like submissions) are still running.
  var running = 0
  var likeSubmission: Task<Void, Never>?

  /// The call whose answer each kind shows now (from the value), to check it never goes back.
  var feedCall = -1
  var postCall = -1
  var queryCall = -1
  /// The number of calls of a key made before its latest invalidation: an answer to one of them leaves it stale.
  var feedStaleThrough: Int?
  var postStaleThrough: Int?
  /// A like in flight: what its patches replaced, and the values they wrote.
  var likeInFlight:
    (
      post: EnginePost?, feed: PagedList<EnginePost, Int>?, wrotePost: EnginePost?,
      wroteFeed: PagedList<EnginePost, Int>?
    )?

  init() {
    store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      staleAfter: .seconds(20), evictAfter: .seconds(1_000_000))
    query = QueryLoader(0, configuration: store.configuration, operation: queryFetch.operation(taking: Int.self))
    let send = send
    like = Mutation(
      "like", configuration: store.configuration,
      optimistic: [
        .update(store, key: Self.postKey, as: EnginePost.self) { post, _ in post.likes += 1 },
        .update(store, key: "feed", as: PagedList<EnginePost, Int>.self, revalidate: .whenUnsure) { list, _ in
          if let index = list.firstIndex(where: { $0.id == Self.postID }) { list[index].likes += 1 }
        },
      ]
    ) { _ in try await send.operation() }
    subscribe()
  }

  func subscribe() {
    let feedFetch = feedFetch
    feed = store.pages("feed", first: 1, refresh: .loadedPages) { (cursor: Int) in
      try await feedFetch.operation(taking: Int.self)(cursor)
    }
    post = store.resource(Self.postKey, fetch: postFetch.operation)
  }

  func run(_ steps: [EngineStep]) async {
    for (number, step) in steps.enumerated() {
      await apply(step)
      for _ in 0..<8 { await Task.yield() }
      guard check("after step \(number) (\(step)) of \(steps)") else { return }
    }
    // Settle everything: every call answered, late ones last, until every command and every request has ended (an
    // attempt runs off the main actor, so its call may reach the operation after any number of yields; the store
    // makes requests of its own, an invalidated key's refetch, that no command waits for); the invariants hold at
    // the end too.
    var rounds = 0
    while rounds < 6 || running > 0 || requestsInFlight {
      for call in feedFetch.pendingCalls { call.succeed(with: Self.page(call)) }
      for call in postFetch.pendingCalls { call.succeed(with: EnginePost(id: Self.postID, call: call.index)) }
      for call in queryFetch.pendingCalls { call.succeed(with: "\(call.input as! Int)#\(call.index)") }
      for call in send.pendingCalls { call.succeed(with: 1) }
      for _ in 0..<8 { await Task.yield() }
      rounds += 1
    }
    for command in commands { await command.value }
    await likeSubmission?.value
    await store.waitUntilSettled()
    await query.waitUntilSettled()
    _ = check("at the end of \(steps)")
    feed?.release()
    post?.release()
  }

  /// Whether a request of the feed, the post or the query runs, whoever made it.
  var requestsInFlight: Bool {
    store.entryInfo(for: "feed")?.isRunning == true || store.entryInfo(for: Self.postKey)?.isRunning == true
      || query.isRunning || like.state.isSubmitting
  }

  static func page(_ call: FeedFetch.Call) -> Page<EnginePost, Int> {
    let number = call.input as! Int
    let items = (0..<3).map { EnginePost(id: number * 10 + $0, call: call.index) }
    return Page(items: items, next: number < lastPage ? number + 1 : nil)
  }

  private func start(_ body: @escaping @MainActor () async -> Void) {
    running += 1
    commands.append(
      Task.immediate {
        await body()
        self.running -= 1
      })
  }

  private func apply(_ step: EngineStep) async {
    switch step {
    case .loadFeed: if let feed { start { await feed.load() } }
    case .refreshFeed: if let feed { start { await feed.refresh() } }
    case .loadMore: if let feed { start { await feed.loadMore() } }
    case .loadPost: if let post { start { await post.load() } }
    case .refreshPost: if let post { start { await post.refresh() } }
    case .query(let value): query.setQuery(value)
    case .refreshQuery: start { await self.query.refresh() }
    case .invalidateFeed:
      feedStaleThrough = feedFetch.callCount
      store.invalidate("feed")
    case .invalidatePost:
      postStaleThrough = postFetch.callCount
      store.invalidate(Self.postKey)
    case .invalidateAll:
      feedStaleThrough = feedFetch.callCount
      postStaleThrough = postFetch.callCount
      store.invalidate(prefix: "")
    case .like:
      guard !like.state.isSubmitting else { return }
      let before = (
        store.value(for: Self.postKey, as: EnginePost.self),
        store.value(for: "feed", as: PagedList<EnginePost, Int>.self)
      )
      running += 1
      likeSubmission = Task.immediate {
        _ = await self.like.submit(Self.postID)
        self.running -= 1
      }
      likeInFlight = (
        before.0, before.1, store.value(for: Self.postKey, as: EnginePost.self),
        store.value(for: "feed", as: PagedList<EnginePost, Int>.self)
      )
    case .finishLike(let succeeds):
      guard let call = send.pendingCalls.first, let likeInFlight else { return }
      // What the rollback must do, decided before the answer: restore a patched value nothing replaced since.
      let postUntouched =
        likeInFlight.wrotePost != nil && store.value(for: Self.postKey, as: EnginePost.self) == likeInFlight.wrotePost
      let feedUntouched =
        likeInFlight.wroteFeed != nil
        && store.value(for: "feed", as: PagedList<EnginePost, Int>.self) == likeInFlight.wroteFeed
      if succeeds { call.succeed(with: 1) } else { call.fail(with: TestFailure(1)) }
      await likeSubmission?.value  // the submission has ended: its rollback, if any, is done
      likeSubmission = nil
      self.likeInFlight = nil
      guard !succeeds else { return }
      if postUntouched, store.value(for: Self.postKey, as: EnginePost.self)?.call == likeInFlight.post?.call {
        #expect(
          store.value(for: Self.postKey, as: EnginePost.self) == likeInFlight.post, "the post's rollback is exact")
      }
      if feedUntouched {
        #expect(
          store.value(for: "feed", as: PagedList<EnginePost, Int>.self).map(Array.init)
            == likeInFlight.feed.map(Array.init),
          "the feed's rollback is exact")
      }
    case .answer(let kind, let pick, let outcome):
      switch kind {
      case 0:
        let pending = feedFetch.pendingCalls
        guard !pending.isEmpty else { return }
        let call = pending[pick % pending.count]
        settle(call, outcome) { Self.page(call) }
      case 1:
        let pending = postFetch.pendingCalls
        guard !pending.isEmpty else { return }
        let call = pending[pick % pending.count]
        settle(call, outcome) { EnginePost(id: Self.postID, call: call.index) }
      default:
        let pending = queryFetch.pendingCalls
        guard !pending.isEmpty else { return }
        let call = pending[pick % pending.count]
        settle(call, outcome) { "\(call.input as! Int)#\(call.index)" }
      }
    case .release:
      feed?.release()
      post?.release()
      feed = nil
      post = nil
    case .resubscribe:
      if feed == nil { subscribe() }
    case .advance:
      clock.advance(by: .seconds(30))
    }
  }

  private func settle<Value>(
    _ call: ControllableOperation<Value, any Error>.Call, _ outcome: Int, value: () -> Value
  ) {
    switch outcome {
    case 0: call.succeed(with: value())
    case 1: call.fail(with: TestFailure(2))
    default: call.fail(with: CancellationError())
    }
  }

  /// Checks every invariant; returns whether they held.
  private func check(_ context: String) -> Bool {
    var held = true
    func expect(_ condition: Bool, _ what: String) {
      if !condition {
        held = false
        // Printed too: a property check hides the issues of the runs it shrinks, and a failure that depends on the
        // threads' timing may not come back in the run it reports.
        print("engine invariant broken: \(what) \(context)")
        Issue.record("\(what) \(context)")
      }
    }
    // 2. Pages 1, 2, 3, … in order, each once, each page's posts from one call.
    if let list = store.value(for: "feed", as: PagedList<EnginePost, Int>.self) {
      let pages = list.pages
      expect(
        pages.indices.allSatisfy { pages[$0].items.first.map { $0.id / 10 } == $0 + 1 },
        "pages out of order: \(pages.map { $0.items.map(\.id) })")
      expect(Set(list.map(\.id)).count == list.count, "a post twice")
      expect(pages.allSatisfy { Set($0.items.map(\.call)).count <= 1 }, "a page mixing calls")
      // A page extending a list was asked for after the pages before it: an older call's page was never appended to
      // a list it does not extend.
      let calls = pages.compactMap { $0.items.first?.call }
      expect(zip(calls, calls.dropFirst()).allSatisfy { $0 < $1 }, "a page from an older call than the list: \(calls)")
      // 1. The first page never comes from an older call than the one shown before (values set by hand keep it).
      if let first = pages.first?.items.first?.call {
        expect(first >= feedCall, "the feed went back from call \(feedCall) to \(first)")
        feedCall = first
      }
      // 4. A list answered by a call made before the latest invalidation is stale.
      if let staleThrough = feedStaleThrough, let first = pages.first?.items.first?.call, first < staleThrough {
        expect(store.isStale("feed"), "the feed is fresh from call \(first), asked for before its invalidation")
      }
    }
    if let shown = store.value(for: Self.postKey, as: EnginePost.self) {
      expect(shown.call >= postCall, "the post went back from call \(postCall) to \(shown.call)")
      postCall = shown.call
      if let staleThrough = postStaleThrough, shown.call < staleThrough {
        expect(
          store.isStale(Self.postKey), "the post is fresh from call \(shown.call), asked for before its invalidation")
      }
    }
    // 5. The query's results answer the query shown, from a call never older than the one before.
    if let results = query.state.value {
      let parts = results.split(separator: "#")
      expect(
        parts.first.flatMap { Int($0) } == query.shownQuery,
        "results \(results) shown for \(String(describing: query.shownQuery))")
      if let call = parts.last.flatMap({ Int($0) }) {
        expect(call >= queryCall, "the query went back from call \(queryCall) to \(call)")
        queryCall = call
      }
    }
    return held
  }
}
