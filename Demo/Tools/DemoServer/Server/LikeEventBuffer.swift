/// The like counts waiting to be written to one listener, oldest first, bounded so that a slow listener costs a
/// bounded amount of memory.
///
/// Every change is kept while there is room. Once full, a post's older counts go whenever a newer one of the same
/// post is pending: a count is a snapshot of its post, so they say nothing the newest does not. What is left is
/// always in the order published, so a listener never sees a count after a newer one of the same post.
struct LikeEventBuffer: Sendable, Hashable {
  /// The most counts kept.
  let capacity: Int
  /// The counts waiting, oldest first.
  private(set) var pending: [DemoLikeCount] = []

  /// An empty buffer keeping at most `capacity` counts (at least one).
  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// Adds `change` after the counts pending; returns `false` when, even with only the newest count of each post
  /// left, more posts are pending than ``capacity``: the listener is too far behind to follow.
  mutating func append(_ change: DemoLikeCount) -> Bool {
    pending.append(change)
    guard pending.count > capacity else { return true }
    var newer = Set<Int>()
    pending = pending.reversed().filter { newer.insert($0.id).inserted }.reversed()
    return pending.count <= capacity
  }

  /// Takes the oldest count pending, if any.
  mutating func removeFirst() -> DemoLikeCount? {
    pending.isEmpty ? nil : pending.removeFirst()
  }
}
