import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import Testing

/// The demo app against a real embedded backend on an ephemeral loopback port, with retries that do not wait,
/// so an end-to-end test runs at the speed of loopback HTTP and never sleeps.
@MainActor
struct DemoHarness {
  /// Three attempts like the demo's policy, with no wait between them.
  static let immediateRetries = RetryPolicy(maximumAttempts: 3, initialDelay: .zero, jitter: .none)

  /// The demo's configuration with ``immediateRetries``, on `clock`.
  static func configuration(clock: any Clock<Duration> = ContinuousClock()) -> LoadingConfiguration {
    var configuration = LoadingConfiguration.demo
    configuration.retryPolicy = immediateRetries
    configuration.clock = clock
    return configuration
  }

  /// The library's presentation with the spinner shown at once: these tests check each state as it begins, not
  /// when it shows (`LoadingTiming` is tested in the library, on a virtual clock).
  static let untimed = PresentationPolicy(loadingTiming: .immediate)

  let session: DemoSession

  var app: DemoAppModel { session.app }
  var feed: LoadableScreen<[Post], any Error> { session.app.posts }

  /// The embedded backend.
  var backend: DemoBackend {
    get throws { try #require(session.backend) }
  }

  /// The posts the backend serves, as the client reads them.
  static let samplePosts = DemoPost.samples.map { Post(id: $0.id, title: $0.title, body: $0.body) }

  /// Runs `body` with a started session (not yet `start()`ed app), and always stops it.
  ///
  /// - Parameters:
  ///   - policy: How the screens present their states: ``untimed`` by default; the library's default to see when a
  ///     spinner shows (on `clock`).
  ///   - watchesNetwork: Whether the app watches the network by probing the backend, as the demo does.
  ///   - requestTimeoutSeconds: When a request gives up, in real seconds: longer than the demo's for a test whose
  ///     backend's latency passes on `clock`, which a loaded machine may take seconds of real time to advance.
  static func run(
    faultMode: FaultMode? = nil,
    flakySeed: UInt64? = nil,
    screen: DemoScreen = .posts,
    cacheDirectory: URL? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    policy: PresentationPolicy = untimed,
    watchesNetwork: Bool = false,
    requestTimeoutSeconds: Int = DemoHTTPClient.requestTimeoutSeconds,
    _ body: @MainActor (DemoHarness) async throws -> Void
  ) async throws {
    let session = try await DemoSession.start(
      DemoOptions(
        faultMode: faultMode, flakySeed: flakySeed, screen: screen, configuration: configuration(clock: clock),
        policy: policy, cacheDirectory: cacheDirectory, watchesNetwork: watchesNetwork,
        requestTimeoutSeconds: requestTimeoutSeconds))
    do {
      try await body(DemoHarness(session: session))
    } catch {
      await session.stop()
      throw error
    }
    await session.stop()
  }
}
