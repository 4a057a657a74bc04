import ScreenStateCore

/// The keys no screen observes, least recently used first: the order in which a ``ResourceStore`` evicts them.
///
/// Pure and O(1) per operation (a doubly linked list threaded through a dictionary), so releasing a handle or
/// touching a key costs the same with 20 or 20,000 keys.
struct RecencyList {
  private struct Link {
    var previous: ResourceKey?
    var next: ResourceKey?
    var usedAt: Duration
  }

  private var links: [ResourceKey: Link] = [:]
  private(set) var oldest: ResourceKey?
  private var newest: ResourceKey?

  /// How many keys are in the list.
  var count: Int { links.count }

  /// Whether `key` is in the list.
  func contains(_ key: ResourceKey) -> Bool { links[key] != nil }

  /// When the oldest key was last used.
  var oldestUse: Duration? { oldest.flatMap { links[$0]?.usedAt } }

  /// Puts `key` last (the most recently used), used at `time`; adds it if absent.
  mutating func touch(_ key: ResourceKey, at time: Duration) {
    remove(key)
    links[key] = Link(previous: newest, next: nil, usedAt: time)
    if let newest { links[newest]?.next = key } else { oldest = key }
    newest = key
  }

  /// Takes `key` out of the list, if it is in it.
  mutating func remove(_ key: ResourceKey) {
    guard let link = links.removeValue(forKey: key) else { return }
    if let previous = link.previous { links[previous]?.next = link.next } else { oldest = link.next }
    if let next = link.next { links[next]?.previous = link.previous } else { newest = link.previous }
  }

  /// Removes and returns the least recently used key.
  mutating func popOldest() -> ResourceKey? {
    guard let oldest else { return nil }
    remove(oldest)
    return oldest
  }
}
