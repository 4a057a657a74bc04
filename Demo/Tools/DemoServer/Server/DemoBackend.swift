import Foundation
import Logging

/// The demo's HTTP backend: a Hummingbird server on 127.0.0.1 serving posts, with faults switchable at run time.
///
/// ```swift
/// let backend = DemoBackend()
/// let port = try await backend.start()          // port 0 by default: the system picks a free one
/// try await backend.setFaultMode(.maintenance(retryAfterSeconds: 120))
/// try await backend.goOffline()                 // connections are now refused…
/// try await backend.goOnline()                  // …and served again on the same port
/// await backend.stop()
/// ```
///
/// Routes: `GET /posts` (the thirty sample posts), `GET /posts?after=<cursor>&limit=<n>` (the 300 posts of the
/// catalogue, a page at a time), `GET /posts/<id>`, `GET /search?q=<text>`, `POST` and `DELETE /posts/<id>/like`,
/// `GET /posts/likes/events` (server-sent events: each change of a like count, from any client),
/// `GET`/`HEAD /health`, `GET /status`, `GET /version`, and `GET`/`PUT`/`POST /fault` to read or change the faults
/// over HTTP (`{"mode": "500", "latency": "800ms"}` or `?mode=500&latency=800ms`). What each route answers under
/// each fault is decided by ``ResponsePlanner``.
public actor DemoBackend {
  /// The only address the backend listens on: loopback, so nothing outside the machine can reach it.
  public static let host = "127.0.0.1"

  /// The faults in force.
  public private(set) var faults: FaultConfiguration {
    didSet {
      // A page-failure fault counts from the moment its mode is set.
      if faults.mode != oldValue.mode { catalogue.failingPageRequests = 0 }
    }
  }

  /// The posts of the paged feed, search and post routes, with their likes as they stand.
  public private(set) var catalogue = PostCatalogue()

  /// The latest requests of the data routes, oldest first, at most ``requestLogCapacity``, such as
  /// `GET /posts?after=40&limit=20`: what tests and a curious person can check the client asked for.
  public private(set) var recentRequests: [String] = []

  /// How many requests ``recentRequests`` keeps.
  public static let requestLogCapacity = 1_000

  /// The `Idempotency-Key` of every like and unlike received, by the id written in its path (`"7"`), in the order
  /// received (an empty string for one without a key), whatever was answered: how many requests a client sent for a
  /// post, and how many distinct changes.
  public private(set) var likeRequests: [String: [String]] = [:]
  /// The `Idempotency-Key` of every create received, in the order received (an empty string for one without a key),
  /// whatever was answered.
  public private(set) var createRequests: [String] = []

  private let requestedPort: Int
  private let clock: any Clock<Duration>
  /// Where the changes of like counts go, and how their streams are timed.
  nonisolated let likeEvents: LikeEventStream
  private let now: @Sendable () -> Date
  private var randomNumberGenerator: any RandomNumberGenerator & Sendable
  private let logger: Logger
  private var isStarted = false
  private var listener = ListenerState.stopped
  /// The port bound first; every later start, or return from offline, binds it again.
  private var assignedPort: Int?
  /// The latest listener change; each change waits for the one before, so that overlapping calls apply in order.
  private var listenerChange: Task<Result<Void, DemoBackendError>, Never>?
  /// Callers of ``waitUntilListening(_:)`` still waiting, with the state each waits for.
  private var listeningWaiters: [(isListening: Bool, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a backend; nothing listens until ``start()``.
  ///
  /// - Parameters:
  ///   - port: The port to listen on, or 0 for a free port chosen by the system (see ``port``).
  ///   - faults: The faults in force from the start.
  ///   - clock: The clock that latency, and the keep-alives and time limit of like events, sleep on; tests pass a
  ///     manual clock so that no test waits in real time.
  ///   - likeEventsKeepAlive: The time between two keep-alive comments of a `GET /posts/likes/events` stream.
  ///   - likeEventsLimit: How long a `GET /posts/likes/events` stream runs before it ends (its client reconnects).
  ///   - randomNumberGenerator: The source of a flaky mode's failures; tests pass a ``SeededRandomNumberGenerator``.
  ///   - now: The current time, read for `Retry-After` dates.
  ///   - logger: Where the server logs; by default nothing is logged, so that a terminal UI is never drawn over.
  public init(
    port: Int = 0,
    faults: FaultConfiguration = FaultConfiguration(),
    clock: any Clock<Duration> = ContinuousClock(),
    likeEventsKeepAlive: Duration = .seconds(15),
    likeEventsLimit: Duration = .seconds(60),
    randomNumberGenerator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
    now: @escaping @Sendable () -> Date = { Date() },
    logger: Logger? = nil
  ) {
    self.requestedPort = port
    self.faults = faults
    self.clock = clock
    self.likeEvents = LikeEventStream(
      broadcast: LikeBroadcast(), keepAliveInterval: likeEventsKeepAlive, limit: likeEventsLimit, clock: clock)
    self.randomNumberGenerator = randomNumberGenerator
    self.now = now
    self.logger = logger ?? Logger(label: "ScreenStateDemo.DemoBackend", factory: { _ in SwiftLogNoOpLogHandler() })
  }

  deinit {
    // A backend dropped without `stop()` must not leave a server running; its router only holds it weakly.
    if case .listening(let server) = listener {
      Task { await server.stop() }
    }
  }

  /// The port the backend listens on (or holds while offline), known once ``start()`` has returned.
  public var port: Int? { assignedPort }

  /// The address of the backend, such as `http://127.0.0.1:8080`, known once ``start()`` has returned.
  public var baseURL: URL? {
    assignedPort.flatMap { URL(string: "http://\(Self.host):\($0)") }
  }

  /// Whether the backend accepts connections now: started and not offline.
  public var isListening: Bool {
    if case .listening = listener { return true }
    return false
  }

  /// Starts serving (or, when the mode is ``FaultMode/offline``, holds the port and refuses connections).
  ///
  /// - Returns: The port bound, never 0.
  @discardableResult
  public func start() async throws(DemoBackendError) -> Int {
    // Checked here because the socket layers below trap on a port that does not fit in 16 bits.
    guard (0...65_535).contains(requestedPort) else {
      throw .bindFailed(host: Self.host, port: requestedPort, reason: "the port must be between 0 and 65535")
    }
    isStarted = true
    do {
      try await changeListener()
    } catch {
      isStarted = false
      throw error
    }
    // `changeListener` succeeded, so a port is assigned.
    return assignedPort ?? requestedPort
  }

  /// Stops serving and frees the port; a later ``start()`` binds the same port again.
  public func stop() async {
    isStarted = false
    // Reaching "stopped" cannot fail: it only closes sockets.
    try? await changeListener()
  }

  /// Replaces the fault mode and latency; switching to or from ``FaultMode/offline`` closes or reopens the listener.
  public func setFaults(_ newFaults: FaultConfiguration) async throws(DemoBackendError) {
    faults = newFaults
    try await changeListener()
  }

  /// Replaces the fault mode and keeps the latency; see ``setFaults(_:)``.
  public func setFaultMode(_ mode: FaultMode) async throws(DemoBackendError) {
    faults.mode = mode
    try await changeListener()
  }

  /// Replaces the latency added to every data route; it takes effect from the next request.
  public func setLatency(_ latency: Duration) {
    faults.latency = latency
  }

  /// Stops listening and holds the port, so that clients get "connection refused"; the same as `setFaultMode(.offline)`.
  public func goOffline() async throws(DemoBackendError) {
    try await setFaultMode(.offline)
  }

  /// Listens again on the same port after ``goOffline()``, with a healthy mode; does nothing when not offline.
  public func goOnline() async throws(DemoBackendError) {
    guard faults.mode.isOffline else { return }
    try await setFaultMode(.healthy)
  }

  // MARK: - Used by the router

  /// The answer to one request (sent with `method`, for the log), drawn from this backend's faults, clock
  /// reading and random source.
  func plan(for route: BackendRoute, method: String = "GET") -> PlannedResponse {
    log("\(method) \(route.path)")
    return ResponsePlanner.response(for: route, faults: faults, now: now(), using: &randomNumberGenerator)
  }

  /// The answer to one request of the post catalogue; a like counted or a failing page asked for changes
  /// ``catalogue``, and a like count changed is published to the like events.
  func plan(for request: CatalogueRequest) -> PlannedResponse {
    log(request.description)
    var likedPost: Int?
    switch request {
    case .like(let id, let key), .unlike(let id, let key):
      likeRequests[id, default: []].append(key ?? "")
      likedPost = Int(id)
    case .create(_, _, let key): createRequests.append(key ?? "")
    case .page, .post, .search: break
    }
    let likesBefore = likedPost.flatMap(catalogue.likes(ofPostWithID:))
    let planned = ResponsePlanner.response(
      for: request, faults: faults, catalogue: &catalogue, now: now(), using: &randomNumberGenerator)
    // Published here, in the actor, so that listeners get the changes in the order they were made.
    if let likedPost, let likes = catalogue.likes(ofPostWithID: likedPost), likes != likesBefore {
      let liked = catalogue.isLiked(postWithID: likedPost) ?? false
      likeEvents.broadcast.publish(DemoLikeCount(id: likedPost, likes: likes, liked: liked))
    }
    return planned
  }

  /// The answer to `GET /posts/likes/events`, drawn from this backend's faults, clock reading and random source.
  func planLikeEvents() -> PlannedResponse {
    log("GET /posts/likes/events")
    return ResponsePlanner.likeEventsResponse(faults: faults, now: now(), using: &randomNumberGenerator)
  }

  private func log(_ request: String) {
    if recentRequests.count >= Self.requestLogCapacity { recentRequests.removeFirst(recentRequests.count / 2) }
    recentRequests.append(request)
  }

  /// Applies a change received over HTTP to the faults at once, so that the next request sees it.
  ///
  /// It does not touch the listener: a request handler runs inside the server, which cannot wait for itself to stop.
  /// The handler calls ``settleListenerInBackground()`` once its answer is written.
  func receive(_ update: FaultUpdate) -> FaultConfiguration {
    faults = update.applied(to: faults)
    return faults
  }

  /// Closes the listening socket at once when going offline over HTTP, before the answer is written, so that a
  /// client that connects as soon as it has the answer is refused; the rest of the change (holding the port,
  /// closing open connections) follows in ``settleListenerInBackground()``.
  ///
  /// Safe inside a request: the connection carrying it stays open.
  func closeListenerForOffline() async {
    guard faults.mode.isOffline, case .listening(let server) = listener else { return }
    await server.closeListener()
  }

  /// Brings the listener in line with the faults, outside any request, for changes made through ``receive(_:)``.
  nonisolated func settleListenerInBackground() {
    Task { try? await self.changeListener() }
  }

  /// Returns once ``isListening`` equals `expected` with no listener change half done: a way to follow a change made
  /// over HTTP, whose listener change happens in the background after the answer is written.
  func waitUntilListening(_ expected: Bool) async {
    guard isListening != expected else { return }
    await withCheckedContinuation { listeningWaiters.append((expected, $0)) }
  }

  private func resumeListeningWaiters() {
    let listening = isListening
    listeningWaiters.removeAll { waiter in
      guard waiter.isListening == listening else { return false }
      waiter.continuation.resume()
      return true
    }
  }

  // MARK: - Listener changes

  /// Brings the listener in line with the wanted state, after every change asked for before.
  private func changeListener() async throws(DemoBackendError) {
    let previousChange = listenerChange
    let change = Task {
      _ = await previousChange?.value
      return await self.reachWantedListenerState()
    }
    listenerChange = change
    try await change.value.get()
  }

  /// What the listener should be now.
  private var wantedListenerState: WantedListenerState {
    guard isStarted else { return .stopped }
    return faults.mode.isOffline ? .reserved : .listening
  }

  /// Steps the listener towards the wanted state until they agree; the wanted state is read again after each step,
  /// because calls made while a step awaits may have changed it.
  private func reachWantedListenerState() async -> Result<Void, DemoBackendError> {
    while true {
      switch (wantedListenerState, listener) {
      case (.stopped, .stopped), (.listening, .listening), (.reserved, .reserved):
        resumeListeningWaiters()
        return .success(())

      case (.reserved, .listening(let server)):
        // Refuse new connections first, hold the port at once, and only then drop the open connections, so that
        // the port is free for another program to take for as short a time as possible.
        await server.closeListener()
        do {
          listener = .reserved(try PortReservation(host: Self.host, port: server.port))
        } catch {
          listener = .stopped
          await server.stop()
          return .failure(error)
        }
        await server.stop()

      case (.stopped, .listening(let server)):
        listener = .stopped
        await server.stop()

      case (.stopped, .reserved):
        listener = .stopped

      case (.listening, .reserved(let reservation)):
        // Bind while the reservation still holds the port, so that it is never free in between: Linux lets two
        // SO_REUSEADDR sockets share a port while at most one listens. Where that is refused (BSD sockets), the
        // reservation is dropped and the next step binds the freed port.
        let port = reservation.port
        do {
          listener = .listening(try await startServer(port: port))
        } catch {
          listener = .stopped
        }

      case (.listening, .stopped):
        do {
          let server = try await startServer(port: assignedPort ?? requestedPort)
          listener = .listening(server)
          assignedPort = server.port
        } catch {
          return .failure(error)
        }

      case (.reserved, .stopped):
        do {
          let reservation = try PortReservation(host: Self.host, port: assignedPort ?? requestedPort)
          listener = .reserved(reservation)
          assignedPort = reservation.port
        } catch {
          return .failure(error)
        }
      }
    }
  }

  /// Starts a Hummingbird server for this backend on `port`.
  private func startServer(port: Int) async throws(DemoBackendError) -> RunningServer {
    let router = BackendRouter.makeRouter(for: self, clock: clock)
    return try await RunningServer.start(host: Self.host, port: port, router: router, logger: logger)
  }
}

/// The listener state a backend aims for, derived from whether it is started and whether it is offline.
private enum WantedListenerState {
  case stopped
  case listening
  case reserved
}
