import Foundation

/// What a soak runs: how many requests, from which seed, and when memory is sampled.
public struct SoakOptions: Sendable {
  /// What runs: the board, or one of its layers alone (to tell which one memory grows in).
  public enum Mode: String, Sendable, CaseIterable {
    /// The board's models over HTTP: the soak itself.
    case board
    /// The same kinds of HTTP requests, sent by the demo's clients alone, without models or store.
    case transport
    /// A store alone, with the board's kinds of keys (a paged feed, 1,200 posts, likes) answered in memory.
    case store
    /// `GET /posts/<id>` through a plain ephemeral `URLSession`, a completion handler each: FoundationNetworking
    /// alone, without the demo's clients.
    case foundation
  }

  /// What runs.
  public var mode: Mode
  /// A server to send the transport's requests to, in another process, instead of the embedded backend (no fault is
  /// switched then): to tell the client's memory from the server's.
  public var server: URL?
  /// The requests (HTTP attempts sent by the app) after which the run ends.
  public var requests: Int
  /// The seed of every random choice (the backend's flaky faults use the next seed).
  public var seed: UInt64
  /// The requests after which memory counts as warmed up: the figure growth is measured from.
  public var warmUpRequests: Int
  /// How often, in requests, resident memory is sampled.
  public var sampleEvery: Int
  /// The post ids opened: more than the 300 the backend has (the rest answer 404), more than the store's capacity.
  public var postIDs: ClosedRange<Int>

  /// Options for `requests` requests; warm-up after a tenth of them, a sample every twentieth.
  public init(requests: Int, seed: UInt64 = 17, mode: Mode = .board, postIDs: ClosedRange<Int> = 1...1_200) {
    self.mode = mode
    server = nil
    self.requests = requests
    self.seed = seed
    warmUpRequests = requests / 10
    sampleEvery = max(requests / 20, 1)
    self.postIDs = postIDs
  }
}
