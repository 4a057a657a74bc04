import DemoApp
import DemoServer
import Foundation
import ScreenState

/// A long run of the board's models against the embedded backend: random screens, posts, likes, searches, faults and
/// offline switches, until the app has sent a number of requests; then what is still alive is counted.
///
/// The board is the one the demo app runs (``DemoApp/BoardModel``, its store with persistence in a temporary
/// directory), over HTTP on loopback, with the demo's classifier and shorter retries (2 attempts, a few ms apart) so
/// that faults cost requests, not waits. Faults that only wait (a hung or dripping server) are left out: they add
/// time, not requests. Every choice comes from one seeded generator.
@MainActor
public final class SoakRunner {
  /// The faults played, each drawn as often as it appears: mostly a healthy backend.
  static let faults: [FaultMode] = [
    .healthy, .healthy, .healthy, .healthy, .serverError, .maintenance(retryAfterSeconds: 120), .malformedJSON,
    .emptyList, .flaky(failureRate: 0.3), .reset, .rateLimited(retryAfter: .seconds(0)), .pageFailure(page: 3),
    .likeFailure, .updateRequired, .offline,
  ]
  static let words = ["lost", "cat", "market", "bike", "a", "the", "garden", "zzz", "e", "street"]

  let options: SoakOptions
  var random: SeededRandomNumberGenerator
  let backend: DemoBackend
  let http: DemoHTTPClient
  let cacheDirectory: URL
  private var requests = 0
  private var actions = 0
  private var faultSwitches = 0
  private var storeEvents: LoadEventSubscription?
  private var likeEvents: LoadEventSubscription?
  let loaders = AliveCounter()
  private let posts = AliveCounter()
  private let likes = AliveCounter()

  private init(options: SoakOptions, backend: DemoBackend, url: URL) {
    self.options = options
    random = SeededRandomNumberGenerator(seed: options.seed)
    self.backend = backend
    http = DemoHTTPClient(baseURL: url)
    cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenstate-soak-\(UUID().uuidString)", isDirectory: true)
  }

  /// Runs a soak with `options` and returns its figures; `progress` hears a line at each memory sample.
  public static func run(
    _ options: SoakOptions, progress: @escaping (String) -> Void = { _ in }
  ) async throws -> SoakReport {
    let backend = DemoBackend(randomNumberGenerator: SeededRandomNumberGenerator(seed: options.seed &+ 1))
    try await backend.start()
    guard let url = await backend.baseURL else { throw SoakError.noAddress }
    let runner = SoakRunner(options: options, backend: backend, url: options.server ?? url)
    defer { try? FileManager.default.removeItem(at: runner.cacheDirectory) }
    var report: SoakReport
    switch options.mode {
    case .board: report = await runner.run(progress: progress)
    case .transport: report = await runner.runTransport(progress: progress)
    case .store: report = await runner.runStore(progress: progress)
    case .foundation: report = await runner.runFoundation(progress: progress)
    }
    report.mode = options.mode
    runner.http.invalidate()
    await backend.stop()
    return report
  }

  private func run(progress: (String) -> Void) async -> SoakReport {
    let stores = AliveCounter()
    var report = await runBoard(progress: progress, stores: stores)
    // The app has let the board go: nothing it made may stay alive.
    storeEvents = nil
    likeEvents = nil
    for _ in 0..<1_000 where stores.alive > 0 || loaders.alive > 0 || likes.alive > 0 { await Task.yield() }
    report.storeAliveAfterRelease = stores.alive > 0
    report.likesAlive = likes.alive
    report.loadersAliveAfterRelease = loaders.alive
    return report
  }

  /// The run itself, on a board that lives only here.
  private func runBoard(progress: (String) -> Void, stores: AliveCounter) async -> SoakReport {
    let configuration = LoadingConfiguration(
      retryPolicy: RetryPolicy(maximumAttempts: 2, initialDelay: .milliseconds(2), timeBudget: .seconds(4)),
      attemptTimeout: .seconds(3))
    let board = BoardModel(
      clients: DemoClients(http: http, connectivityTimeout: .seconds(1)), configuration: configuration,
      cacheDirectory: cacheDirectory)
    stores.track(board.store)
    storeEvents = board.store.events.observe { [weak self] event in
      if case .attemptStarted = event.kind { self?.requests += 1 }
    }
    loaders.track(board.feed.resource.pages)
    // One like for the board's life, from any screen; its queued likes wait in the board's outbox.
    likes.track(board.like)
    likeEvents = board.like.events.observe { [weak self] event in
      if case .attemptStarted = event.kind { self?.requests += 1 }
    }
    var report = SoakReport(requestsAsked: options.requests, capacity: board.store.capacity)
    report.threadsAtStart = ResidentMemory.threadCount()
    let clock = ContinuousClock()
    let start = clock.now
    var nextSample = 0
    while sentRequests(board) < options.requests {
      await act(on: board)
      actions += 1
      sample(sentRequests(board), into: &report, next: &nextSample, progress: progress)
    }
    report.seconds = start.duration(to: clock.now) / .seconds(1)

    // The end: stop everything, leave the post, write what waits.
    board.cancel()
    board.search.cancel()
    await board.waitUntilSettled()
    board.back()
    board.back()
    await board.store.flush()
    likeEvents = nil
    report.requests = sentRequests(board)
    report.actions = actions
    report.faultSwitches = faultSwitches
    report.residentAtEnd = ResidentMemory.current()
    report.storeEntries = board.store.count
    report.unsaved = board.store.unsavedCount
    report.loadersAlive = loaders.alive
    report.loadersRunning = loaders.count { ($0 as? any LoadableSource)?.isRunning == true }
    report.postsAlive = posts.alive
    report.threadsAtEnd = ResidentMemory.threadCount()
    return report
  }

  /// Samples resident memory when `sent` reaches the next sample; the first sample from the warm-up on is the base.
  func sample(_ sent: Int, into report: inout SoakReport, next: inout Int, progress: (String) -> Void) {
    guard sent >= next else { return }
    let resident = ResidentMemory.current()
    report.samples.append(SoakReport.Sample(requests: sent, residentBytes: resident))
    if report.residentAfterWarmUp == nil, sent >= options.warmUpRequests { report.residentAfterWarmUp = resident }
    progress(report.samples.last.map(\.line) ?? "")
    next += options.sampleEvery
  }

  private func sentRequests(_ board: BoardModel) -> Int {
    requests + board.search.requestsSent
  }

  // MARK: - One random action

  private func act(on board: BoardModel) async {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<28: await openPost(on: board)
    case 28..<36: await likeShownPost(on: board)
    case 36..<44: await board.goBack()
    case 44..<56: await board.showFeed()
    case 56..<64: await board.send(.loadMore)
    case 64..<68: await board.send(.refresh)
    case 68..<70: await board.reopenFeed()
    case 70..<78: await search(on: board)
    case 78..<83: await openFeedRow(on: board)
    case 83..<87: await board.send(.retry)
    case 87..<90:
      board.store.revalidate()
      await board.store.waitUntilSettled()
    default: await switchFault()
    }
  }

  private func openPost(on board: BoardModel) async {
    await board.open(postID: Int.random(in: options.postIDs, using: &random))
    trackDetail(of: board)
  }

  private func openFeedRow(on board: BoardModel) async {
    let count = board.feed.posts?.count ?? 0
    guard count > 0 else { return await board.showFeed() }
    await board.openFeedPost(at: Int.random(in: 0..<count, using: &random))
    trackDetail(of: board)
  }

  private func trackDetail(of board: BoardModel) {
    guard let detail = board.detail else { return }
    posts.track(detail)
    loaders.track(detail.resource.loader)
  }

  private func likeShownPost(on board: BoardModel) async {
    guard let detail = board.detail else { return await openPost(on: board) }
    await detail.likePost()
  }

  private func search(on board: BoardModel) async {
    board.showSearch()
    board.search.setText(Self.words.randomElement(using: &random) ?? "a")
    await board.search.submit()
    if Bool.random(using: &random), !board.search.posts.isEmpty {
      await board.openSearchResult(at: Int.random(in: 0..<board.search.posts.count, using: &random))
      trackDetail(of: board)
    }
  }

  /// Runs the embedded backend alone for `seconds`, printing its address and then resident memory every 2 s: the
  /// server's side of a transport soak run in another process (`--server`).
  public static func serve(seconds: Int, port: Int = 0, print: (String) -> Void) async throws {
    let backend = DemoBackend(port: port)
    try await backend.start()
    guard let url = await backend.baseURL else { throw SoakError.noAddress }
    print("serving \(url.absoluteString)")
    for tick in 0..<(seconds / 2) {
      try? await Task.sleep(for: .seconds(2))
      print("server after \((tick + 1) * 2) s: resident \(ResidentMemory.current().map(SoakReport.megabytes) ?? "n/a")")
    }
    await backend.stop()
  }

  func switchFault() async {
    guard options.server == nil else { return }  // another process's server: its faults stay
    let mode = Self.faults.randomElement(using: &random) ?? .healthy
    do {
      try await backend.setFaultMode(mode)
      faultSwitches += 1
    } catch {
      // A listener that cannot be reopened at once is tried again at the next switch.
    }
  }
}
