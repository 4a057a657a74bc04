import ScreenState
import ScreenStateTesting
import Testing

/// What ``ControllableOperation/Call/input`` reads for the inputs loaders pass: a query, a page number, and an
/// optional cursor, `nil` for a first page asked for without one.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ControllableOperationInputTests {
  typealias Pages = ControllableOperation<Page<Int, String>, any Error>

  struct Post: Sendable {
    var id: Int
  }

  @Test func theDocumentedExampleReadsTheFirstCursorAsNil() async {
    let posts = [Post(id: 1), Post(id: 2)]
    // MARK: ControllableOperation.Call.input (begin)
    let pages = ControllableOperation<Page<Post, String>, any Error>()
    let feed = PageLoader(clock: VirtualClock(), fetch: pages.operation(taking: String?.self))
    Task { await feed.load() }
    let first = await pages.nextCall()
    #expect(first.input == nil)  // the first page: no cursor
    first.succeed(with: Page(items: posts, next: "b"))
    await feed.waitUntilSettled()
    Task { await feed.loadMore() }
    #expect(await pages.nextCall().input as? String == "b")
    // MARK: ControllableOperation.Call.input (end)
    pages.pendingCalls.first?.succeed(with: Page(items: [], next: nil))
    await feed.waitUntilSettled()
    #expect(feed.state.value?.count == 2)
  }

  @Test func theDocumentationShowsTheCompiledExampleVerbatim() throws {
    try expectDocumentationShowsExample(
      "ControllableOperation.Call.input", in: "ScreenStateTesting/ControllableOperation.swift")
  }

  @Test func aFirstPageWithoutACursorReadsAsNil() async {
    let pages = Pages()
    let feed = PageLoader(clock: VirtualClock(), fetch: pages.operation(taking: String?.self))
    Task { await feed.load() }
    let first = await pages.nextCall()
    #expect(first.input == nil)
    #expect(first.input as? String == nil)
    first.succeed(with: Page(items: [1, 2], next: "b"))
    await feed.waitUntilSettled()
    Task { await feed.loadMore() }
    let second = await pages.nextCall()
    #expect(second.input != nil)
    #expect(second.input as? String == "b")
    second.succeed(with: Page(items: [3], next: nil))
    await feed.waitUntilSettled()
    #expect(feed.state.value.map(Array.init) == [1, 2, 3])
  }

  @Test func aStoresFirstPageWithoutACursorReadsAsNil() async {
    let pages = Pages()
    let store = ResourceStore(configuration: LoadingConfiguration(clock: VirtualClock()))
    let feed = store.pages("feed") { (cursor: String?) async throws(any Error) in
      try await pages.operation(taking: String?.self)(cursor)
    }
    Task { await feed.load() }
    let first = await pages.nextCall()
    #expect(first.input == nil)
    first.succeed(with: Page(items: [1], next: "b"))
    await feed.waitUntilSettled()
    Task { await feed.loadMore() }
    #expect(await pages.nextCall().input as? String == "b")
    pages.pendingCalls.first?.succeed(with: Page(items: [2], next: nil))
    await feed.waitUntilSettled()
  }

  @Test func anInputThatIsNotOptionalReadsAsItself() async {
    let numbers = ControllableOperation<Page<Int, Int>, any Error>()
    let feed = PageLoader(first: 1, clock: VirtualClock(), fetch: numbers.operation(taking: Int.self))
    Task { await feed.load() }
    let call = await numbers.nextCall()
    #expect(call.input as? Int == 1)
    call.succeed(with: Page(items: [1], next: nil))
    await feed.waitUntilSettled()
  }

  @Test func anOptionalHoldingAValueReadsAsTheValue() async throws {
    let operation = ControllableOperation<Int, any Error>()
    let caller = Task { try await operation.operation(taking: Int??.self)(.some(.some(4))) }
    let call = await operation.nextCall()
    #expect(call.input as? Int == 4)
    call.succeed(with: 0)
    _ = try await caller.value
  }

  @Test func anOptionalHoldingAnEmptyOptionalReadsAsNil() async throws {
    let operation = ControllableOperation<Int, any Error>()
    let caller = Task { try await operation.operation(taking: Int??.self)(.some(nil)) }
    let call = await operation.nextCall()
    #expect(call.input == nil)
    call.succeed(with: 0)
    _ = try await caller.value
  }
}
