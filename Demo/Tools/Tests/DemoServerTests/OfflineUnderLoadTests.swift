import Foundation
import Testing

@testable import DemoServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The backend taken offline and back while many clients connect: each switch closes the listener while connections
/// are still arriving, which must never stop the process.
///
/// Real time by nature: the point is connections racing a real listener. Bounded: the clients stop when the switches
/// are done, and every request has the client's 10 s timeout.
@Suite("Demo backend offline and online under load")
struct OfflineUnderLoadTests {
  /// Clients sending requests at once, one after another each.
  static let clientCount = 40
  /// Offline-then-online switches made while they do.
  static let switchCount = 30

  @Test("40 clients while the backend goes offline and online 30 times: it survives and answers afterwards")
  func offlineOnlineUnderLoad() async throws {
    let backend = DemoBackend()
    try await backend.start()
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    let switching = SwitchingFlag()

    let answered = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<Self.clientCount {
        group.addTask {
          var answers = 0
          while switching.isOn {
            if (try? await client.send("/posts").status) == 200 { answers += 1 }
            // When refused, try again at once: the connections must keep arriving through the switches.
            await Task.yield()
          }
          return answers
        }
      }
      for _ in 0..<Self.switchCount {
        try await backend.goOffline()
        try await backend.goOnline()
      }
      switching.turnOff()
      return try await group.reduce(0, +)
    }

    #expect(answered > 0)
    #expect(await backend.isListening)
    #expect(try await client.send("/health").text == "ok")
    #expect(try await client.send("/posts").status == 200)
    client.invalidate()
    await backend.stop()
  }
}

/// A flag the switching loop turns off once, read by every client task.
private final class SwitchingFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var on = true

  var isOn: Bool {
    lock.lock()
    defer { lock.unlock() }
    return on
  }

  func turnOff() {
    lock.lock()
    on = false
    lock.unlock()
  }
}
