import Foundation
import Testing

@testable import DemoServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport's faults on the wire: a reset connection, and a hung or dripping answer ended by going offline.
@Suite("Demo backend transport faults")
struct TransportFaultBackendTests {
  @Test("reset closes the connection without an answer, and the next mode answers again")
  func reset() async throws {
    let backend = DemoBackend(faults: FaultConfiguration(mode: .reset), clock: ManualClock())
    try await backend.start()
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    let code = await client.transportErrorCode("/posts")
    #expect(code != nil, "an answer got through")
    #expect(try await client.send("/health").text == "ok")
    try await backend.setFaultMode(.healthy)
    #expect(try await client.send("/posts").status == 200)
    client.invalidate()
    await backend.stop()
  }

  @Test(
    "a hung or dripping answer ends when the backend goes offline, without a status",
    arguments: [FaultMode.hang, .drip])
  func endedByOffline(mode: FaultMode) async throws {
    let clock = ManualClock()
    let backend = DemoBackend(faults: FaultConfiguration(mode: mode), clock: clock)
    try await backend.start()
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    async let stranded = client.transportErrorCode("/posts")
    if mode == .drip {
      // The first byte is out and the drip waits on the clock, which never advances.
      var sleeps = clock.sleepStarted.makeAsyncIterator()
      #expect(await sleeps.next() == FaultMode.dripInterval)
    } else {
      // Nothing to wait on: the request is in once /health, sent after it on another connection, is answered.
      #expect(try await client.send("/health").text == "ok")
    }
    try await backend.goOffline()
    let code = await stranded
    #expect(code != nil, "an answer got through")
    client.invalidate()
    await backend.stop()
  }
}
