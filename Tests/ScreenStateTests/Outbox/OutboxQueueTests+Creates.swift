import Foundation
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData

/// The outbox's rules for creates: a create refused for good holds back the changes naming what it creates, and the
/// server's id takes the temporary one's place in the scopes.
extension OutboxQueueTests {
  static func create(_ number: Int, _ key: String) -> OutboxRecord {
    var record = scoped(number, key)
    record.creates = key
    return record
  }

  static let creation = OutboxCreation(
    submission: id(1), temporaryKey: "Post/-5", serverKey: "Post/100", serverID: Data("100".utf8))

  @Test func aCreateRefusedForGoodHoldsBackTheChangesNamingWhatItCreates() {
    var queue = OutboxQueue(records: [
      Self.create(1, "Post/-5"), Self.scoped(2, "Post/-5"), Self.scoped(3, "Comment/7", "Post/-5"),
      Self.scoped(4, "Post/1"),
    ])
    #expect(send(1, in: &queue, ending: .failed(Self.refused), at: .zero) == .failed)
    #expect(next(queue, at: .zero) == .send(Self.id(4)))
    #expect(queue.dependents(of: "Post/-5", except: Self.id(1)) == [Self.id(2), Self.id(3)])
    // Another change refused for good holds nothing back.
    var plain = OutboxQueue(records: [Self.scoped(1, "Post/-5"), Self.scoped(2, "Post/-5")])
    _ = send(1, in: &plain, ending: .failed(Self.refused), at: .zero)
    #expect(next(plain, at: .zero) == .send(Self.id(2)))
    // Retried, the create goes first again.
    let retried = queue.retry(Self.id(1))
    #expect(retried)
    #expect(next(queue, at: .zero) == .send(Self.id(1)))
  }

  @Test func theServersIDTakesTheTemporaryOnesPlaceInTheScopes() {
    var queue = OutboxQueue(records: [Self.create(1, "Post/-5"), Self.scoped(2, "Comment/7", "Post/-5")])
    #expect(send(1, in: &queue, ending: .succeeded, at: .zero) == .succeeded)
    queue.rekey(Self.creation)
    #expect(queue.records.map(\.scope) == [["Comment/7", "Post/100"]])
    #expect(OutboxQueue.rekeyed(Self.scoped(3, "Post/2"), Self.creation).scope == ["Post/2"])
  }
}
