import DemoApp
import DemoServer
import Foundation

/// One run of the demo: the backend (embedded on 127.0.0.1, or external), the HTTP clients and the app model.
///
/// ```swift
/// let session = try await DemoSession.start(DemoOptions(faultMode: .serverError))
/// await session.app.start()
/// …
/// await session.stop()
/// ```
@MainActor
public final class DemoSession {
  /// The app.
  public let app: DemoAppModel
  /// The embedded backend, or `nil` with an external server.
  public let backend: DemoBackend?
  /// The address the app talks to.
  public let serverURL: URL
  private let http: DemoHTTPClient

  private init(app: DemoAppModel, backend: DemoBackend?, serverURL: URL, http: DemoHTTPClient) {
    self.app = app
    self.backend = backend
    self.serverURL = serverURL
    self.http = http
  }

  /// Starts the embedded backend (unless `options.server` names another), applies the initial faults and builds
  /// the app; the app loads nothing until its `start()`.
  ///
  /// - Throws: ``DemoSessionError`` when the backend cannot listen or the external server refuses the faults.
  public static func start(_ options: DemoOptions) async throws(DemoSessionError) -> DemoSession {
    let backend: DemoBackend?
    let serverURL: URL
    if let server = options.server {
      backend = nil
      serverURL = server
    } else {
      let embedded = DemoBackend(
        port: options.port,
        faults: FaultConfiguration(mode: options.faultMode ?? .healthy, latency: options.latency ?? .zero),
        randomNumberGenerator: options.flakySeed.map { SeededRandomNumberGenerator(seed: $0) }
          ?? SystemRandomNumberGenerator() as any RandomNumberGenerator & Sendable)
      do {
        try await embedded.start()
      } catch {
        throw .backendFailed(error.description)
      }
      guard let url = await embedded.baseURL else { throw .backendFailed("the embedded backend has no address") }
      backend = embedded
      serverURL = url
    }

    let http = DemoHTTPClient(baseURL: serverURL, requestTimeoutSeconds: options.requestTimeoutSeconds)
    let faultControl: any FaultControlling =
      backend.map { EmbeddedFaultController(backend: $0) } ?? HTTPFaultController(http: http)
    var faults: FaultSettings?
    if let backend {
      faults = EmbeddedFaultController.settings(await backend.faults)
    } else {
      do {
        faults = try await applyInitialFaults(options, through: faultControl)
      } catch {
        http.invalidate()
        throw .serverRefusedFaults(serverURL, FaultControlError.explanation(of: error))
      }
    }
    let clients = DemoClients(http: http)
    var configuration = options.configuration
    let networkMonitor = options.watchesNetwork ? clients.networkMonitor(clock: configuration.clock) : nil
    if let networkMonitor { configuration.connectivity = networkMonitor }
    let app = DemoAppModel(
      clients: clients, faultControl: faultControl, faults: faults, screen: options.screen,
      configuration: configuration, policy: options.policy, cacheDirectory: options.cacheDirectory,
      networkMonitor: networkMonitor)
    return DemoSession(app: app, backend: backend, serverURL: serverURL, http: http)
  }

  /// Asks an external server for the faults given on the command line (the embedded one starts with them), and
  /// returns the faults in force afterwards, or `nil` when none were given.
  private static func applyInitialFaults(
    _ options: DemoOptions,
    through control: any FaultControlling
  ) async throws -> FaultSettings? {
    var faults: FaultSettings?
    if let mode = options.faultMode { faults = try await control.setMode(FaultArgumentParser.argument(for: mode)) }
    if let latency = options.latency {
      faults = try await control.setLatency(FaultArgumentParser.argument(for: latency))
    }
    return faults
  }

  /// Stops what the app has in flight, releases the HTTP session and stops the embedded backend.
  public func stop() async {
    app.cancel()
    http.invalidate()
    await backend?.stop()
  }
}
