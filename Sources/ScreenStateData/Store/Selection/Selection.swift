import Observation
import ScreenStateCore

/// A view of part of a store key's value, such as a post's like count out of the feed, that changes only when that
/// part does: a screen that shows one row reads its selection, and is not redrawn when another row changes.
///
/// ```swift
/// let likes = store.select("feed", as: PagedList<Post, String>.self) { feed in
///   feed.first { $0.id == 42 }?.likes
/// }
/// likes.value   // Int?? : nil while the feed holds no value, .some(nil) while it has no post 42
/// ```
///
/// Make one with ``ResourceStore/select(_:as:_:)`` (a view that neither subscribes nor loads) or a handle's
/// ``ResourceHandle/select(_:)`` (which keeps the handle, and so its subscription, while the selection lives).
///
/// - The selected part is computed from the key's value shown (the one kept while it refreshes or after a failure
///   included) each time the key changes visibly, and compared with the one before: an equal part changes nothing,
///   notifies no one, and leaves ``changeCount`` as it was.
/// - Reading ``value`` (or ``changeCount``) inside an observation (a SwiftUI body, `withObservationTracking`) tracks
///   the selection, not the key: one notification per change of the part.
/// - It follows the key, not one entry: a key never loaded (or holding another type) selects `nil`, and its value is
///   selected once an entry of the type appears; a key evicted selects `nil` again.
@MainActor
public final class Selection<Output: Equatable>: Observable {
  /// The key whose value the selection views.
  public let key: ResourceKey
  private let registrar = ObservationRegistrar()
  /// The part of the value, computed from an entry of the key; `nil` when it holds no value of the type.
  private let part: (any AnyStoreEntry) -> Output?
  /// What keeps the key subscribed while the selection lives: a handle's selection keeps its handle.
  private let keeps: AnyObject?
  /// The entry followed, while the store keeps one for the key.
  private var entry: (any AnyStoreEntry)?
  private var selected: Output?
  private(set) var changes: UInt64 = 0
  /// What follows the selection's changes as they are made.
  var changeObservers: [WeakChangeObserver] = []

  /// A selection of `key` that starts at the part of `entry`, if any, and keeps `keeps` alive.
  init(
    key: ResourceKey, entry: (any AnyStoreEntry)?, keeps: AnyObject?, part: @escaping (any AnyStoreEntry) -> Output?
  ) {
    self.key = key
    self.keeps = keeps
    self.part = part
    self.entry = entry
    selected = entry.flatMap(part)
    entry?.addChangeObserver(self)
  }

  /// The selected part of the key's value; `nil` while the key holds no value (never loaded, reset, evicted, or
  /// holding another type). Reading it inside an observation tracks the selection.
  public var value: Output? {
    registrar.access(self, keyPath: \.selected)
    return selected
  }

  /// Counts the changes of ``value``: it changes exactly when observers are notified.
  public var changeCount: UInt64 {
    registrar.access(self, keyPath: \.selected)
    return changes
  }

  /// Follows `entry` (the key's, or `nil` when the store has none any more) from now on.
  func follow(_ entry: (any AnyStoreEntry)?) {
    guard entry !== self.entry else { return }
    self.entry = entry
    entry?.addChangeObserver(self)
    update()
  }

  /// Computes the part again, and tells its observers when it differs.
  func update() {
    let new = entry.flatMap(part)
    guard new != selected else { return }
    registrar.withMutation(of: self, keyPath: \.selected) {
      selected = new
      changes &+= 1
    }
    var sawReleased = false
    for holder in changeObservers {
      if let observer = holder.observer { observer.sourceDidChange() } else { sawReleased = true }
    }
    if sawReleased { changeObservers.removeAll { $0.observer == nil } }
  }
}
