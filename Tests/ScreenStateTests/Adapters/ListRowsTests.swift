import ScreenState
import ScreenStateTesting
import Testing

/// The rows a list draws and how a table changes them: each identity once, changes by
/// difference.
@Suite("ListRows and RowChanges")
struct ListRowsTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var title = ""
  }

  @Test func aRepeatedIdentityIsDrawnOnceAtItsFirstPosition() {
    // Page 2 of a page-number API repeats item 3 after an insertion on the server.
    let items = [1, 2, 3, 3, 4, 2].map { Item(id: $0) }
    let rows = ListRows(items)
    #expect(rows.ids == [1, 2, 3, 4])
    #expect(rows.positions == [0, 1, 2, 4])
    #expect(rows.count == 4)
    #expect(rows.duplicateCount == 2)
    #expect(ListRows([Item]()).duplicateCount == 0)
    #expect(ListRows([Item(id: 1)]) == ListRows(ids: [1]))
  }

  @Test func anAppendedPageIsInsertedAtTheEnd() {
    let changes = ListRows(ids: [1, 2, 3]).changes(to: ListRows(ids: [1, 2, 3, 4, 5]))
    #expect(changes.deleted == [])
    #expect(changes.inserted == [3, 4])
    #expect(changes.kept.map(\.old) == [0, 1, 2])
    #expect(changes.kept.map(\.new) == [0, 1, 2])
  }

  @Test func insertionsDeletionsAndMovesByIdentity() {
    let changes = RowChanges(from: [1, 2, 3, 4], to: [0, 1, 3, 4, 2])
    #expect(changes.deleted == [1])
    #expect(changes.inserted == [0, 4])
    #expect(changes.kept == [.init(old: 0, new: 1), .init(old: 2, new: 2), .init(old: 3, new: 3)])
    #expect(RowChanges(from: [1, 2], to: [1, 2]).isEmpty)
    #expect(RowChanges(from: [Int](), to: [1]).inserted == [0])
    #expect(RowChanges(from: [1], to: [Int]()).deleted == [0])
  }

  @Test func aDifferentListIsReplacedAsAWhole() {
    let changes = RowChanges(from: Array(0..<3_000), to: Array(10_000..<13_000))
    #expect(changes.deleted == Array(0..<3_000))
    #expect(changes.inserted == Array(0..<3_000))
    #expect(changes.kept.isEmpty)
  }

  @Test func applyingTheChangesGivesTheNewList() {
    // Each result: the old list minus the deleted rows, plus the inserted ones, is the new list.
    var generator = SeededRandomNumberGenerator(seed: 20)
    for _ in 0..<200 {
      let old = Array(Set((0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0..<20) }))
      let new = Array(Set((0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0..<20) }))
      let changes = RowChanges(from: old, to: new)
      var applied = old.enumerated().filter { !changes.deleted.contains($0.offset) }.map(\.element)
      for row in changes.inserted { applied.insert(new[row], at: row) }
      #expect(applied == new, "\(old) → \(new)")
      #expect(changes.kept.allSatisfy { old[$0.old] == new[$0.new] })
    }
  }
}

extension ListRows where ID == Int {
  /// Rows with these identities.
  init(ids: [Int]) {
    self.init(ids, id: { $0 })
  }
}
