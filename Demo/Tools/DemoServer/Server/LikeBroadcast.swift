import Foundation

/// Hands every change of a post's like count to every connection streaming `GET /posts/likes/events`.
///
/// Each listener first gets the latest count of every post changed before it subscribed (so a client that reconnects
/// misses nothing), then the changes published while it is subscribed, in the order published, through a bounded
/// buffer of its own (see ``LikeEventBuffer``), so that a slow one neither holds back the others nor grows
/// without bound.
final class LikeBroadcast: @unchecked Sendable {
  /// The most changes a listener keeps by default: more posts than the catalogue holds, so that a listener is
  /// only ever dropped when it has stopped reading.
  static let defaultListenerCapacity = 1_024

  /// The most changes each listener keeps.
  let listenerCapacity: Int

  private let lock = NSLock()
  private var listeners: [ObjectIdentifier: LikeListener] = [:]
  /// The latest count of every post changed so far, by post id.
  private var latest: [Int: DemoLikeCount] = [:]

  /// A broadcast with no listeners, each to keep at most `listenerCapacity` changes.
  init(listenerCapacity: Int = LikeBroadcast.defaultListenerCapacity) {
    self.listenerCapacity = listenerCapacity
  }

  /// The number of listeners subscribed.
  var listenerCount: Int { lock.withLock { listeners.count } }

  /// A new listener, which receives the latest count of every post changed so far (by post id), then every change
  /// published from now until ``unsubscribe(_:)``.
  func subscribe() -> LikeListener {
    let listener = LikeListener(capacity: listenerCapacity)
    lock.withLock {
      // Under the lock: no change published meanwhile comes before the counts it changes.
      for count in latest.values.sorted(by: { $0.id < $1.id }) { listener.receive(count) }
      listeners[ObjectIdentifier(listener)] = listener
    }
    return listener
  }

  /// Stops handing changes to `listener`, and finishes it.
  func unsubscribe(_ listener: LikeListener) {
    lock.withLock { _ = listeners.removeValue(forKey: ObjectIdentifier(listener)) }
    listener.finish()
  }

  /// Hands `change` to every listener; under the lock, so that changes published at once reach every listener in
  /// the same order.
  func publish(_ change: DemoLikeCount) {
    lock.withLock {
      latest[change.id] = change
      for listener in listeners.values { listener.receive(change) }
    }
  }
}
