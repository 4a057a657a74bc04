import DemoApp
import DemoServer
import ScreenState
import Testing

/// The error-screen gallery: each page built from what the real server says, and each button doing its job.
@MainActor
@Suite("Error-screen gallery against the embedded backend")
struct ErrorGalleryTests {
  @Test("no network: a real check fails while the server is offline and succeeds once it is back")
  func noNetwork() async throws {
    try await DemoHarness.run(screen: .errors) { demo in
      let app = demo.app
      await app.start()
      #expect(app.gallery.page == .noNetwork)
      #expect(
        app.gallery.configuration
          == NoNetworkErrorScreenModel.initialConfiguration(for: FailureClassification(kind: .offline)))

      await app.goOffline()
      await app.send(.errorScreenPrimary)
      #expect(
        app.gallery.configuration
          == NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: FailureClassification(kind: .offline)))

      await app.goOnline()
      await app.send(.errorScreenPrimary)
      #expect(app.activity.latest?.hasPrefix("the connection is back") == true)
      #expect(
        app.gallery.configuration
          == NoNetworkErrorScreenModel.initialConfiguration(for: FailureClassification(kind: .offline)), "built again")
    }
  }

  @Test("backend status: maintenance from /status says when to come back; a server error; back online")
  func backendStatus() async throws {
    try await DemoHarness.run(faultMode: .maintenance(retryAfterSeconds: 120)) { demo in
      let app = demo.app
      await app.start()
      await app.showGalleryPage(.maintenance)
      #expect(app.screen == .errors)
      #expect(
        app.gallery.configuration
          == BackendUnavailableErrorScreenModel.configuration(
            for: .maintenance(retryAfter: .seconds(120))))
      #expect(app.gallery.configuration?.message == "The service is being worked on. Try again in 2 minutes.")

      // A fault switched while the page is shown rebuilds it from the server.
      await app.applyFault("500")
      #expect(app.gallery.configuration == BackendUnavailableErrorScreenModel.configuration(for: .serverError))

      await app.applyFault("none")
      #expect(app.gallery.configuration == BackendUnavailableErrorScreenModel.configuration(for: .available))
      await app.send(.errorScreenPrimary)
      #expect(app.activity.latest?.hasPrefix("the backend is available") == true)
    }
  }

  @Test("app update: available offers Later, required does not, and Update would open the store")
  func appUpdate() async throws {
    try await DemoHarness.run(faultMode: .updateAvailable, screen: .errors) { demo in
      let app = demo.app
      await app.start()
      await app.showGalleryPage(.appUpdate)
      #expect(app.gallery.configuration == AppUpdateErrorScreenModel.configuration(for: .available))
      #expect(app.gallery.configuration?.buttons.map(\.label) == ["Update", "Later"])

      await app.send(.errorScreenPrimary)
      #expect(app.activity.latest == "would open \(StoreLink.updateURL)")
      await app.send(.errorScreenSecondary)
      #expect(app.activity.latest?.hasPrefix("the update screen was dismissed") == true)

      await app.applyFault("update-required")
      #expect(app.gallery.configuration == AppUpdateErrorScreenModel.configuration(for: .required))
      #expect(app.gallery.configuration?.buttons.map(\.label) == ["Update"])

      await app.applyFault("none")
      #expect(app.gallery.configuration == AppUpdateErrorScreenModel.configuration(for: .notNeeded))
    }
  }

  @Test("app update: a version that cannot be read offers to ask again, in the library's words")
  func appUpdateUnreadable() async throws {
    try await DemoHarness.run(faultMode: .offline) { demo in
      let app = demo.app
      await app.showGalleryPage(.appUpdate)
      #expect(app.gallery.configuration?.title == "Can't reach the server")
      let tryAgain = try #require(app.gallery.configuration?.buttons.first)
      #expect(tryAgain == ScreenButton("Try Again", action: .retry))
      await app.goOnline()
      await app.send(tryAgain.action)
      #expect(app.gallery.configuration == AppUpdateErrorScreenModel.configuration(for: .notNeeded))
    }
  }

  @Test("pages step forwards and backwards, wrapping around")
  func paging() async throws {
    try await DemoHarness.run(screen: .errors) { demo in
      let gallery = demo.app.gallery
      await gallery.showNext()
      #expect(gallery.page == .maintenance)
      await gallery.showNext()
      #expect(gallery.page == .appUpdate)
      await gallery.showNext()
      #expect(gallery.page == .noNetwork)
      await gallery.showPrevious()
      #expect(gallery.page == .appUpdate)
    }
  }
}
