import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// An outbox with several mutations and posts, on a virtual clock: changes wait in order within their scope, a scope
/// in backoff holds back only itself, and changes that cancel out or replace each other are not all sent.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxScopeTests {
  struct Post: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var likes = 10
    var liked = false
    var title = "Hello"
  }

  struct Comment: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var post: Int
  }

  /// A like or an unlike: the post ends liked or not.
  struct LikeChange: Codable, Hashable, Sendable {
    var post: Int
    var liked: Bool
  }

  struct TitleEdit: Codable, Hashable, Sendable {
    var post: Int
    var title: String
  }

  typealias Send = ControllableOperation<Post, any Error>

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let activity = AppActivity()
  let persistence = InMemoryPersistence()

  /// A store with posts 1 and 2 loaded, its outbox, and the operation every mutation sends through.
  @MainActor
  final class App {
    let store: ResourceStore
    let posts: [Resource<Post, any Error>]
    let outbox: Outbox
    let send = Send()

    init(_ test: OutboxScopeTests) async {
      let store = ResourceStore(
        configuration: LoadingConfiguration(
          retryPolicy: .never, attemptTimeout: nil, clock: test.clock, connectivity: test.network,
          activity: test.activity),
        persistence: test.persistence)
      self.store = store
      posts = [1, 2].map { id in store.resource("post/\(id)") { () async throws(any Error) in Post(id: id) } }
      for post in posts { await post.load() }
      outbox = Outbox(store)
    }

    func post(_ id: Int) -> Post? { posts[id - 1].state.value }

    /// Likes a post: one more like.
    func like() -> Mutation<Int, Post, any Error> {
      let send = send
      return Mutation(
        "like the post", queuedIn: outbox, as: "like",
        optimistic: [.entity(store, Post.self, id: { $0 }) { post, _ in post.likes += 1 }]
      ) { (_: Int, submission: SubmissionID) async throws(any Error) -> Post in
        try await send.operation(taking: SubmissionID.self)(submission)
      }
    }

    /// Likes or unlikes a post; a like and an unlike waiting one after the other cancel out.
    func setLiked() -> Mutation<LikeChange, Post, any Error> {
      let send = send
      return Mutation(
        "like the post", queuedIn: outbox, as: "set liked",
        optimistic: [
          .entity(store, Post.self, id: \.post) { post, change in
            guard post.liked != change.liked else { return }
            post.liked = change.liked
            post.likes += change.liked ? 1 : -1
          }
        ],
        combining: { earlier, later in earlier.liked == later.liked ? .keepBoth : .dropBoth },
        operation: { (_: LikeChange, submission: SubmissionID) async throws(any Error) -> Post in
          try await send.operation(taking: SubmissionID.self)(submission)
        })
    }

    /// Edits a post's title; of two edits waiting one after the other, the later is sent.
    func editTitle() -> Mutation<TitleEdit, Post, any Error> {
      let send = send
      return Mutation(
        "edit the title", queuedIn: outbox, as: "edit title",
        optimistic: [.entity(store, Post.self, id: \.post) { post, edit in post.title = edit.title }],
        combining: { _, _ in .keepLater },
        operation: { (_: TitleEdit, submission: SubmissionID) async throws(any Error) -> Post in
          try await send.operation(taking: SubmissionID.self)(submission)
        })
    }

    /// Comments on a post: the comment's scope and its post's.
    func comment() -> Mutation<Comment, Comment, any Error> {
      let send = send
      return Mutation(
        "comment", queuedIn: outbox, as: "comment",
        scope: { [.entity(Comment.self, id: $0.id), .entity(Post.self, id: $0.post)] },
        operation: { (comment: Comment, submission: SubmissionID) async throws(any Error) -> Comment in
          _ = try await send.operation(taking: SubmissionID.self)(submission)
          return comment
        })
    }

    /// What each call sent, in order.
    var sent: [SubmissionID] { send.calls.compactMap { $0.input as? SubmissionID } }
  }

  func saved() -> [OutboxRecord] {
    OutboxJournal.replay(persistence.readJournal(for: ResourceKey("screenstate-outbox").appending("journal")))
  }

  @Test func theDefaultScopeIsTheEntitiesItsUpdatesNameOrElseTheMutations() async {
    let app = await App(self)
    network.goOffline()
    _ = await app.like().submit(2)
    let ping = Mutation<Int, Int, any Error>("ping", queuedIn: app.outbox, as: "ping") { value, _ in value }
    _ = await ping.submit(1)
    _ = await app.comment().submit(Comment(id: 7, post: 1))
    #expect(saved().map(\.scope) == [["Post/2"], ["mutation:ping"], ["Comment/7", "Post/1"]])
    #expect(OutboxScope.entity(Post.self, id: 2).keys == ["Post/2"])
  }

  @Test func aPostWaitingForItsBackoffHoldsBackOnlyItsOwnChanges() async {
    let app = await App(self)
    let like = app.like()
    let first = Task.immediate { await like.submit(1) }
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    _ = await first.value
    // Post 1 waits a second; a like of post 2 goes at once, a second like of post 1 waits behind the first.
    let second = Task.immediate { await like.submit(1) }
    let other = Task.immediate { await like.submit(2) }
    let call = await app.send.nextCall()
    #expect(call.input as? SubmissionID == app.outbox.entries.last?.id)
    call.succeed(with: Post(id: 2, likes: 11))
    #expect(await other.value.output == Post(id: 2, likes: 11))
    #expect(app.send.callCount == 2)
    #expect(app.post(1)?.likes == 12)
    await app.outbox.waitUntilSettled()
    clock.advance(by: .seconds(1))
    let ids = app.outbox.entries.map(\.id)
    for id in ids {
      let call = await app.send.nextCall()
      #expect(call.input as? SubmissionID == id)
      call.succeed(with: Post(id: 1, likes: 12))
    }
    #expect(await second.value.result == nil)  // it waited: queued
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
  }

  @Test func aCommentWaitsForItsPostsChangesAndHoldsBackItsOwn() async {
    let app = await App(self)
    let (like, comment) = (app.like(), app.comment())
    network.goOffline()
    _ = await like.submit(1)
    _ = await comment.submit(Comment(id: 7, post: 1))
    _ = await comment.submit(Comment(id: 8, post: 2))
    let order = app.outbox.entries.map(\.id)
    network.goOnline()
    // The like of post 1 fails: the comment on post 1 waits for it; the comment on post 2 goes.
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 503))
    let call = await app.send.nextCall()
    #expect(call.input as? SubmissionID == order[2])
    call.succeed(with: Post(id: 2))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 2)
    clock.advance(by: .seconds(1))
    for id in order.prefix(2) {
      let call = await app.send.nextCall()
      #expect(call.input as? SubmissionID == id)
      call.succeed(with: Post(id: 1, likes: 11))
    }
    await app.outbox.waitUntilSettled()
    #expect(app.sent == [order[0], order[2], order[0], order[1]])
    #expect(app.outbox.isEmpty)
  }

  @Test func changesSavedByAVersionWithoutScopesAreSentInTheirOrderFirst() async {
    // Two likes saved without a scope, of posts 2 and 1.
    let records = (1...2).map { number in
      OutboxRecord(
        id: SubmissionID(rawValue: "old-\(number)"), mutation: "like", input: Data("\(3 - number)".utf8),
        createdAt: Date(timeIntervalSince1970: 0), attempts: 0, lastFailure: nil, isFailed: false)
    }
    persistence.write(records, for: "screenstate-outbox")
    let app = await App(self)
    network.goOffline()
    let like = app.like()
    _ = await like.submit(1)
    network.goOnline()
    // The first fails: nothing is sent before its backoff ends, as before scopes.
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 500))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)
    clock.advance(by: .seconds(1))
    for _ in 0..<3 { await app.send.nextCall().succeed(with: Post(id: 1)) }
    await app.outbox.waitUntilSettled()
    #expect(app.sent.map(\.rawValue).prefix(3) == ["old-1", "old-1", "old-2"])
    #expect(app.outbox.isEmpty)
  }

  // MARK: - Combining

  @Test func aHundredTogglesMadeOfflineSendNothingAndAHundredAndOneSendOne() async {
    let app = await App(self)
    let setLiked = app.setLiked()
    network.goOffline()
    var outcomes: [MutationOutcome<Post, any Error>] = []
    for toggle in 0..<100 { outcomes.append(await setLiked.submit(LikeChange(post: 1, liked: toggle % 2 == 0))) }
    // As if all had been sent: liked and unliked fifty times.
    #expect(app.post(1)?.likes == 10)
    #expect(app.post(1)?.liked == false)
    #expect(app.outbox.isEmpty)
    #expect(saved().isEmpty)
    #expect(outcomes.count { $0.result == nil } == 100)
    network.goOnline()
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 0)

    network.goOffline()
    for toggle in 0..<101 { _ = await setLiked.submit(LikeChange(post: 1, liked: toggle % 2 == 0)) }
    #expect(app.post(1)?.likes == 11)
    #expect(app.post(1)?.liked == true)
    #expect(app.outbox.pendingCount == 1)
    network.goOnline()
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11, liked: true))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)
    #expect(app.post(1)?.likes == 11)
    #expect(app.outbox.isEmpty)
    #expect(setLiked.state.output == Post(id: 1, likes: 11, liked: true))
  }

  @Test func togglesMadeFasterThanTheyAreWrittenCombineAsWell() async {
    let app = await App(self)
    let setLiked = app.setLiked()
    network.goOffline()
    // Each submitted before the one before it is on disk.
    var burst: [Task<MutationOutcome<Post, any Error>, Never>] = []
    for toggle in 0..<100 {
      burst.append(Task.immediate { await setLiked.submit(LikeChange(post: 1, liked: toggle % 2 == 0)) })
    }
    #expect(app.post(1)?.likes == 10)
    var outcomes: [MutationOutcome<Post, any Error>] = []
    for submission in burst { outcomes.append(await submission.value) }
    #expect(outcomes.count { if case .cancelled = $0 { true } else { false } } == 100)
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(saved().count == 0)
    #expect(app.post(1)?.liked == false)

    // One more: the last one alone waits, and is the one sent.
    burst = (0..<101).map { toggle in
      Task.immediate { await setLiked.submit(LikeChange(post: 1, liked: toggle % 2 == 0)) }
    }
    outcomes = []
    for submission in burst { outcomes.append(await submission.value) }
    #expect(app.outbox.pendingCount == 1)
    #expect(saved().count == 1)
    let queued = outcomes.compactMap { outcome -> SubmissionID? in
      if case .queued(let id) = outcome { id } else { nil }
    }
    #expect(queued == saved().map(\.id))
    #expect(outcomes.count { if case .cancelled = $0 { true } else { false } } == 100)
    if case .queued = outcomes.last {
    } else {
      Issue.record("expected the last queued, got \(String(describing: outcomes.last))")
    }
    #expect(app.post(1)?.likes == 11)
    network.goOnline()
    let call = await app.send.nextCall()
    #expect(try! JSONDecoder().decode(LikeChange.self, from: saved()[0].input).liked)
    call.succeed(with: Post(id: 1, likes: 11, liked: true))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)
    #expect(app.outbox.isEmpty)
  }

  @Test func aChangeCancelledOutReturnsCancelledAndTheEarlierOnesCallerToo() async {
    let app = await App(self)
    let setLiked = app.setLiked()
    activity.didEnterBackground()
    let like = await setLiked.submit(LikeChange(post: 1, liked: true))
    guard case .queued(let id) = like else {
      Issue.record("expected queued, got \(like)")
      return
    }
    #expect(app.post(1)?.likes == 11)
    let unlike = await setLiked.submit(LikeChange(post: 1, liked: false))
    #expect(unlike.result == nil && unlike.output == nil)
    if case .cancelled = unlike {} else { Issue.record("expected cancelled, got \(unlike)") }
    #expect(app.outbox.entries.contains { $0.id == id } == false)
    #expect(app.post(1)?.likes == 10)
    #expect(setLiked.state.isIdle)
    // Liked again: queued, and sent when the app is back.
    _ = await setLiked.submit(LikeChange(post: 1, liked: true))
    activity.didBecomeActive()
    await app.send.nextCall().succeed(with: Post(id: 1, likes: 11, liked: true))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)
  }

  @Test func twoEditsOfATitleSendOnlyTheLast() async {
    let app = await App(self)
    let edit = app.editTitle()
    network.goOffline()
    _ = await edit.submit(TitleEdit(post: 1, title: "Draft"))
    let last = await edit.submit(TitleEdit(post: 1, title: "Final"))
    #expect(app.post(1)?.title == "Final")
    #expect(app.outbox.entries.count == 1)
    #expect(saved().count == 1)
    guard case .queued(let id) = last else {
      Issue.record("expected queued, got \(last)")
      return
    }
    #expect(app.outbox.entries.map(\.id) == [id])
    network.goOnline()
    let call = await app.send.nextCall()
    #expect(call.input as? SubmissionID == id)
    call.succeed(with: Post(id: 1, title: "Final"))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 1)
    #expect(app.post(1)?.title == "Final")
  }

  @Test func aChangeThatMayHaveBeenSentOrOfAnotherScopeIsNotCombined() async {
    let app = await App(self)
    let edit = app.editTitle()
    // Being sent: the second edit waits behind it, and both are sent.
    let first = Task.immediate { await edit.submit(TitleEdit(post: 1, title: "Draft")) }
    let call = await app.send.nextCall()
    let second = Task.immediate { await edit.submit(TitleEdit(post: 1, title: "Final")) }
    // A timeout: the server may have it, so it is sent again, and the later edit after it.
    call.fail(with: URLError(.timedOut))
    _ = await first.value
    #expect(app.outbox.entries.count == 2)
    network.goOffline()
    // Another post's edit: its own scope.
    _ = await edit.submit(TitleEdit(post: 2, title: "Other"))
    #expect(app.outbox.entries.count == 3)
    #expect(app.post(1)?.title == "Final")
    #expect(app.post(2)?.title == "Other")
    network.goOnline()
    for _ in 0..<3 { await app.send.nextCall().succeed(with: Post(id: 1)) }
    _ = await second.value
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 4)
    #expect(app.outbox.isEmpty)
  }

  @Test func aChangeCancellingOutReturnsOnceNeitherIsOnDisk() async {
    let app = await App(self)
    let setLiked = app.setLiked()
    network.goOffline()
    _ = await setLiked.submit(LikeChange(post: 1, liked: true))
    let unlike = Task.immediate { await setLiked.submit(LikeChange(post: 1, liked: false)) }
    // Dropped in memory at once; on disk still, until the write a process killed now would not have made.
    #expect(app.outbox.isEmpty)
    #expect(saved().count == 1)
    #expect(await unlike.value.result == nil)
    #expect(saved().isEmpty)
  }
}
