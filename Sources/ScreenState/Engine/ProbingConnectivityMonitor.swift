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
  private var probing = false
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

  /// Probes now (also between two scheduled probes, as when a request just failed for want of a network).
  public func probeNow() {
    guard !probing else { return }
    probing = true
    let probe = probe
    Task {
      let reachable = await probe.isConnected()
      self.probing = false
      self.broadcast.update(NetworkPath(isReachable: reachable))
      self.scheduleNext()
    }
  }

  private func scheduleNext() {
    guard started else { return }
    if let timer { timers.cancel(timer) }
    let wait = path.isReachable ? interval : retryInterval
    timer = timers.schedule(at: timers.now + wait, target: self, token: 0)
  }

  func timerFired(_ token: UInt64) {
    timer = nil
    probeNow()
  }
}
