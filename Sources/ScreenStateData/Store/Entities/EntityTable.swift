import ScreenStateCore

/// Which store entries hold entities of one type, by the hash of the entity's id: what lets a change of one entity
/// reach every copy of it in time proportional to the copies, not to the store's size.
///
/// Keyed by the id's hash rather than by the id, so that the table is not generic: a dictionary keyed by an
/// unknown type, in code compiled once for every type, looks up its types' metadata at run time on every access
/// (the most of an insertion's cost); one keyed by `Int` is specialized. Two ids with one hash share an entry:
/// an entry that holds the one is visited for the other too, and finds nothing (each value checks the ids it holds).
/// An id held by one entry (most of them) costs no allocation of its own.
@MainActor
final class EntityTable {
  private var holders: [Int: EntityHolders] = [:]

  /// The entries holding an entity whose id hashes to `hash`, in the order they were made in the store.
  func holders(of hash: Int) -> [EntityHolder] {
    switch holders[hash] {
    case nil: return []
    case .one(let holder): return [holder]
    case .many(let set): return set.holders
    }
  }

  /// Whether the entry numbered `serial` holds an entity whose id hashes to `hash`.
  func contains(_ hash: Int, serial: UInt64) -> Bool {
    switch holders[hash] {
    case nil: return false
    case .one(let holder): return holder.serial == serial
    case .many(let set): return set.contains(serial)
    }
  }

  /// Records that `holder` holds an entity whose id hashes to `hash`.
  func insert(_ hash: Int, _ holder: EntityHolder) {
    switch holders[hash] {
    case nil:
      holders[hash] = .one(holder)
    case .one(let other):
      guard other.serial != holder.serial else { return }
      holders[hash] = .many(EntityHolderSet(other, holder))
    case .many(let set):
      set.insert(holder)
    }
  }

  /// Records that the entry numbered `serial` no longer holds an entity whose id hashes to `hash`.
  func remove(_ hash: Int, serial: UInt64) {
    switch holders[hash] {
    case nil:
      return
    case .one(let holder):
      if holder.serial == serial { holders[hash] = nil }
    case .many(let set):
      if let last = set.remove(serial) { holders[hash] = .one(last) }
    }
  }
}
