import ScreenStateCore
import ScreenStateData

/// What a list view deletes and inserts to go from one list of rows to another, by identity: a table applies
/// these instead of reloading every row, so the rows on screen stay, and are not displayed again.
///
/// ```swift
/// let changes = oldRows.changes(to: newRows)
/// tableView.performBatchUpdates {
///   tableView.deleteRows(at: changes.deleted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///   tableView.insertRows(at: changes.inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
/// }
/// ```
///
/// A row that moved is deleted and inserted. Rows whose identity stays are ``kept``, so an adapter can redraw
/// those whose item changed.
public struct RowChanges: Hashable, Sendable {
  /// A row whose identity is in both lists: where it was, and where it is.
  public struct Kept: Hashable, Sendable {
    /// Its position in the old rows.
    public var old: Int
    /// Its position in the new rows.
    public var new: Int

    /// Creates a kept row.
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }
  }

  /// The positions, in the old rows, of the rows to delete, in ascending order.
  public var deleted: [Int]
  /// The positions, in the new rows, of the rows to insert, in ascending order.
  public var inserted: [Int]
  /// The rows kept, in order.
  public var kept: [Kept]

  /// The most pairs of rows compared in the middle of two lists before they are replaced as a whole: beyond it,
  /// a diff costs more than a reload saves.
  public static let comparisonBudget = 1_000_000

  /// Creates changes.
  public init(deleted: [Int], inserted: [Int], kept: [Kept]) {
    self.deleted = deleted
    self.inserted = inserted
    self.kept = kept
  }

  /// The changes from `old` to `new`, two lists of unique identities.
  ///
  /// The common start and end are kept; the middle is diffed (`CollectionDifference`) when it shares an identity
  /// and `old × new` stays within ``comparisonBudget``, and replaced otherwise.
  public init<ID: Hashable>(from old: [ID], to new: [ID]) {
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }
    let oldMiddle = old[start..<oldEnd]
    let newMiddle = new[start..<newEnd]
    var deleted: [Int] = []
    var inserted: [Int] = []
    let comparable =
      oldMiddle.count * newMiddle.count <= Self.comparisonBudget
      && !Set(oldMiddle).isDisjoint(with: newMiddle)
    if comparable {
      for change in newMiddle.difference(from: oldMiddle) {
        switch change {
        case .remove(let offset, _, _): deleted.append(start + offset)
        case .insert(let offset, _, _): inserted.append(start + offset)
        }
      }
      deleted.sort()
      inserted.sort()
    } else {
      deleted = Array(start..<oldEnd)
      inserted = Array(start..<newEnd)
    }
    self.init(deleted: deleted, inserted: inserted, kept: Self.kept(old.count, deleted, inserted))
  }

  /// Whether nothing is deleted or inserted.
  public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty }

  /// The rows neither deleted nor inserted, paired in order.
  private static func kept(_ oldCount: Int, _ deleted: [Int], _ inserted: [Int]) -> [Kept] {
    var kept: [Kept] = []
    kept.reserveCapacity(max(oldCount - deleted.count, 0))
    var deletedIndex = 0
    var insertedIndex = 0
    var new = 0
    for old in 0..<oldCount {
      if deletedIndex < deleted.count, deleted[deletedIndex] == old {
        deletedIndex += 1
        continue
      }
      while insertedIndex < inserted.count, inserted[insertedIndex] == new {
        insertedIndex += 1
        new += 1
      }
      kept.append(Kept(old: old, new: new))
      new += 1
    }
    return kept
  }
}
