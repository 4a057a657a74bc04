import DemoApp
import DemoServer
import Foundation
import ScreenState

/// How to run the demo: which backend, which faults to begin with, which screen to show first.
public struct DemoOptions: Sendable {
  /// An external demo backend to use instead of the embedded one.
  public var server: URL?
  /// The port the embedded backend listens on; 0 lets the system choose a free one.
  public var port: Int
  /// The fault mode to begin with; `nil` leaves it as it is (healthy for the embedded backend).
  public var faultMode: FaultMode?
  /// The latency to begin with; `nil` leaves it as it is (none for the embedded backend).
  public var latency: Duration?
  /// Seeds the embedded backend's flaky mode, so the same requests fail on every run.
  public var flakySeed: UInt64?
  /// The screen shown first.
  public var screen: DemoScreen
  /// How every request of the app is classified, retried, limited and timed, and its clock (of the retry waits,
  /// the search's debounce and the board's freshness); tests inject retries that do not wait and a virtual clock.
  public var configuration: LoadingConfiguration
  /// How every screen presents its states; tests that check each state as it begins show the spinner at once.
  public var policy: PresentationPolicy
  /// Where the board keeps its feed's first pages and the posts opened between launches; `nil` keeps nothing.
  public var cacheDirectory: URL?
  /// Whether the app watches the network by probing its backend (``DemoApp/DemoClients/networkMonitor(clock:)``, on
  /// the configuration's clock): the demo does; tests do when they are about the network.
  public var watchesNetwork: Bool
  /// How long a request waits for the backend before it fails as timed out, in real seconds.
  public var requestTimeoutSeconds: Int

  /// Creates options; by default, the embedded backend on a free port, healthy, with the feed first.
  public init(
    server: URL? = nil,
    port: Int = 0,
    faultMode: FaultMode? = nil,
    latency: Duration? = nil,
    flakySeed: UInt64? = nil,
    screen: DemoScreen = .posts,
    configuration: LoadingConfiguration = .demo,
    policy: PresentationPolicy = .default,
    cacheDirectory: URL? = nil,
    watchesNetwork: Bool = false,
    requestTimeoutSeconds: Int = DemoHTTPClient.requestTimeoutSeconds
  ) {
    self.server = server
    self.port = port
    self.faultMode = faultMode
    self.latency = latency
    self.flakySeed = flakySeed
    self.screen = screen
    self.configuration = configuration
    self.policy = policy
    self.cacheDirectory = cacheDirectory
    self.watchesNetwork = watchesNetwork
    self.requestTimeoutSeconds = requestTimeoutSeconds
  }

  /// The cache directory of a demo run without `--cache-dir`: `screenstate-demo` in the user's caches directory
  /// (`~/.cache` on Linux, `~/Library/Caches` on macOS), or in the temporary directory where there is none.
  public static var defaultCacheDirectory: URL {
    let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
    return (caches ?? FileManager.default.temporaryDirectory).appendingPathComponent(
      "screenstate-demo", isDirectory: true)
  }
}
