import Foundation
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateData

/// `store.resource(_:validating:)`: a revalidation sends the value's validators; "not modified" keeps the value with
/// no new value, renews its freshness and is reported; a new value brings its validators; each answer's cache
/// directives set the key's freshness and whether it is saved.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ValidatedResourceTests {
  let clock = VirtualClock()

  func makeStore(persistence: (any ResourcePersistence)? = nil) -> ResourceStore {
    ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      staleAfter: .seconds(60), persistence: persistence)
  }

  /// The values that arrived at `key` (answers, values set), from the entry.
  func valueRevision(_ store: ResourceStore, _ key: ResourceKey) -> UInt64? {
    (store.storedEntry(key) as? Loader<Int, any Error>)?.valueRevision
  }

  /// The entry of `key`, to start a request without waiting.
  func loader(_ store: ResourceStore, _ key: ResourceKey) -> Loader<Int, any Error>? {
    store.storedEntry(key) as? Loader<Int, any Error>
  }

  @Test func notModifiedKeepsTheValueRenewsItsFreshnessAndBringsNoNewValue() async {
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore()
    let recorder = EventRecorder(store)
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    #expect(post.state == .loaded(1))
    #expect(server.validatorsReceived == [nil])
    #expect(store.validators(for: "post/1") == HTTPValidators(etag: "\"v1\""))

    clock.advance(by: .seconds(61))
    #expect(post.isStale)
    let revision = valueRevision(store, "post/1")
    let changes = post.changeCount
    var shown: [Loadable<Int, any Error>] = []
    let observer = ChangeCollector { shown.append(post.state) }
    post.addChangeObserver(observer)
    await post.load()

    #expect(server.validatorsReceived == [nil, HTTPValidators(etag: "\"v1\"")])
    #expect(server.bodiesSent == 1)
    #expect(post.state == .loaded(1))
    #expect(post.valueOrigin == .fetched)
    #expect(!post.isStale)
    // No new value, and a revalidation nobody asked for: nothing was shown.
    #expect(valueRevision(store, "post/1") == revision)
    #expect(post.changeCount == changes)
    #expect(shown.isEmpty)
    #expect(recorder.kinds.suffix(2) == [.notModified, .succeeded(attempts: 1)])
    #expect(recorder.traces.last?.keptValue == true)
    #expect(recorder.traces.last.map(InspectorFormat.request)?.contains("304, kept") == true)

    // The person's refresh: its start and its end are shown, each with the value kept.
    await post.refresh()
    #expect(server.bodiesSent == 1)
    #expect(valueRevision(store, "post/1") == revision)
    #expect(post.changeCount == changes + 2)
    #expect(shown.map(\.value) == [1, 1])
  }

  @Test func aChangedValueArrivesWithItsNewValidators() async {
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore()
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    server.change(to: 2, etag: "\"v2\"")
    await post.refresh()
    #expect(post.state == .loaded(2))
    #expect(store.validators(for: "post/1") == HTTPValidators(etag: "\"v2\""))
    await post.refresh()
    #expect(server.validatorsReceived.last == HTTPValidators(etag: "\"v2\""))
    #expect(server.bodiesSent == 2)
  }

  @Test func notModifiedToARequestWithoutValidatorsIsAFailureNotAnEmptyValue() async {
    let store = makeStore()
    let post = store.resource("post/1", as: Int.self, validating: { _ in .notModified() })
    await post.load()
    #expect(post.state.value == nil)
    #expect(post.state.error as? HTTPValidationError == .notModifiedWithoutValue)
    #expect(post.failureClassification?.statusCode == 304)
    #expect(post.failureClassification?.isRetryable == false)
  }

  @Test func aValueSetByHandIsAskedForWhole() async {
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore()
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    post.setValue(5)
    #expect(store.validators(for: "post/1") == nil)
    await post.refresh()
    #expect(server.validatorsReceived == [nil, nil])
    #expect(post.state == .loaded(1))
  }

  @Test func maxAgeSetsTheKeysFreshnessForThatAnswer() async {
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"", cacheControl: "public, max-age=10")
    let store = makeStore()
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    clock.advance(by: .seconds(9))
    #expect(!post.isStale)
    clock.advance(by: .seconds(1))
    #expect(post.isStale)
    // A 304 with its own max-age renews for that long.
    server.setCacheControl("max-age=120")
    await post.load()
    clock.advance(by: .seconds(119))
    #expect(!post.isStale)
    // A 304 without directives keeps those of the answer before.
    clock.advance(by: .seconds(1))
    server.setCacheControl(nil)
    await post.load()
    clock.advance(by: .seconds(119))
    #expect(!post.isStale)
    // A new value without directives has the store's default.
    server.change(to: 2, etag: "\"v2\"")
    await post.refresh()
    clock.advance(by: .seconds(60))
    #expect(post.isStale)
  }

  @Test func noCacheMakesTheValueStaleAtOnce() async {
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"", cacheControl: "no-cache")
    let store = makeStore()
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    #expect(post.state == .loaded(1))
    #expect(post.isStale)
    await post.load()
    #expect(server.validatorsReceived == [nil, HTTPValidators(etag: "\"v1\"")])
    #expect(post.state == .loaded(1))
  }

  @Test func validatorsAreSavedWithTheValueAndARelaunchRevalidates() async {
    let persistence = InMemoryPersistence()
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    do {
      let store = makeStore(persistence: persistence)
      let post = store.resource("post/1", validating: server.operation)
      await post.load()
      await store.flush()
    }
    let store = makeStore(persistence: persistence)
    let post = store.resource("post/1", validating: server.operation)
    #expect(post.state == .loaded(1))
    #expect(post.valueOrigin == .restored)
    #expect(store.validators(for: "post/1") == HTTPValidators(etag: "\"v1\""))
    let writes = persistence.writes
    let changes = post.changeCount
    await post.load()
    #expect(server.validatorsReceived.last == HTTPValidators(etag: "\"v1\""))
    #expect(server.bodiesSent == 1)
    #expect(post.state == .loaded(1))
    #expect(post.valueOrigin == .fetched)
    #expect(post.changeCount == changes + 1)  // the saved copy is now the server's: one change, its origin
    #expect(post.savedAt == nil)
    #expect(!post.isStale)
    await store.flush()
    #expect(persistence.writes == writes)
  }

  @Test func aValueSavedWithoutValidatorsIsRestoredAndFetchedWhole() async throws {
    let persistence = InMemoryPersistence()
    persistence.write(7, for: "post/1")
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore(persistence: persistence)
    let post = store.resource("post/1", validating: server.operation)
    #expect(post.state == .loaded(7))
    await post.load()
    #expect(server.validatorsReceived == [nil])
    #expect(post.state == .loaded(1))
  }

  @Test func noStoreKeepsTheAnswerOutOfThePersistenceAndForgetsTheCopy() async {
    let persistence = InMemoryPersistence()
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore(persistence: persistence)
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    await store.flush()
    #expect(persistence.keys == ["post/1"])
    server.change(to: 2, etag: "\"v2\"")
    server.setCacheControl("private, no-store")
    await post.refresh()
    await store.flush()
    #expect(post.state == .loaded(2))
    #expect(persistence.keys.isEmpty)
  }

  @Test func a304ToAValueSetByHandFailsAndKeepsTheValue() async {
    let operation = ControllableOperation<Validated<Int>, any Error>()
    let store = makeStore()
    let post = store.resource("post/1", validating: { _ in try await operation.call() })
    post.setValue(5)
    let entry = loader(store, "post/1")
    entry?.start(.refresh)
    await operation.nextCall().succeed(with: .notModified())
    await post.waitUntilSettled()
    #expect(post.state.value == 5)
    #expect(post.state.error as? HTTPValidationError == .notModifiedWithoutValue)
  }

  @Test func a304WithNoStoreForgetsTheSavedCopy() async {
    let persistence = InMemoryPersistence()
    let server = FakeValidatingServer(value: 1, etag: "\"v1\"")
    let store = makeStore(persistence: persistence)
    let post = store.resource("post/1", validating: server.operation)
    await post.load()
    await store.flush()
    #expect(persistence.keys == ["post/1"])
    server.setCacheControl("no-store")
    await post.refresh()
    await store.flush()
    #expect(server.bodiesSent == 1)
    #expect(post.state == .loaded(1))
    #expect(persistence.keys.isEmpty)
  }

  @Test func aKeyEvictedWhileItsRequestIsInFlightDropsTheAnswer() async {
    let operation = ControllableOperation<Validated<Int>, any Error>()
    let store = ResourceStore(
      configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
      evictAfter: .zero)
    var post: Resource<Int, any Error>? = store.resource(
      "post/1", validating: { _ in try await operation.call() })
    loader(store, "post/1")?.start(.load)
    let call = await operation.nextCall()
    post?.release()
    post = nil
    store.evictExpired()
    #expect(!store.contains("post/1"))
    call.succeed(with: .notModified())
    call.succeed(with: .modified(3, validators: HTTPValidators(etag: "\"v3\"")))
    await Task.yield()
    #expect(!store.contains("post/1"))
    #expect(store.validators(for: "post/1") == nil)
    // Asked for again, the key starts anew.
    let again = store.resource("post/1", validating: { _ in .modified(4) })
    await again.load()
    #expect(again.state == .loaded(4))
  }

  @Test func aLateAnswerOfAReplacedRequestIsNotTakenForTheNewOnes() async {
    let operation = ControllableOperation<Validated<Int>, any Error>()
    let store = makeStore()
    let post = store.resource("post/1", validating: { _ in try await operation.call() })
    let entry = loader(store, "post/1")
    entry?.start(.load)
    await operation.nextCall().succeed(with: .modified(1, validators: HTTPValidators(etag: "\"v1\"")))
    await post.waitUntilSettled()
    entry?.start(.refresh)
    let first = await operation.nextCall()
    entry?.start(.refresh)
    let second = await operation.nextCall()
    first.succeed(with: .notModified())
    second.succeed(with: .modified(2, validators: HTTPValidators(etag: "\"v2\"")))
    await post.waitUntilSettled()
    #expect(post.state == .loaded(2))
    #expect(store.validators(for: "post/1") == HTTPValidators(etag: "\"v2\""))
  }
}

/// Calls `body` after each change of what it observes.
@MainActor
final class ChangeCollector: SourceChangeObserver {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
  func sourceDidChange() { body() }
}
