import Foundation
import ScreenState
import ScreenStateTesting
import Testing

/// An optional cursor type, as `first: nil` with `(cursor: String?)` makes it: the page whose `next` holds `nil` is
/// the last, so the list ends instead of asking for the first page again.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OptionalCursorTests {
  /// The server: "a", "b" for the first page (asked for without a cursor), then "c", the last.
  struct Answer: Sendable {
    var items: [String]
    var next: String?
  }

  nonisolated static func answer(after cursor: String?) -> Answer {
    cursor == nil ? Answer(items: ["a", "b"], next: "c") : Answer(items: ["c"], next: nil)
  }

  let clock = VirtualClock()
  /// Through the protocol: the deprecated spellings are called without a warning here.
  fileprivate let spellings: any OptionalCursorSpellings = Spellings()

  @Test func aPageLoaderWithFirstNilAndAnOptionalCursorEnds() async {
    let feed = spellings.loader(clock: clock)
    await feed.load()
    await feed.loadMore()
    #expect(feed.state.value.map(Array.init) == ["a", "b", "c"])
    #expect(feed.nextPage == .end)
    #expect(feed.state.value?.hasMore == false)
    await feed.loadMore()  // at the end: nothing more to load
    #expect(feed.state.value.map(Array.init) == ["a", "b", "c"])
    await feed.refresh()  // the default refresh keeps every page loaded, as for any cursor
    #expect(feed.state.value.map(Array.init) == ["a", "b", "c"])
  }

  @Test func aStoresPagesWithFirstNilAndAnOptionalCursorEnd() async {
    let store = ResourceStore(configuration: LoadingConfiguration(retryPolicy: .never, clock: clock))
    let feed = spellings.pages(store)
    await feed.load()
    await feed.loadMore()
    await feed.loadMore()
    #expect(feed.state.value.map(Array.init) == ["a", "b", "c"])
    #expect(feed.nextPage == .end)
    await feed.refresh()
    #expect(feed.state.value.map(Array.init) == ["a", "b", "c"])
  }

  @Test func aPageWhoseOptionalCursorHoldsNilIsTheLast() {
    let none: String? = nil
    var page = Page<Int, String?>(items: [1], next: none, previous: none)
    #expect(page.next == nil)
    #expect(page.previous == nil)
    page.next = "b"
    #expect(page.next == "b")
    page.next = .some(none)
    #expect(page.next == nil)
    #expect(PagedList(pages: [page]).hasMore == false)
    let nested: String?? = .some(nil)
    #expect(Page<Int, String??>(items: [], next: nested).next == nil)
  }
}

/// The spellings the compiler warns about, each in a deprecated witness: a test calls them through the protocol
/// without a warning of its own.
@MainActor
private protocol OptionalCursorSpellings {
  func loader(clock: VirtualClock) -> PageLoader<String, String?, any Error>
  func pages(_ store: ResourceStore) -> PagedResource<String, String?, any Error>
}

@MainActor
private struct Spellings: OptionalCursorSpellings {
  @available(*, deprecated, message: "the spelling the compiler warns about, to check that its list ends")
  func loader(clock: VirtualClock) -> PageLoader<String, String?, any Error> {
    PageLoader(first: nil, retryPolicy: .never, clock: clock) { (cursor: String?) in
      let answer = OptionalCursorTests.answer(after: cursor)
      return Page(items: answer.items, next: answer.next)
    }
  }

  @available(*, deprecated, message: "the spelling the compiler warns about, to check that its list ends")
  func pages(_ store: ResourceStore) -> PagedResource<String, String?, any Error> {
    store.pages("feed", first: nil) { (cursor: String?) in
      let answer = OptionalCursorTests.answer(after: cursor)
      return Page(items: answer.items, next: answer.next)
    }
  }
}
