/// Holds objects weakly and counts those still alive: the loaders, posts and likes a soak made.
@MainActor
public final class AliveCounter {
  private struct Weak {
    weak var object: AnyObject?
  }

  private var objects: [ObjectIdentifier: Weak] = [:]

  /// A counter holding nothing.
  public init() {}

  /// Tracks `object`, without keeping it alive; tracking it again changes nothing.
  public func track(_ object: AnyObject) {
    if objects.count >= 4_096 { objects = objects.filter { $0.value.object != nil } }
    objects[ObjectIdentifier(object)] = Weak(object: object)
  }

  /// How many of the objects tracked are alive.
  public var alive: Int { objects.values.reduce(0) { $0 + ($1.object == nil ? 0 : 1) } }

  /// How many of the objects tracked are alive and satisfy `condition`.
  public func count(where condition: (AnyObject) -> Bool) -> Int {
    objects.values.reduce(0) { count, weak in count + (weak.object.map(condition) == true ? 1 : 0) }
  }
}
