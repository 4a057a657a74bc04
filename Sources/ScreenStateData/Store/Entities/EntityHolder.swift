import ScreenStateCore

/// A store entry that holds an entity, as the entity index keeps it: the entry, and its number in the store (the
/// order entries were made in), which orders the keys a change reaches and identifies the entry in the index.
///
/// The index holds the entry strongly, as the store's entries do, until the entry leaves the store; nothing the entry
/// holds may hold a table in return (a layout looks its table up when it needs it), or the two would never be freed.
@MainActor
struct EntityHolder {
  let serial: UInt64
  let entry: any AnyStoreEntry
}

/// The entries holding one entity: one (most entities), or more, by serial. Not generic, so that an
/// ``EntityTable``'s unspecialized code never looks up its metadata at run time.
@MainActor
enum EntityHolders {
  case one(EntityHolder)
  case many(EntityHolderSet)
}

/// Two entries or more holding one entity: a class, so that it changes in place inside an ``EntityTable``'s
/// dictionary, with the holders in the order they were made kept until one comes or goes.
@MainActor
final class EntityHolderSet {
  private var bySerial: [UInt64: EntityHolder]
  private var ordered: [EntityHolder]?

  init(_ first: EntityHolder, _ second: EntityHolder) {
    bySerial = [first.serial: first, second.serial: second]
  }

  var count: Int { bySerial.count }

  /// The holders, in the order their entries were made.
  var holders: [EntityHolder] {
    if let ordered { return ordered }
    let serials = bySerial.keys.sorted()
    let holders = serials.map { bySerial[$0]! }
    ordered = holders
    return holders
  }

  func contains(_ serial: UInt64) -> Bool { bySerial[serial] != nil }

  func insert(_ holder: EntityHolder) {
    guard bySerial.updateValue(holder, forKey: holder.serial) == nil else { return }
    ordered = nil
  }

  /// Removes the holder numbered `serial`; returns the one left, if only one is.
  func remove(_ serial: UInt64) -> EntityHolder? {
    guard bySerial.removeValue(forKey: serial) != nil else { return nil }
    ordered = nil
    return bySerial.count == 1 ? bySerial.values.first : nil
  }
}
