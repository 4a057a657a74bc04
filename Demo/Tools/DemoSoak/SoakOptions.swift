/// What a soak runs: how many requests, from which seed, and when memory is sampled.
public struct SoakOptions: Sendable {
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
  public init(requests: Int, seed: UInt64 = 17, postIDs: ClosedRange<Int> = 1...1_200) {
    self.requests = requests
    self.seed = seed
    warmUpRequests = requests / 10
    sampleEvery = max(requests / 20, 1)
    self.postIDs = postIDs
  }
}
