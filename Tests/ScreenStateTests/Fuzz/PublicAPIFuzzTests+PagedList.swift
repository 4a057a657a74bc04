import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

extension PublicAPIFuzzTests {
  /// One append of a random list history: a page of `size` items, its next cursor, and which list it extends.
  struct Append: Sendable, CustomStringConvertible {
    var size: Int
    var isLast: Bool
    /// `nil`: the newest list; otherwise the `n`-th list before it (modulo the lists made): an older copy.
    var olderCopy: Int?

    var description: String { "\(size)\(isLast ? " last" : "")\(olderCopy.map { " onto -\($0)" } ?? "")" }
  }

  /// Page sizes around the storage's chunk boundaries (16, 48, 112, …) half of the time, empty pages often, and
  /// about one append in 32 onto an older copy, most often one or two lists back.
  static var appends: Generator<[Append], some SendableSequenceType> {
    zip(
      Self.mixing([0, 0, 0, 0, 1, 15, 16, 17, 32, 33, 48, 64], with: Gen.int(in: 0...24)), Gen.int(in: 0...63),
      Self.mixing([1, 1, 2], with: Gen.int(in: 0...40))
    )
    .map { size, which, back in Append(size: size, isLast: (2...5).contains(which), olderCopy: which < 2 ? back : nil) }
    .array(of: 1...1_500)
  }

  /// A list grown page by page, older copies extended too, holds exactly its pages' items: every copy keeps
  /// the items it had, and two copies the loader would take for the same list (the same storage, count and page
  /// count) are equal.
  @MainActor
  @Test func pagedListsOfThousandsOfRandomPagesEqualTheirArrays() async {
    // Long histories cost: an eighth of the cases, at most 100.
    await propertyCheck(count: min(max(Self.count / 8, 1), 100), input: Self.appends) { appends in
      // The model: each list is the one it extends plus a page; its items are rebuilt only when compared.
      var lists = [PagedList<Int, Int>(pages: [])]
      var bases = [0]
      var pages = [Page<Int, Int>(items: [], next: nil)]
      var pageCounts = [0]
      var counts = [0]
      var nextItem = 0
      for (index, append) in appends.enumerated() {
        let base = append.olderCopy.map { lists.count - 1 - $0 % lists.count } ?? lists.count - 1
        let page = Page(items: Array(nextItem..<nextItem + append.size), next: append.isLast ? nil : index)
        nextItem += append.size
        lists.append(lists[base].appending(page))
        bases.append(base)
        pages.append(page)
        pageCounts.append(pageCounts[base] + 1)
        counts.append(counts[base] + append.size)
      }
      func items(of index: Int) -> [Int] {
        var chain: [Int] = []
        var list = index
        while list != 0 {
          chain.append(list)
          list = bases[list]
        }
        return chain.reversed().flatMap { pages[$0].items }
      }
      // Every copy: its counts and cursor; its items in full for the newest and a sample of the others.
      // (Mismatches are collected: an expectation per list would cost more than the lists.)
      var generator = SeededRandomNumberGenerator(seed: UInt64(appends.count))
      var wrong: [Int] = []
      for (index, list) in lists.enumerated() {
        if list.count != counts[index] || list.pageCount != pageCounts[index] || list.nextCursor != pages[index].next {
          wrong.append(index)
        } else if index >= lists.count - 2 || Int.random(in: 0..<200, using: &generator) == 0,
          !list.elementsEqual(items(of: index))
        {
          wrong.append(index)
        }
      }
      #expect(wrong.isEmpty, "lists \(wrong.prefix(5)) of \(appends)")
      // Copies the loader takes for one list must be one list.
      struct Copy: Hashable {
        var storage: ObjectIdentifier
        var count: Int
        var pageCount: Int
      }
      var copies: [Copy: Int] = [:]
      var different: [(Int, Int)] = []
      for (index, list) in lists.enumerated() {
        let copy = Copy(storage: ObjectIdentifier(list.storage), count: list.count, pageCount: list.pageCount)
        if let other = copies[copy] {
          if list != lists[other] { different.append((other, index)) }
        } else {
          copies[copy] = index
        }
      }
      #expect(different.isEmpty, "lists taken for one: \(different.prefix(5)) of \(appends)")
    }
  }
}
