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
    // A latency on the manual clock marks the moment the request was planned: its plan (hang or drip) is fixed
    // before the latency's sleep starts, so going offline afterwards cannot turn it into another answer.
    let latency = Duration.milliseconds(10)
    let backend = DemoBackend(faults: FaultConfiguration(mode: mode, latency: latency), clock: clock)
    try await backend.start()
    let client = LoopbackClient(baseURL: try #require(await backend.baseURL))
    async let stranded = client.transportErrorCode("/posts")
    var sleeps = clock.sleepStarted.makeAsyncIterator()
    #expect(await sleeps.next() == latency)
    clock.advance(by: latency)
    if mode == .drip {
      // The first byte is out and the drip waits on the clock, which is not advanced again.
      #expect(await sleeps.next() == FaultMode.dripInterval)
    }
    try await backend.goOffline()
    let code = await stranded
    #expect(code != nil, "an answer got through")
    client.invalidate()
    await backend.stop()
  }
}
