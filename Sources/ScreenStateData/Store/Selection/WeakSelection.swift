/// What the store asks of a selection of any output type.
@MainActor
protocol KeySelection: AnyObject {
  /// Follows `entry` (the key's, or `nil` when the store has none any more) from now on.
  func follow(_ entry: (any AnyStoreEntry)?)
}

extension Selection: KeySelection {}

/// A weak reference to a selection: a store never keeps a selection alive.
struct WeakSelection {
  weak var selection: (any KeySelection)?
}
