import ScreenStateCore

/// Where one entity sits in a value: its positions, the first stored inline (an entity appears once in most
/// values, and an array would allocate for it).
struct EntityPositions {
  private var first: Int
  private var more: [Int] = []

  init(_ position: Int) { first = position }

  /// Adds `position`, which must not be recorded yet.
  mutating func append(_ position: Int) { more.append(position) }

  /// Adds `position` unless it is recorded already (a position left by a dropped item, now an item with the same id's
  /// hash again: recorded twice, a change would be applied twice).
  mutating func insert(_ position: Int) {
    guard first != position, !more.contains(position) else { return }
    more.append(position)
  }

  /// Calls `body` with each position, in the order recorded; stops when it returns `false`.
  func visit(_ body: (Int) -> Bool) {
    guard body(first) else { return }
    for position in more where !body(position) { return }
  }
}
