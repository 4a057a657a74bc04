import DemoApp
import DemoRuntime
import DemoServer
import Foundation
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The demo's HTTP clients against the real backend: what each route gives them under each fault.
@Suite("HTTP clients against the embedded backend")
struct ClientTests {
  /// A started backend and a client transport for it, both always stopped.
  func withBackend(
    _ mode: FaultMode = .healthy,
    _ body: (DemoBackend, DemoHTTPClient) async throws -> Void
  ) async throws {
    let backend = DemoBackend(faults: FaultConfiguration(mode: mode))
    try await backend.start()
    let http = DemoHTTPClient(baseURL: try #require(await backend.baseURL))
    do {
      try await body(backend, http)
    } catch {
      http.invalidate()
      await backend.stop()
      throw error
    }
    http.invalidate()
    await backend.stop()
  }

  /// A loader's retry can start while the app shuts down: a closed client must answer it, not stop the process
  /// (creating a task on an invalidated session traps on Linux).
  @Test("a request after the client is closed fails as a cancellation, and a screen shows nothing for it")
  @MainActor
  func requestAfterInvalidate() async throws {
    let backend = DemoBackend()
    try await backend.start()
    let http = DemoHTTPClient(baseURL: try #require(await backend.baseURL))
    _ = try await http.data("GET", "posts")
    http.invalidate()
    await #expect(throws: URLError(.cancelled)) { try await http.data("GET", "posts") }
    let loader = Loader<Data, any Error>(retryPolicy: .never) { try await http.data("GET", "posts") }
    await loader.load()
    #expect(loader.state.isIdle)
    http.invalidate()  // closing twice is harmless
    await backend.stop()
  }

  @Test("the app's version is the one the backend's version answers are written against")
  func installedVersion() {
    #expect(AppVersionClient.installedVersion == VersionInfo.demoClientVersion)
  }

  @Test("the posts client decodes the feed")
  func posts() async throws {
    try await withBackend { _, http async throws in
      #expect(try await PostsClient(http: http).posts() == DemoHarness.samplePosts)
    }
  }

  @Test("the posts client throws what classifies each failure, and never a body")
  func postsFailures() async throws {
    try await withBackend(.serverError) { backend, http in
      let client = PostsClient(http: http)
      await #expect(throws: HTTPStatusError(statusCode: 500)) { try await client.posts() }

      try await backend.setFaultMode(.maintenance(retryAfterSeconds: 120))
      await #expect(throws: HTTPStatusError(statusCode: 503, retryAfter: .seconds(120))) { try await client.posts() }

      try await backend.setFaultMode(.updateRequired)
      await #expect(throws: HTTPStatusError(statusCode: 426)) { try await client.posts() }

      try await backend.setFaultMode(.malformedJSON)
      await #expect(throws: DecodingError.self) { try await client.posts() }

      try await backend.setFaultMode(.emptyList)
      #expect(try await client.posts().isEmpty)

      try await backend.goOffline()
      let offline = await #expect(throws: (any Error).self) { try await client.posts() }
      #expect(FailureClassifier.standard.classify(try #require(offline)).kind == .cannotReachServer)
    }
  }

  @Test(
    "the status client reads /status, and a failed check is an unknown status",
    arguments: [
      (FaultMode.healthy, ScreenState.BackendStatus.available),
      (.maintenance(retryAfterSeconds: 90), .maintenance(retryAfter: .seconds(90))),
      (.serverError, .serverError),
      (.offline, .unknown),
    ])
  func status(mode: FaultMode, expected: ScreenState.BackendStatus) async throws {
    try await withBackend(mode) { _, http in
      #expect(await BackendStatusClient(http: http).status() == expected)
    }
  }

  @Test(
    "the version client compares /version with the installed version",
    arguments: [
      (FaultMode.healthy, AppUpdateStatus.notNeeded),
      (.updateAvailable, .available),
      (.updateRequired, .required),
    ])
  func version(mode: FaultMode, expected: AppUpdateStatus) async throws {
    try await withBackend(mode) { _, http async throws in
      #expect(try await AppVersionClient(http: http).updateStatus() == expected)
    }
  }

  @Test("the connectivity check connects to the server's port: refused offline, accepted online")
  func connectivity() async throws {
    try await withBackend { backend, http in
      let clients = DemoClients(http: http)
      #expect(await clients.connectivity.isConnected())
      try await backend.goOffline()
      #expect(await clients.connectivity.isConnected() == false)
      try await backend.goOnline()
      #expect(await clients.connectivity.isConnected())
    }
  }

  @Test("the HTTP fault controller reads and switches faults with /fault")
  func httpFaultController() async throws {
    try await withBackend { backend, http in
      let control = HTTPFaultController(http: http)
      #expect(try await control.currentFaults() == .healthy)
      #expect(try await control.setMode("maintenance:120") == FaultSettings(mode: "maintenance:120", latency: "0"))
      #expect(await backend.faults.mode == .maintenance(retryAfterSeconds: 120))
      #expect(try await control.setLatency("800ms") == FaultSettings(mode: "maintenance:120", latency: "800ms"))
      #expect(try await control.goOnline() == FaultSettings(mode: "maintenance:120", latency: "800ms"))

      let rejected = await #expect(throws: FaultControlError.self) { try await control.setMode("teapot") }
      #expect(rejected == .rejected("the server refused teapot"))

      try await backend.goOffline()
      let offline = await #expect(throws: FaultControlError.self) { try await control.goOnline() }
      #expect(offline == .serverIsOffline(http.baseURL))
    }
  }

  @Test("the embedded fault controller switches the backend itself, offline and back included")
  func embeddedFaultController() async throws {
    try await withBackend { backend, _ async throws in
      let control = EmbeddedFaultController(backend: backend)
      #expect(try await control.setMode("offline") == FaultSettings(mode: "offline", latency: "0"))
      #expect(await backend.isListening == false)
      #expect(try await control.goOnline() == .healthy)
      #expect(await backend.isListening)
      #expect(try await control.setLatency("2s") == FaultSettings(mode: "none", latency: "2s"))

      let rejected = await #expect(throws: FaultControlError.self) { try await control.setMode("flaky:2") }
      #expect(rejected?.description.hasPrefix("invalid fault mode \"flaky:2\"") == true)
    }
  }
}
