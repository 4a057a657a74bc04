import Foundation

/// One connection's subscription to like events: the changes published since it subscribed, in order, through a
/// ``LikeEventBuffer``, and the keep-alives it is due, read one at a time by the connection writing them.
final class LikeListener: @unchecked Sendable {
  /// What the connection writes next.
  enum Item: Sendable, Hashable {
    /// A post's new like count.
    case change(DemoLikeCount)
    /// A comment that keeps an idle connection open.
    case keepAlive
  }

  private let lock = NSLock()
  private var buffer: LikeEventBuffer
  private var isKeepAliveDue = false
  private var isFinished = false
  /// The reader waiting in ``next()``, when nothing was ready.
  private var reader: CheckedContinuation<Item?, Never>?

  /// A listener keeping at most `capacity` changes for a slow reader.
  init(capacity: Int) {
    buffer = LikeEventBuffer(capacity: capacity)
  }

  /// Queues `change`; a listener too far behind to keep it is finished, so that its connection ends and its
  /// client reads the counts again rather than miss one.
  func receive(_ change: DemoLikeCount) {
    update {
      guard !isFinished else { return }
      if !buffer.append(change) { isFinished = true }
    }
  }

  /// Queues a keep-alive, written once nothing else is pending; one is enough however many are due.
  func keepAlive() {
    update { isKeepAliveDue = !isFinished }
  }

  /// Ends the subscription: ``next()`` gives what is pending, then `nil`.
  func finish() {
    update { isFinished = true }
  }

  /// The next change (or keep-alive) to write, waiting for one; `nil` once finished and drained, or cancelled.
  func next() async -> Item? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Item?, Never>) in
        let ready: Item?? = lock.withLock {
          if let item = takeItem() { return .some(item) }
          if isFinished { return .some(nil) }
          reader = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      finish()
    }
  }

  /// Applies `change` under the lock, then hands the waiting reader what is now ready, if anything.
  private func update(_ change: () -> Void) {
    let wake: (CheckedContinuation<Item?, Never>, Item?)? = lock.withLock {
      change()
      guard let reader else { return nil }
      let item = takeItem()
      guard item != nil || isFinished else { return nil }
      self.reader = nil
      return (reader, item)
    }
    if let (reader, item) = wake { reader.resume(returning: item) }
  }

  /// Takes the next item to write, changes before a keep-alive; called under the lock.
  private func takeItem() -> Item? {
    if let change = buffer.removeFirst() { return .change(change) }
    guard isKeepAliveDue else { return nil }
    isKeepAliveDue = false
    return .keepAlive
  }
}
