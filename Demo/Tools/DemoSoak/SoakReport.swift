/// The figures of one soak.
public struct SoakReport: Sendable, CustomStringConvertible {
  /// One reading of resident memory.
  public struct Sample: Sendable {
    /// The requests sent when it was read.
    public var requests: Int
    /// The bytes resident; `nil` where they cannot be read.
    public var residentBytes: Int?

    /// `requests 5000: resident 41.2 MB`.
    public var line: String {
      "requests \(requests): resident \(residentBytes.map(SoakReport.megabytes) ?? "n/a")"
    }
  }

  /// What ran.
  public var mode: SoakOptions.Mode = .board
  /// The requests the run was asked for.
  public var requestsAsked: Int
  /// The store's capacity: the bound of its entries.
  public var capacity: Int
  /// The requests sent (each HTTP attempt: feed pages, posts, likes, searches).
  public var requests = 0
  /// The random actions taken.
  public var actions = 0
  /// The fault switches made (offline and back included).
  public var faultSwitches = 0
  /// How long the run took, in seconds.
  public var seconds = 0.0
  /// Resident memory, read along the run.
  public var samples: [Sample] = []
  /// Resident memory once warmed up.
  public var residentAfterWarmUp: Int?
  /// Resident memory at the end, everything settled.
  public var residentAtEnd: Int?
  /// The store's entries at the end.
  public var storeEntries = 0
  /// The keys whose value still waits to be saved at the end.
  public var unsaved = 0
  /// The loaders made (the feed's and every post's) still alive at the end: those of the store's entries.
  public var loadersAlive = 0
  /// Requests still in flight at the end.
  public var loadersRunning = 0
  /// Post screens (`PostDetailModel`) alive at the end, none shown.
  public var postsAlive = 0
  /// Like mutations alive at the end.
  public var likesAlive = 0
  /// The process's threads at the start and at the end.
  public var threadsAtStart: Int?
  /// The process's threads at the end.
  public var threadsAtEnd: Int?
  /// Whether the store was still alive once the app let the board go.
  public var storeAliveAfterRelease = false
  /// The loaders still alive once the app let the board go.
  public var loadersAliveAfterRelease = 0

  /// Resident memory growth after warm-up, in percent.
  public var growthPercent: Double? {
    guard let start = residentAfterWarmUp, let end = residentAtEnd, start > 0 else { return nil }
    return Double(end - start) / Double(start) * 100
  }

  /// Loaders alive beyond the store's entries: a loader that outlived its entry.
  public var loadersBeyondEntries: Int { max(0, loadersAlive - storeEntries) }

  /// Whether the run met its targets: growth ≤ 5 %, entries within capacity, nothing alive beyond them.
  public var metTargets: Bool {
    (growthPercent.map { $0 <= 5 } ?? false) && storeEntries <= capacity && loadersBeyondEntries == 0
      && loadersRunning == 0 && postsAlive == 0 && likesAlive == 0 && unsaved == 0 && !storeAliveAfterRelease
      && loadersAliveAfterRelease == 0
  }

  /// The figures, one per line.
  public var description: String {
    let growth = growthPercent.map { String(format: "%+.1f %%", $0) } ?? "n/a"
    let memory = [
      "mode: \(mode.rawValue)",
      "requests: \(requests) (asked \(requestsAsked)), actions: \(actions), fault switches: \(faultSwitches)",
      "time: \(String(format: "%.1f", seconds)) s (\(String(format: "%.0f", Double(requests) / max(seconds, 0.001))) requests/s)",
      "resident memory after warm-up: \(residentAfterWarmUp.map(Self.megabytes) ?? "n/a"), at the end: \(residentAtEnd.map(Self.megabytes) ?? "n/a"), growth: \(growth) (target ≤ 5 %)",
    ]
    guard mode == .board || mode == .store else { return memory.joined(separator: "\n") }
    let bounds = [
      "store entries: \(storeEntries) (capacity \(capacity)), unsaved: \(unsaved)",
      "loaders alive: \(loadersAlive) (beyond the store's entries: \(loadersBeyondEntries)), requests in flight: \(loadersRunning)",
      "post screens alive: \(postsAlive), like mutations alive: \(likesAlive)",
      "threads: \(threadsAtStart.map(String.init) ?? "n/a") at the start, \(threadsAtEnd.map(String.init) ?? "n/a") at the end",
      "after the app let the board go: store alive: \(storeAliveAfterRelease), loaders alive: \(loadersAliveAfterRelease)",
      "targets: \(metTargets ? "met" : "missed")",
    ]
    return (memory + bounds).joined(separator: "\n")
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }
}
