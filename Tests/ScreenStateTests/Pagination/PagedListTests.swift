import Foundation
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

@Suite("PagedList")
@MainActor
struct PagedListTests {
  static func page(_ range: Range<Int>, next: Int?) -> Page<Int, Int> {
    Page(items: Array(range), next: next)
  }

  @Test func aListOfPagesHoldsTheirItemsInOrderAndTheLastCursor() {
    let list = PagedList(pages: [Self.page(0..<3, next: 2), Self.page(3..<5, next: 3)])
    #expect(Array(list) == [0, 1, 2, 3, 4])
    #expect(list.count == 5)
    #expect(list.pageCount == 2)
    #expect(list.nextCursor == 3)
    #expect(list.hasMore)
    #expect(list[4] == 4)
  }

  @Test func anEmptyListHasNoItemsAndNoPages() {
    let list = PagedList<String, Int>(pages: [])
    #expect(list.isEmpty)
    #expect(list.pageCount == 0)
    #expect(!list.hasMore)
  }

  @Test func appendingKeepsEveryOlderCopyAsItWas() {
    let first = PagedList(pages: [Self.page(0..<20, next: 1)])
    let second = first.appending(Self.page(20..<40, next: 2))
    let third = second.appending(Self.page(40..<45, next: nil))
    #expect(Array(first) == Array(0..<20))
    #expect(first.nextCursor == 1)
    #expect(Array(second) == Array(0..<40))
    #expect(Array(third) == Array(0..<45))
    #expect(third.pageCount == 3)
    #expect(!third.hasMore)
    // The newest copy was appended in place: every copy shares one storage.
    #expect(first.storage === third.storage)
  }

  @Test func appendingToAnOlderCopyCopiesItAndLeavesTheNewerOneAlone() {
    let first = PagedList(pages: [Self.page(0..<3, next: 1)])
    let newer = first.appending(Self.page(3..<6, next: 2))
    let branch = first.appending(Self.page(100..<102, next: 9))
    #expect(Array(newer) == [0, 1, 2, 3, 4, 5])
    #expect(Array(branch) == [0, 1, 2, 100, 101])
    #expect(branch.storage !== newer.storage)
    #expect(branch.nextCursor == 9)
  }

  /// Many pages across many chunk boundaries, compared with a plain array after every append.
  @Test func thousandsOfItemsAcrossChunkBoundariesMatchAnArray() {
    var list = PagedList<Int, Int>(pages: [])
    var reference: [Int] = []
    var snapshots: [(PagedList<Int, Int>, [Int])] = []
    for pageNumber in 0..<300 {
      let size = (pageNumber * 7) % 23
      let items = (0..<size).map { reference.count + $0 }
      list = list.appending(Page(items: items, next: pageNumber + 1))
      reference += items
      if pageNumber % 37 == 0 { snapshots.append((list, reference)) }
      #expect(list.count == reference.count)
    }
    #expect(Array(list) == reference)
    for (snapshot, items) in snapshots { #expect(Array(snapshot) == items) }
    #expect(list.pageCount == 300)
  }

  @Test func equalityComparesItemsPagesAndCursor() {
    let a = PagedList(pages: [Self.page(0..<3, next: 1)])
    let b = PagedList(pages: [Self.page(0..<3, next: 1)])
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != PagedList(pages: [Self.page(0..<3, next: 2)]))
    #expect(a != PagedList(pages: [Self.page(0..<2, next: 1), Self.page(2..<3, next: 1)]))
    #expect(a != PagedList(pages: [Self.page(1..<4, next: 1)]))
    #expect(a.appending(Self.page(3..<4, next: nil)) != a)
  }

  @Test func codableRoundTripsAndRefusesANegativePageCount() throws {
    let list = PagedList(pages: [Self.page(0..<3, next: 7), Self.page(3..<4, next: nil)])
    let data = try JSONEncoder().encode(list)
    let decoded = try JSONDecoder().decode(PagedList<Int, Int>.self, from: data)
    #expect(decoded == list)
    let hostile = Data(#"{"items":[1],"pageCount":-3}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PagedList<Int, Int>.self, from: hostile) }
  }

  @Test func theDescriptionSummarises() {
    let list = PagedList(pages: [Page(items: [1, 2], next: "c2")])
    #expect(list.description == #"PagedList(2 items in 1 pages, more after "c2")"#)
    #expect(PagedList<Int, String>(pages: []).description == "PagedList(0 items in 0 pages, no more)")
  }

  /// Changing an item of a copy that shares its storage copies the copy's pages into storage of its own, in runs
  /// that cross chunk boundaries on both sides (the copy starts mid-chunk after pages were dropped): every item,
  /// page and cursor must come over, and the other copy must stay as it was.
  @Test func changingAnItemOfASharedCopyCopiesItsPagesAndLeavesTheOtherAlone() {
    let sizes = [7, 20, 33, 1, 0, 50, 16]
    var start = 0
    var pages: [Page<String, Int>] = []
    for (number, size) in sizes.enumerated() {
      pages.append(Page(items: (start..<start + size).map { "item \($0)" }, next: number + 1, previous: number - 1))
      start += size
    }
    let whole = PagedList(pages: pages, firstCursor: 0)
    let shared = whole.droppingFirstPages(2)
    var changed = shared
    changed[40] = "changed"
    var expected = Array(shared)
    expected[40] = "changed"
    #expect(Array(changed) == expected)
    #expect(Array(shared) == Array(whole.dropFirst(27)))
    #expect(changed.storage !== shared.storage)
    #expect(changed.pages.map(\.items.count) == [33, 1, 0, 50, 16])
    #expect(changed.pages.map(\.next) == shared.pages.map(\.next))
    #expect(changed.pages.map(\.previous) == shared.pages.map(\.previous))
    #expect(changed.firstPageCursor == shared.firstPageCursor)
    #expect(changed.nextCursor == 7)
  }

  @Test func elementsOfACopiedListAreReleasedWithTheirLastCopy() {
    final class Tracked: Sendable {}
    weak var tracked: Tracked?
    do {
      let item = Tracked()
      tracked = item
      let list = PagedList<Tracked, Int>(pages: [Page(items: [Tracked(), item, Tracked()], next: nil)])
      var copy = list
      copy[0] = Tracked()
      #expect(copy[1] === item)
    }
    #expect(tracked == nil)
  }

  @Test func elementsAreReleasedWithTheirLastCopy() {
    final class Tracked: Sendable {}
    weak var tracked: Tracked?
    do {
      let item = Tracked()
      tracked = item
      let list = PagedList<Tracked, Int>([item]).appending(Page(items: [Tracked()], next: nil))
      #expect(list.count == 2)
    }
    #expect(tracked == nil)
  }

  /// Readers on other threads read their copies while the main actor appends to the same storage: what a view
  /// rendering off the main thread does. Run under ThreadSanitizer in CI.
  @Test func copiesReadOnOtherThreadsWhileTheListGrows() async {
    var list = PagedList<Int, Int>(pages: [Self.page(0..<5, next: 1)])
    await withTaskGroup(of: Bool.self) { group in
      for round in 0..<200 {
        let snapshot = list
        group.addTask {
          snapshot.enumerated().allSatisfy { $0.offset == $0.element } && snapshot.count == 5 + round * 5
        }
        list = list.appending(Page(items: Array(list.count..<list.count + 5), next: round + 2))
      }
      for await isIntact in group { #expect(isIntact) }
    }
  }
}
