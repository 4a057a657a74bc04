import Testing

@testable import ScreenStateTerminal

struct TerminalEventQueueTests {
  private let keys: [TerminalEvent] = [.key(.character("a")), .key(.up), .resize(TerminalSize(columns: 9, rows: 3))]

  @Test func aBatchIsEveryEventPendingInOrder() async {
    let queue = TerminalEventQueue()
    queue.append(contentsOf: keys.prefix(2))
    queue.append(keys[2])
    #expect(await queue.nextBatch() == keys)
    queue.append(.key(.enter))
    #expect(await queue.nextBatch() == [.key(.enter)])
  }

  @Test func eventsTakenOneAtATimeComeInOrderAndTheRestStillMakeABatch() async {
    let queue = TerminalEventQueue()
    queue.append(contentsOf: keys)
    #expect(await queue.next() == keys[0])
    #expect(await queue.nextBatch() == Array(keys[1...]))
  }

  @Test func theReaderGetsWhatIsPendingThenTheEnd() async {
    let queue = TerminalEventQueue()
    queue.append(contentsOf: keys)
    queue.finish()
    queue.append(.key(.enter))  // after the end: dropped
    #expect(await queue.nextBatch() == keys)
    #expect(await queue.nextBatch() == nil)
    #expect(await queue.next() == nil)
  }

  @Test func aWaitingReaderWakesForTheNextEvents() async {
    let queue = TerminalEventQueue()
    let reader = Task { await queue.nextBatch() }
    queue.append(contentsOf: keys)
    #expect(await reader.value?.isEmpty == false)
  }

  @Test func aWaitingReaderWakesAtTheEnd() async {
    let queue = TerminalEventQueue()
    let reader = Task { await queue.nextBatch() }
    queue.finish()
    #expect(await reader.value == nil)
  }

  @Test func cancellingAWaitingReaderEndsItsWait() async {
    let queue = TerminalEventQueue()
    let reader = Task { await queue.nextBatch() }
    reader.cancel()
    #expect(await reader.value == nil)
  }
}
