/// A ``ConnectivityMonitoring`` for any platform: it asks a ``ConnectivityChecking`` (a TCP connection to your
/// API's host, say) every `interval` on the configuration's clock, and more often while the network is down, so
/// that a return is seen quickly.
///
/// On Linux there is no system path monitor; this is the documented way to get one. On Apple platforms prefer
/// `NetworkPathMonitor`, which costs no traffic.
///
/// ```swift
/// let monitor = ProbingConnectivityMonitor(
///   probe: TCPConnectivityChecker(host: "api.example.com", port: 443), interval: .seconds(30))
/// monitor.start()
/// let loading = LoadingConfiguration(connectivity: monitor)
/// ```
@MainActor
public final class ProbingConnectivityMonitor: ConnectivityMonitoring, TimerTarget {
  /// How often the probe runs while the network is reachable.
  public let interval: Duration
  /// How often the probe runs while it is not.
  public let retryInterval: Duration
  private let probe: any ConnectivityChecking
  private let broadcast: ConnectivityBroadcast
  private let timers: TimerQueue
  private var timer: TimerQueue.Handle?
  /// The probe under way, if any.
  private var inFlight: Task<Void, Never>?
  /// Counts the probes started: only the latest one's answer is taken.
  private var probesStarted: UInt64 = 0
  private var started = false

  /// Creates a monitor that probes with `probe`.
  ///
  /// - Parameters:
  ///   - probe: The check.
  ///   - interval: The time between two probes while reachable; 30 s by default.
  ///   - retryInterval: The time between two probes while unreachable; 3 s by default.
  ///   - clock: The clock of the probes; inject a virtual clock in tests.
  ///   - initialPath: What to assume before the first probe answers.
  public init(
    probe: any ConnectivityChecking,
    interval: Duration = .seconds(30),
    retryInterval: Duration = .seconds(3),
    clock: any Clock<Duration> = ContinuousClock(),
    initialPath: NetworkPath = .reachable
  ) {
    self.probe = probe
    self.interval = max(interval.clampedForScheduling, .milliseconds(1))
    self.retryInterval = max(retryInterval.clampedForScheduling, .milliseconds(1))
    broadcast = ConnectivityBroadcast(initialPath)
    timers = TimerQueue.shared(for: clock)
  }

  deinit {
    if let timer { timers.cancel(timer) }
  }

  /// The path the last probe found.
  public var path: NetworkPath { broadcast.path }

  /// Calls `onChange` with every new path from now on.
  public func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
    broadcast.observe(onChange)
  }

  /// Starts probing: at once, then every interval. Later calls do nothing.
  public func start() {
    guard !started else { return }
    started = true
    probeNow()
  }

  /// Stops probing.
  public func stop() {
    started = false
    if let timer { timers.cancel(timer) }
    timer = nil
  }

  /// Probes now (also between two scheduled probes, as when a request just failed for want of a network), unless a
  /// probe is under way.
  public func probeNow() {
    guard inFlight == nil else { return }
    startProbe()
  }

  /// Probes now and returns the path found, once the probe has answered: what an app calls when it has reason to
  /// think the network changed and must know before it goes on. A probe already under way is awaited first, then
  /// another runs, so the answer is about now.
  ///
  /// ```swift
  /// await monitor.check()        // observers have heard of the change, if any, when it returns
  /// ```
  @discardableResult
  public func check() async -> NetworkPath {
    if let inFlight { await inFlight.value }
    await startProbe().value
    return path
  }

  /// Runs the probe; its answer becomes the path (observers hear of a change), and the next probe is scheduled.
  @discardableResult
  private func startProbe() -> Task<Void, Never> {
    probesStarted &+= 1
    let number = probesStarted
    let probe = probe
    let task = Task {
      let reachable = await probe.isConnected()
      guard number == self.probesStarted else { return }  // a newer probe answers for now
      self.inFlight = nil
      self.broadcast.update(NetworkPath(isReachable: reachable))
      self.scheduleNext()
    }
    inFlight = task
    return task
  }

  private func scheduleNext() {
    guard started else { return }
    if let timer { timers.cancel(timer) }
    let wait = path.isReachable ? interval : retryInterval
    timer = timers.schedule(at: timers.now + wait, target: self, token: 0)
  }

  package func timerFired(_ token: UInt64) {
    timer = nil
    probeNow()
  }
}
