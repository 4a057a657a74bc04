import Testing

@testable import ScreenStateData

/// What a live feed's sequence leaves for the main actor: one hop scheduled per batch, bounded, conflated for whole
/// values, and closed for good when the feed stops.
struct LiveInboxTests {
  /// Counts the hops an inbox asks for.
  final class Hops: @unchecked Sendable {
    var count = 0
  }

  @Test func oneHopIsAskedForPerBatchAndEveryElementIsTakenInOrder() async {
    let hops = Hops()
    let inbox = LiveInbox<Int>(conflates: false) { hops.count += 1 }
    for value in 1...5 { #expect(await inbox.put(value)) }
    #expect(hops.count == 1)
    #expect(inbox.take() == [1, 2, 3, 4, 5])
    #expect(await inbox.put(6))
    #expect(hops.count == 2)
    #expect(inbox.take() == [6])
  }

  @Test func wholeValuesKeepOnlyTheLatest() async {
    let inbox = LiveInbox<Int>(conflates: true) {}
    for value in 1...1_000 { _ = await inbox.put(value) }
    #expect(inbox.take() == [1_000])
  }

  @Test func aSequenceFasterThanTheMainActorWaitsOnceTheInboxIsFull() async {
    let inbox = LiveInbox<Int>(conflates: false) {}
    let capacity = LiveInbox<Int>.capacity
    let producer = Task {
      for value in 0..<(capacity * 2) { _ = await inbox.put(value) }
    }
    // The producer fills the inbox, then waits: what waits never exceeds the capacity.
    var taken: [Int] = []
    while taken.count < capacity * 2 {
      await Task.yield()
      let batch = inbox.take()
      #expect(batch.count <= capacity)
      taken += batch
    }
    await producer.value
    #expect(taken == Array(0..<(capacity * 2)))
  }

  @Test func aClosedInboxRefusesElementsAndReleasesAProducerWaitingForRoom() async {
    let inbox = LiveInbox<Int>(conflates: false) {}
    let producer = Task {
      var accepted = 0
      for value in 0..<(LiveInbox<Int>.capacity + 10) {
        guard await inbox.put(value) else { break }
        accepted += 1
      }
      return accepted
    }
    // Closed once the producer waits for room.
    while inbox.waitingCount < LiveInbox<Int>.capacity { await Task.yield() }
    inbox.close()
    let accepted = await producer.value
    #expect(accepted <= LiveInbox<Int>.capacity)
    #expect(inbox.take().isEmpty)
    #expect(!(await inbox.put(1)))
  }

}
