import DemoSoak
import Testing

/// A short soak (`Benchmarks/soak.sh` runs the long one): 2,000 requests through random screens, posts, likes,
/// searches, faults and offline switches, against the embedded backend; at the end nothing is alive beyond the
/// store's bounds, and nothing at all once the app lets the board go. Memory growth is the long run's figure.
@MainActor
@Suite("A short soak of the board", .timeLimit(.minutes(2)))
struct SoakTests {
  @Test func afterTwoThousandRequestsNothingOutlivesTheStoresBounds() async throws {
    let report = try await SoakRunner.run(SoakOptions(requests: 2_000, postIDs: 1...700))
    #expect(report.requests >= 2_000)
    #expect(report.storeEntries <= report.capacity)
    #expect(report.loadersBeyondEntries == 0)
    #expect(report.loadersRunning == 0)
    #expect(report.postsAlive == 0)
    #expect(report.likesAlive == 0)
    #expect(report.unsaved == 0)
    #expect(!report.storeAliveAfterRelease)
    #expect(report.loadersAliveAfterRelease == 0)
  }
}
