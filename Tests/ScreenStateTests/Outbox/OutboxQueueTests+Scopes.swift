import Foundation
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// The outbox's rules for scopes: order within a scope, backoff per scope, changes of several scopes, changes saved
/// without a scope, and which waiting change a new one may combine with.
extension OutboxQueueTests {
  static func scoped(_ number: Int, _ keys: String..., mutation: String = "like") -> OutboxRecord {
    var record = record(number, mutation: mutation)
    record.scope = keys.sorted()
    return record
  }

  @Test func aScopeInBackoffHoldsBackOnlyItself() {
    var queue = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/1"), Self.scoped(3, "post/2")])
    let ending = send(1, in: &queue, ending: .failed(Self.server), at: .seconds(10))
    #expect(ending == .requeued(until: .seconds(11)))
    #expect(queue.backoffs["post/1"] == OutboxQueue.Backoff(failuresInARow: 1, resumeAt: .seconds(11)))
    // Post 1's changes wait; post 2's goes.
    #expect(next(queue, at: .seconds(10)) == .send(Self.id(3)))
    #expect(send(3, in: &queue, ending: .succeeded, at: .seconds(10)) == .succeeded)
    // Nothing else can go: the wait is post 1's, until its deadline.
    #expect(next(queue, at: .seconds(10)) == .wait(until: .seconds(11)))
    #expect(next(queue, at: .seconds(11)) == .send(Self.id(1)))
    // Post 2's success left post 1's failures counting.
    #expect(queue.backoffs["post/1"]?.failuresInARow == 1)
  }

  @Test func theWaitIsTheEarliestDeadlineAmongTheScopesThatWait() {
    var queue = OutboxQueue(records: [Self.scoped(1, "a"), Self.scoped(2, "b")])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)  // a: 1 s
    _ = send(2, in: &queue, ending: .failed(Self.server), at: .zero)  // b: 1 s
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .seconds(1))  // a: 2 s more
    #expect(next(queue, at: .seconds(1)) == .send(Self.id(2)))
    let slowDown = FailureClassification(kind: .serverError, statusCode: 503, retryAfter: .seconds(30))
    _ = send(2, in: &queue, ending: .failed(slowDown), at: .seconds(1))  // b: 30 s
    #expect(next(queue, at: .seconds(1)) == .wait(until: .seconds(3)))
    #expect(next(queue, at: .seconds(3)) == .send(Self.id(1)))
  }

  @Test func failuresInARowAreCountedPerScopeAndASuccessEndsOnlyItsScopes() {
    var queue = OutboxQueue(records: [Self.scoped(1, "a"), Self.scoped(2, "b")])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    #expect(send(1, in: &queue, ending: .failed(Self.server), at: .seconds(1)) == .requeued(until: .seconds(3)))
    // The first failure of b waits 1 s, whatever a's count.
    #expect(send(2, in: &queue, ending: .failed(Self.server), at: .seconds(1)) == .requeued(until: .seconds(2)))
    #expect(send(2, in: &queue, ending: .succeeded, at: .seconds(2)) == .succeeded)
    #expect(queue.backoffs["b"] == nil)
    #expect(queue.backoffs["a"] == OutboxQueue.Backoff(failuresInARow: 2, resumeAt: .seconds(3)))
  }

  @Test func aChangeOfSeveralScopesWaitsBehindEachAndHoldsEachBack() {
    // A comment (scopes comment/7 and post/1) after the post's creation, an edit of the comment after it, and a like
    // of another post.
    var queue = OutboxQueue(records: [
      Self.scoped(1, "post/1"), Self.scoped(2, "comment/7", "post/1"), Self.scoped(3, "comment/7"),
      Self.scoped(4, "post/2"),
    ])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    // The comment waits for the post; the edit for the comment; the like of post 2 goes.
    #expect(next(queue) == .send(Self.id(4)))
    _ = send(4, in: &queue, ending: .succeeded)
    #expect(next(queue) == .wait(until: .seconds(1)))
    _ = send(1, in: &queue, ending: .succeeded, at: .seconds(1))
    #expect(next(queue, at: .seconds(1)) == .send(Self.id(2)))
    // The comment failing holds back both its scopes: the edit waits.
    _ = send(2, in: &queue, ending: .failed(Self.server), at: .seconds(1))
    #expect(next(queue, at: .seconds(1)) == .wait(until: .seconds(2)))
    #expect(queue.backoffs["post/1"]?.resumeAt == .seconds(2))
    #expect(queue.backoffs["comment/7"]?.resumeAt == .seconds(2))
  }

  @Test func aChangeFailedForGoodHoldsNoScopeBack() {
    var queue = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/1")])
    #expect(send(1, in: &queue, ending: .failed(Self.refused)) == .failed)
    #expect(next(queue) == .send(Self.id(2)))
  }

  @Test func aChangeWhoseMutationIsNotRegisteredHoldsItsScopeBack() {
    let queue = OutboxQueue(records: [
      Self.scoped(1, "post/1", mutation: "create"), Self.scoped(2, "post/1"), Self.scoped(3, "post/2"),
    ])
    // "create" is not registered yet: the like of the post it creates waits for it; the other goes.
    #expect(next(queue) == .send(Self.id(3)))
    let alone = OutboxQueue(records: [Self.scoped(1, "post/1", mutation: "create"), Self.scoped(2, "post/1")])
    #expect(next(alone) == .idle)
  }

  @Test func changesSavedWithoutAScopeKeepTheOrderOfTheWholeOutbox() {
    // Saved by a version without scopes (1, 2), then a change of a scope (3).
    var queue = OutboxQueue(records: [Self.record(1), Self.record(2), Self.scoped(3, "post/2")])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    // The whole outbox waits, as before scopes.
    #expect(next(queue) == .wait(until: .seconds(1)))
    _ = send(1, in: &queue, ending: .succeeded, at: .seconds(1))
    #expect(queue.backoffs.isEmpty)
    #expect(next(queue, at: .seconds(1)) == .send(Self.id(2)))
    // A change of a scope failing holds back a change saved without one behind it too.
    var after = OutboxQueue(records: [Self.scoped(1, "post/2"), Self.record(2)])
    _ = send(1, in: &after, ending: .failed(Self.server), at: .zero)
    #expect(next(after) == .wait(until: .seconds(1)))
  }

  @Test func aRecordSavedWithoutAScopeDecodesAsTheWholeOutboxs() throws {
    let json = Data(
      (#"[{"id":"id-1","mutation":"like","input":"MQ==","createdAt":0,"attempts":0,"uncertainSends":0,"#
        + #""isFailed":false}]"#).utf8)
    let records = try JSONDecoder().decode([OutboxRecord].self, from: json)
    #expect(records.first?.scope == nil)
    #expect(records.first.map(OutboxQueue.keys(of:)) == .some(nil))
    var scoped = Self.scoped(2, "b", "a")
    #expect(try JSONDecoder().decode(OutboxRecord.self, from: JSONEncoder().encode(scoped)).scope == ["a", "b"])
    scoped.scope = []  // no key: the whole outbox's
    #expect(OutboxQueue.keys(of: scoped) == nil)
  }

  @Test func sendNowEndsTheWaitOfEveryScope() {
    var queue = OutboxQueue(records: [Self.scoped(1, "a"), Self.scoped(2, "b")])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    _ = send(2, in: &queue, ending: .failed(Self.server), at: .zero)
    #expect(next(queue) == .wait(until: .seconds(1)))
    queue.resumeNow()
    #expect(next(queue) == .send(Self.id(1)))
    #expect(queue.backoffs.values.allSatisfy { $0.resumeAt == nil && $0.failuresInARow == 1 })
  }

  @Test func offlineOrAwayComesBeforeABackoff() {
    var queue = OutboxQueue(records: [Self.scoped(1, "a")])
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    #expect(next(queue, reachable: false) == .waitForNetwork)
    #expect(next(queue, active: false) == .waitForActivity)
  }

  struct Story: Identifiable, Hashable {
    var id: Int
  }

  struct StoryDetail: EntityVariant, Hashable {
    var entity: Story
    var id: Int { entity.id }
  }

  @Test func aScopeIsItsKeysAndAVariantNamesItsEntitysScope() {
    let comment: OutboxScope = [.entity(Story.self, id: 1), "comment/7"]
    #expect(comment.keys == ["Story/1", "comment/7"])
    #expect(OutboxScope.entity(StoryDetail.self, id: 1) == .entity(Story.self, id: 1))
    #expect(OutboxScope("a").union(["b"]) == OutboxScope(["a", "b"]))
    #expect(OutboxScope.mutation("ping").keys == ["mutation:ping"])
  }

  // MARK: - Combining

  @Test func aNewChangeCombinesWithTheLatestWaitingChangeOfItsMutationAndScope() {
    let queue = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/1"), Self.scoped(3, "post/2")])
    #expect(queue.combinable(with: Self.scoped(4, "post/1"), after: [])?.id == Self.id(2))
    #expect(queue.combinable(with: Self.scoped(4, "post/2"), after: [])?.id == Self.id(3))
    #expect(queue.combinable(with: Self.scoped(4, "post/3"), after: []) == nil)
  }

  @Test func onlyAChangeCertainlyNeverSentCombines() {
    var queue = OutboxQueue(records: [Self.scoped(1, "post/1")])
    _ = queue.startSending(Self.id(1))
    #expect(queue.combinable(with: Self.scoped(2, "post/1"), after: []) == nil)  // being sent
    _ = queue.ended(Self.id(1), with: .failed(Self.offline), now: .zero)
    // Offline: it never left, so it still combines.
    #expect(queue.combinable(with: Self.scoped(2, "post/1"), after: [])?.id == Self.id(1))
    _ = send(1, in: &queue, ending: .failed(Self.server), at: .zero)
    // A 500: the server may have it.
    #expect(queue.combinable(with: Self.scoped(2, "post/1"), after: []) == nil)
  }

  @Test func aChangeBetweenThemInTheScopeKeepsBoth() {
    let queue = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/1", mutation: "comment")])
    #expect(queue.combinable(with: Self.scoped(3, "post/1"), after: []) == nil)
    // Another scope, or one failed for good, between them does not.
    var other = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/2"), Self.scoped(3, "post/1")])
    #expect(send(3, in: &other, ending: .failed(Self.refused)) == .failed)
    #expect(other.combinable(with: Self.scoped(4, "post/1"), after: [])?.id == Self.id(1))
  }

  @Test func aChangeStillBeingWrittenIsTheOneCombinedWith() {
    let queue = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/2")])
    // Submitted after the queued ones, never sent: the latest of its scope.
    #expect(queue.combinable(with: Self.scoped(4, "post/1"), after: [Self.scoped(3, "post/1")])?.id == Self.id(3))
    // One of another scope being written does not stand between them.
    #expect(queue.combinable(with: Self.scoped(4, "post/1"), after: [Self.scoped(3, "post/2")])?.id == Self.id(1))
    // Another mutation's change being written in the scope keeps both.
    let comment = Self.scoped(3, "post/1", mutation: "comment")
    #expect(queue.combinable(with: Self.scoped(4, "post/1"), after: [comment]) == nil)
    #expect(queue.combinable(with: Self.scoped(5, "post/1"), after: [Self.scoped(3, "post/1"), comment]) == nil)
    // With nothing queued, the one being written alone.
    #expect(
      OutboxQueue().combinable(with: Self.scoped(2, "post/1"), after: [Self.scoped(1, "post/1")])?.id == Self.id(1))
  }

  @Test func changesOfDifferentScopesOrSavedWithoutOneNeverCombine() {
    let queue = OutboxQueue(records: [Self.scoped(1, "comment/7", "post/1"), Self.record(2)])
    #expect(queue.combinable(with: Self.scoped(3, "comment/7"), after: []) == nil)
    let unscoped = OutboxQueue(records: [Self.record(1)])
    #expect(unscoped.combinable(with: Self.record(2), after: []) == nil)
    #expect(unscoped.combinable(with: Self.scoped(2, "post/1"), after: []) == nil)
    let failed = OutboxQueue(records: [Self.scoped(1, "post/1"), Self.scoped(2, "post/1", mutation: "other")])
    #expect(failed.combinable(with: Self.scoped(3, "post/1"), after: []) == nil)
  }
}
