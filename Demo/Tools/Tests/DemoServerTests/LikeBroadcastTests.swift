import Testing

@testable import DemoServer

/// The broadcast of like counts in process: every listener gets every change in order, and a slow one is bounded.
@Suite("Like broadcast")
struct LikeBroadcastTests {
  /// Reads what `listener` has pending, up to and excluding the keep-alive queued after it.
  func drain(_ listener: LikeListener) async -> [LikeListener.Item] {
    listener.keepAlive()
    var items: [LikeListener.Item] = []
    while let item = await listener.next(), item != .keepAlive { items.append(item) }
    return items
  }

  @Test("a buffer with room keeps every change, in order, repeated posts included")
  func bufferWithRoom() {
    var buffer = LikeEventBuffer(capacity: 4)
    let changes = [DemoLikeCount(id: 1, likes: 5), .init(id: 1, likes: 6), .init(id: 2, likes: 9)]
    for change in changes {
      let kept = buffer.append(change)
      #expect(kept)
    }
    #expect(buffer.pending == changes)
    #expect(buffer.removeFirst() == changes[0])
    #expect(buffer.pending == Array(changes.dropFirst()))
  }

  @Test("a full buffer keeps only the newest count of each post, in the order they were published")
  func fullBuffer() {
    var buffer = LikeEventBuffer(capacity: 4)
    let kept = [(1, 1), (2, 1), (1, 2), (3, 1), (2, 2)].map { buffer.append(DemoLikeCount(id: $0, likes: $1)) }
    #expect(kept == [true, true, true, true, true])
    #expect(buffer.pending == [.init(id: 1, likes: 2), .init(id: 3, likes: 1), .init(id: 2, likes: 2)])
    let keptFourth = buffer.append(DemoLikeCount(id: 4, likes: 1))
    #expect(keptFourth)
    #expect(buffer.pending.count == 4)
  }

  @Test("a buffer full of distinct posts refuses one more, and a capacity below one is one")
  func overflow() {
    var buffer = LikeEventBuffer(capacity: 2)
    let kept = (1...3).map { buffer.append(DemoLikeCount(id: $0, likes: 1)) }
    #expect(kept == [true, true, false])
    #expect(LikeEventBuffer(capacity: 0).capacity == 1)
  }

  @Test("every listener gets every change published while subscribed, in order; a later one the latest counts first")
  func everyListener() async {
    let broadcast = LikeBroadcast()
    let first = broadcast.subscribe()
    let second = broadcast.subscribe()
    broadcast.publish(DemoLikeCount(id: 3, likes: 49))
    let late = broadcast.subscribe()
    broadcast.publish(DemoLikeCount(id: 3, likes: 48))
    broadcast.publish(DemoLikeCount(id: 7, likes: 12))
    #expect(broadcast.listenerCount == 3)

    let all: [LikeListener.Item] = [
      .change(.init(id: 3, likes: 49)), .change(.init(id: 3, likes: 48)), .change(.init(id: 7, likes: 12)),
    ]
    #expect(await drain(first) == all)
    #expect(await drain(second) == all)
    // The latest count of post 3 when it subscribed, then what followed.
    #expect(await drain(late) == [.change(.init(id: 3, likes: 49))] + all.dropFirst())
  }

  @Test("a reader waiting for a change gets it when it is published")
  func waitingReader() async {
    let broadcast = LikeBroadcast()
    let listener = broadcast.subscribe()
    async let next = listener.next()
    // Published until the reader has it: before or after it waits, it must get the first one.
    broadcast.publish(DemoLikeCount(id: 5, likes: 1))
    #expect(await next == .change(.init(id: 5, likes: 1)))
  }

  @Test("an unsubscribed listener gets nothing more, and ends once what it had is read")
  func unsubscribe() async {
    let broadcast = LikeBroadcast()
    let listener = broadcast.subscribe()
    broadcast.publish(DemoLikeCount(id: 1, likes: 1))
    broadcast.unsubscribe(listener)
    broadcast.publish(DemoLikeCount(id: 1, likes: 2))
    #expect(broadcast.listenerCount == 0)
    #expect(await listener.next() == .change(.init(id: 1, likes: 1)))
    #expect(await listener.next() == nil)
  }

  @Test("a listener too far behind keeps the newest count of each post, and is ended when even that overflows")
  func slowListener() async {
    let broadcast = LikeBroadcast(listenerCapacity: 2)
    let slow = broadcast.subscribe()
    for likes in 1...100 { broadcast.publish(DemoLikeCount(id: 1, likes: likes)) }
    broadcast.publish(DemoLikeCount(id: 2, likes: 7))
    broadcast.publish(DemoLikeCount(id: 1, likes: 101))
    #expect(await drain(slow) == [.change(.init(id: 2, likes: 7)), .change(.init(id: 1, likes: 101))])

    broadcast.publish(DemoLikeCount(id: 1, likes: 1))
    broadcast.publish(DemoLikeCount(id: 2, likes: 1))
    broadcast.publish(DemoLikeCount(id: 3, likes: 1))
    broadcast.publish(DemoLikeCount(id: 4, likes: 1))
    var rest: [LikeListener.Item] = []
    while let item = await slow.next() { rest.append(item) }
    #expect(
      rest == [.change(.init(id: 1, likes: 1)), .change(.init(id: 2, likes: 1)), .change(.init(id: 3, likes: 1))])
  }

  @Test("a keep-alive comes after the changes pending, once however many are due")
  func keepAlive() async {
    let broadcast = LikeBroadcast()
    let listener = broadcast.subscribe()
    broadcast.publish(DemoLikeCount(id: 1, likes: 1))
    listener.keepAlive()
    listener.keepAlive()
    listener.finish()
    #expect(await listener.next() == .change(.init(id: 1, likes: 1)))
    #expect(await listener.next() == .keepAlive)
    #expect(await listener.next() == nil)
  }

  @Test("a reader cancelled while it waits ends at once")
  func cancelledReader() async {
    let listener = LikeBroadcast().subscribe()
    let reader = Task { await listener.next() }
    reader.cancel()
    #expect(await reader.value == nil)
  }
}
