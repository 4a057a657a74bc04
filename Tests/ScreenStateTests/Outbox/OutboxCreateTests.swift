import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// Items created offline under a temporary id, on a virtual clock: shown at once in the feed, sent before the changes
/// that name them, re-keyed in place to the server's id (one row throughout), the changes after them sent with the
/// server's id, across a process killed at any point.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OutboxCreateTests {
  struct Post: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var title = "Hello"
  }

  struct TitleEdit: Codable, Hashable, Sendable {
    var post: Int
    var title: String
  }

  struct Comment: Codable, Hashable, Sendable, Identifiable {
    var id: Int
    var post: Int
  }

  /// What a request carried: which change, of which post, with which idempotency key.
  struct Sent: Hashable, Sendable {
    var change: String
    var post: Int
    var submission: SubmissionID
  }

  let clock = VirtualClock()
  let network = ControllableConnectivity()
  let activity = AppActivity()

  /// One launch: a store with the feed loaded, its outbox, and mutations that create, edit and comment on posts.
  @MainActor
  final class Launch {
    let store: ResourceStore
    let feed: Resource<[Post], any Error>
    let outbox: Outbox
    let send = ControllableOperation<Post, any Error>()
    let create: Mutation<Post, Post, any Error>
    let edit: Mutation<TitleEdit, Post, any Error>
    let comment: Mutation<Comment, Comment, any Error>

    init(_ test: OutboxCreateTests, persistence: InMemoryPersistence, feed served: [Post] = [Post(id: 1)]) async {
      let store = ResourceStore(
        configuration: LoadingConfiguration(
          retryPolicy: .never, attemptTimeout: nil, clock: test.clock, connectivity: test.network,
          activity: test.activity),
        persistence: persistence)
      self.store = store
      feed = store.resource("feed") { () async throws(any Error) in served }
      await feed.load()
      let outbox = Outbox(store)
      self.outbox = outbox
      let send = send
      create = Mutation(
        "publish the post", queuedIn: outbox, as: "create post",
        creates: .entity(Post.self, temporaryID: \.id),
        optimistic: [
          .update(store, key: "feed", as: [Post].self, revalidate: .whenUnsure) { feed, post in
            feed.insert(post, at: 0)
          }
        ],
        operation: { (post: Post, submission: SubmissionID) async throws(any Error) -> Post in
          try await send.operation(taking: Sent.self)(Sent(change: "create", post: post.id, submission: submission))
        })
      edit = Mutation(
        "edit the title", queuedIn: outbox, as: "edit title",
        optimistic: [.entity(store, Post.self, id: \.post) { post, edit in post.title = edit.title }],
        operation: { (edit: TitleEdit, submission: SubmissionID) async throws(any Error) -> Post in
          let post = await outbox.resolvedID(Post.self, edit.post)
          return try await send.operation(taking: Sent.self)(Sent(change: "edit", post: post, submission: submission))
        })
      comment = Mutation(
        "comment", queuedIn: outbox, as: "comment",
        scope: { [.entity(Comment.self, id: $0.id), .entity(Post.self, id: $0.post)] },
        operation: { (comment: Comment, submission: SubmissionID) async throws(any Error) -> Comment in
          let post = await outbox.resolvedID(Post.self, comment.post)
          _ = try await send.operation(taking: Sent.self)(Sent(change: "comment", post: post, submission: submission))
          return comment
        })
    }

    /// The feed's rows.
    var rows: [Post] { feed.state.value ?? [] }

    /// What each request carried, in order.
    var sent: [Sent] { send.calls.compactMap { $0.input as? Sent } }
  }

  static let journal = ResourceKey("screenstate-outbox").appending("journal")

  /// What a process killed now leaves for the next launch: the outbox's journal, and the feed as the server has it.
  func killed(_ disk: InMemoryPersistence, feed: [Post]) -> InMemoryPersistence {
    let copy = InMemoryPersistence()
    copy.replaceJournal(with: disk.readJournal(for: Self.journal), for: Self.journal)
    copy.write(feed, for: "feed")
    return copy
  }

  @Test func aPostCreatedOfflineThenEditedAndCommentedIsSentFirstAndTheOthersWithTheServersID() async {
    let app = await Launch(self, persistence: InMemoryPersistence())
    let recorder = StateRecorder { app.rows }
    network.goOffline()
    let draft = Post(id: app.outbox.temporaryID(), title: "New")
    #expect(draft.id < 0)
    _ = await app.create.submit(draft)
    #expect(app.rows == [draft, Post(id: 1)])
    _ = await app.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    #expect(app.rows == [Post(id: draft.id, title: "Edited"), Post(id: 1)])
    _ = await app.comment.submit(Comment(id: 7, post: draft.id))
    let states = recorder.states.count

    network.goOnline()
    let create = await app.send.nextCall()
    #expect((create.input as? Sent)?.change == "create")
    create.succeed(with: Post(id: 100, title: "New"))
    let edit = await app.send.nextCall()
    #expect(app.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
    edit.succeed(with: Post(id: 100, title: "Edited"))
    await app.send.nextCall().succeed(with: Post(id: 100))
    await app.outbox.waitUntilSettled()

    #expect(app.sent.map(\.change) == ["create", "edit", "comment"])
    #expect(app.sent.map(\.post) == [draft.id, 100, 100])
    #expect(app.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
    #expect(app.outbox.isEmpty)
    #expect(app.outbox.resolvedID(Post.self, draft.id) == 100)
    #expect(app.outbox.resolvedID(Post.self, 5) == 5)
    // One row for the new post in every state the feed went through, never none or two; re-keyed in one step.
    for rows in recorder.states.dropFirst() {
      #expect(rows.count == 2)
      #expect(rows.filter { $0.id == draft.id || $0.id == 100 }.count == 1)
    }
    #expect(recorder.states.count == states + 1)
    #expect(!app.feed.state.isLoading)
  }

  @Test func aTemporaryIDIsNeverSentInTheChangesAfterTheCreate() async {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    let drafts = (0..<3).map { Post(id: app.outbox.temporaryID(), title: "Draft \($0)") }
    #expect(Set(drafts.map(\.id)).count == 3)
    for draft in drafts {
      _ = await app.create.submit(draft)
      _ = await app.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    }
    network.goOnline()
    var server = 100
    for _ in 0..<6 {
      let call = await app.send.nextCall()
      let sent = call.input as? Sent
      if sent?.change == "create" {
        server += 1
        call.succeed(with: Post(id: server, title: "Draft"))
      } else {
        call.succeed(with: Post(id: sent?.post ?? 0))
      }
    }
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(app.sent.filter { $0.change == "edit" }.map(\.post) == [101, 102, 103])
    #expect(app.rows.map(\.id).sorted() == [1, 101, 102, 103])
    #expect(app.rows.filter { $0.id > 1 }.allSatisfy { $0.title == "Edited" })
  }

  @Test func aCreateRefusedForGoodLeavesTheFeedAndHoldsBackItsChangesUntilDiscardedWithIt() async {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    let draft = Post(id: app.outbox.temporaryID(), title: "New")
    _ = await app.create.submit(draft)
    _ = await app.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    _ = await app.edit.submit(TitleEdit(post: 1, title: "Other"))
    network.goOnline()
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 422))
    // The other post's edit goes; the new post's waits for its create, refused.
    let other = await app.send.nextCall()
    #expect((other.input as? Sent)?.post == 1)
    other.succeed(with: Post(id: 1, title: "Other"))
    await app.outbox.waitUntilSettled()
    #expect(app.send.callCount == 2)
    #expect(app.rows == [Post(id: 1, title: "Other")])
    #expect(app.create.failureClassification?.statusCode == 422)
    #expect(app.outbox.entries.map(\.mutation) == ["create post", "edit title"])

    // Dismissed: the edit of a post the server will never have goes too, rolled back.
    app.create.dismissFailure()
    await app.outbox.waitUntilSettled()
    #expect(app.outbox.isEmpty)
    #expect(app.send.callCount == 2)
    #expect(app.rows == [Post(id: 1, title: "Other")])
    #expect(app.edit.state.isIdle)
  }

  @Test func aCreateRefusedThenRetriedIsSentBeforeItsChanges() async {
    let app = await Launch(self, persistence: InMemoryPersistence())
    network.goOffline()
    let draft = Post(id: app.outbox.temporaryID(), title: "New")
    _ = await app.create.submit(draft)
    _ = await app.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    network.goOnline()
    await app.send.nextCall().fail(with: HTTPStatusError(statusCode: 409))
    await app.outbox.waitUntilSettled()
    #expect(app.rows == [Post(id: 1)])
    #expect(app.send.callCount == 1)

    let retry = Task.immediate { await app.create.retry() }
    #expect(app.rows == [Post(id: draft.id, title: "Edited"), Post(id: 1)])  // both shown again
    await app.send.nextCall().succeed(with: Post(id: 100, title: "New"))
    await retry.value
    await app.send.nextCall().succeed(with: Post(id: 100, title: "Edited"))
    await app.outbox.waitUntilSettled()
    #expect(app.sent.map(\.post) == [draft.id, draft.id, 100])
    #expect(app.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
  }

  @Test func aProcessKilledBeforeTheServersIDIsSavedSendsTheCreateAgainWithTheSameID() async {
    let disk = InMemoryPersistence()
    let first = await Launch(self, persistence: disk)
    network.goOffline()
    let draft = Post(id: first.outbox.temporaryID(), title: "New")
    _ = await first.create.submit(draft)
    _ = await first.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    network.goOnline()
    // The server creates post 100; the process is killed before the answer's record is written.
    let lost = await first.send.nextCall()
    let key = (lost.input as? Sent)?.submission
    let copy = killed(disk, feed: [Post(id: 1)])
    lost.succeed(with: Post(id: 100, title: "New"))

    network.goOffline()
    let second = await Launch(self, persistence: copy)
    // Restored as the server had it before: the new post shown again, under its temporary id, edited.
    #expect(second.rows == [Post(id: draft.id, title: "Edited"), Post(id: 1)])
    let recorder = StateRecorder { second.rows }
    network.goOnline()
    let again = await second.send.nextCall()
    #expect(again.input as? Sent == Sent(change: "create", post: draft.id, submission: key!))
    again.succeed(with: Post(id: 100, title: "New"))  // the same key: the same post
    await second.send.nextCall().succeed(with: Post(id: 100, title: "Edited"))
    await second.outbox.waitUntilSettled()
    #expect(second.sent.map(\.post) == [draft.id, 100])
    #expect(second.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
    for rows in recorder.states { #expect(rows.count == 2) }
  }

  @Test func aFeedLoadedAfterTheServerMadeThePostButBeforeItsAnswerShowsItOnceTheCreateIsAnsweredAgain() async {
    let disk = InMemoryPersistence()
    let first = await Launch(self, persistence: disk)
    network.goOffline()
    let draft = Post(id: first.outbox.temporaryID(), title: "New")
    _ = await first.create.submit(draft)
    _ = await first.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    network.goOnline()
    let lost = await first.send.nextCall()
    let copy = killed(disk, feed: [Post(id: 1)])
    lost.succeed(with: Post(id: 100, title: "New"))

    // The next launch loads the feed from the server, which holds the post already.
    network.goOffline()
    let second = await Launch(self, persistence: copy, feed: [Post(id: 100, title: "New"), Post(id: 1)])
    #expect(second.rows.map(\.id) == [draft.id, 100, 1])
    let recorder = StateRecorder { second.rows }
    network.goOnline()
    await second.send.nextCall().succeed(with: Post(id: 100, title: "New"))
    let edit = await second.send.nextCall()
    // The create's insert is taken back where the server's post is shown: one row, edited, in one step.
    #expect(second.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
    #expect(recorder.states.count == 2)
    edit.succeed(with: Post(id: 100, title: "Edited"))
    await second.outbox.waitUntilSettled()
    #expect(second.sent.map(\.post) == [draft.id, 100])
    #expect(second.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
  }

  @Test func aProcessKilledAfterTheServersIDIsSavedSendsTheChangesAfterWithIt() async {
    let disk = InMemoryPersistence()
    let first = await Launch(self, persistence: disk)
    network.goOffline()
    let draft = Post(id: first.outbox.temporaryID(), title: "New")
    _ = await first.create.submit(draft)
    _ = await first.edit.submit(TitleEdit(post: draft.id, title: "Edited"))
    network.goOnline()
    await first.send.nextCall().succeed(with: Post(id: 100, title: "New"))
    // The edit's answer is lost to the kill.
    _ = await first.send.nextCall()
    let copy = killed(disk, feed: [Post(id: 100, title: "New"), Post(id: 1)])

    network.goOffline()
    let second = await Launch(self, persistence: copy, feed: [Post(id: 100, title: "New"), Post(id: 1)])
    #expect(second.outbox.resolvedID(Post.self, draft.id) == 100)
    // The edit, of the temporary id, shows on the server's post.
    #expect(second.rows == [Post(id: 100, title: "Edited"), Post(id: 1)])
    // A change made now with the temporary id waits behind it, in the server's id's scope.
    _ = await second.edit.submit(TitleEdit(post: draft.id, title: "Final"))
    #expect(second.rows == [Post(id: 100, title: "Final"), Post(id: 1)])
    network.goOnline()
    let edit = await second.send.nextCall()
    #expect((edit.input as? Sent)?.post == 100)
    edit.fail(with: HTTPStatusError(statusCode: 503))
    await second.outbox.waitUntilSettled()
    #expect(second.send.callCount == 1)  // the later edit waits for it
    clock.advance(by: .seconds(1))
    await second.send.nextCall().succeed(with: Post(id: 100, title: "Edited"))
    await second.send.nextCall().succeed(with: Post(id: 100, title: "Final"))
    await second.outbox.waitUntilSettled()
    #expect(second.sent.map(\.post) == [100, 100, 100])
    #expect(second.outbox.isEmpty)
  }

  @Test func theServersIDsAreKeptWhenTheJournalIsCompactedWhileChangesWait() async {
    let creation = OutboxCreation(
      submission: SubmissionID(rawValue: "create"), temporaryKey: "Post/-5", serverKey: "Post/100",
      serverID: Data("100".utf8))
    let edit = OutboxRecord(
      id: SubmissionID(rawValue: "edit"), mutation: "edit title", input: Data(), createdAt: Date(), attempts: 0,
      lastFailure: nil, isFailed: false, scope: ["Post/-5"])
    let encoder = JSONEncoder()
    let entries: [OutboxJournal.Entry] = [.put(record: edit), .created(creation)]
    let replayed = OutboxJournal.replayWithCreations(entries.map { try! encoder.encode($0) })
    #expect(replayed.records.map(\.scope) == [["Post/100"]])
    #expect(replayed.creations == [creation])

    let disk = InMemoryPersistence()
    let journal = OutboxJournal(persistence: disk, outboxKey: "screenstate-outbox")
    await journal.replace(with: replayed.records, creations: replayed.creations)
    let loaded = journal.load(legacyKey: "screenstate-outbox")
    #expect(loaded.records == replayed.records)
    #expect(loaded.creations == [creation])
  }
}
