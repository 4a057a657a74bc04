// Every state of every demo screen, as lists: a state added here is snapshotted by the test that draws the list,
// and a missing reference then fails under SNAPSHOT_TESTING_RECORD=never until it is recorded and read.
import DemoApp
import DemoServer
import DemoTerminal
import ScreenState
import ScreenStateTerminal

/// The samples of the demo's screens.
@MainActor
enum DemoSamples {
  /// The posts the backend serves, as the client reads them.
  static let posts = DemoPost.samples.map { Post(id: $0.id, title: $0.title, body: $0.body) }

  /// The address shown in the status line of every sample.
  static let serverURL = "http://127.0.0.1:8080"

  /// The feed's error screens, as the app builds them, with checks that never run.
  static let feedErrorScreens = ErrorScreenCatalog.demo(
    connectivity: UnusedConnectivityChecker(), status: UnusedBackendStatusChecker(), openURL: { _ in true })

  /// The chrome of `screen` with the given faults and activity.
  static func chrome(
    _ screen: DemoScreen,
    page: GalleryPage = .noNetwork,
    fault: String = "none",
    latency: String = "0",
    activity: String? = nil,
    isShowingHelp: Bool = false
  ) -> DemoChrome {
    DemoChrome(
      screen: screen, galleryPage: page, faults: .known(FaultSettings(mode: fault, latency: latency)),
      serverURL: serverURL,
      activity: activity, isShowingHelp: isShowingHelp)
  }

  /// Every page of the error-screen gallery in every state it shows, each under the fault that produces it.
  static var galleryPages: [DemoFrameSample] {
    func page(
      _ name: String, _ page: GalleryPage, fault: String, activity: String? = nil,
      _ configuration: ErrorScreenConfiguration?
    ) -> DemoFrameSample {
      DemoFrameSample(
        name: name, chrome: chrome(.errors, page: page, fault: fault, activity: activity),
        projection: DemoProjection.gallery(configuration))
    }
    let unreadable = FailureClassification(kind: .cannotReachServer)
    let offline = FailureClassification(kind: .offline)
    return [
      page("no-network-preparing", .noNetwork, fault: "none", nil),
      page("no-network", .noNetwork, fault: "offline", NoNetworkErrorScreenModel.initialConfiguration(for: offline)),
      page(
        "no-network-busy", .noNetwork, fault: "offline",
        NoNetworkErrorScreenModel.initialConfiguration(for: offline).busy(true)),
      page(
        "no-network-still-offline", .noNetwork, fault: "offline",
        NoNetworkErrorScreenModel.stillDisconnectedConfiguration(for: offline)),
      page(
        "no-network-connection-back", .noNetwork, fault: "none",
        activity: "the connection is back: an app would close this screen and load again",
        NoNetworkErrorScreenModel.initialConfiguration(for: offline)),
      page(
        "maintenance-with-retry-time", .maintenance, fault: "maintenance:120",
        BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: .seconds(120)))),
      page(
        "maintenance-busy", .maintenance, fault: "maintenance:120",
        BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: .seconds(120))).busy(true)),
      page(
        "maintenance-without-retry-time", .maintenance, fault: "maintenance:120",
        BackendUnavailableErrorScreenModel.configuration(for: .maintenance(retryAfter: nil))),
      page(
        "server-error", .maintenance, fault: "500",
        BackendUnavailableErrorScreenModel.configuration(for: .serverError)),
      page(
        "backend-available", .maintenance, fault: "none",
        BackendUnavailableErrorScreenModel.configuration(for: .available)),
      page(
        "update-available", .appUpdate, fault: "update-available",
        AppUpdateErrorScreenModel.configuration(for: .available)),
      page(
        "update-available-opening-store", .appUpdate, fault: "update-available",
        activity: "would open \(StoreLink.updateURL)", AppUpdateErrorScreenModel.configuration(for: .available)),
      page(
        "update-required", .appUpdate, fault: "update-required",
        AppUpdateErrorScreenModel.configuration(for: .required)),
      page("up-to-date", .appUpdate, fault: "none", AppUpdateErrorScreenModel.configuration(for: .notNeeded)),
      page(
        "version-unreadable", .appUpdate, fault: "offline",
        .failure(unreadable)),
    ]
  }

  /// The colour picker's four view states, one of them from both slots, and the mix switch with one colour.
  static var colorPicker: [DemoFrameSample] {
    func picker(_ name: String, _ selection: ColorSelection) -> DemoFrameSample {
      DemoFrameSample(name: name, chrome: chrome(.colors), projection: DemoProjection.colors(selection))
    }
    return [
      picker("empty-state", ColorSelection()),
      picker("show-color-1", ColorSelection(color1: .red)),
      picker("show-color-2", ColorSelection(color2: .blue)),
      picker("show-both-colors", ColorSelection(color1: .red, color2: .blue)),
      picker("show-mixed-colors", ColorSelection(color1: .red, color2: .blue, mix: true)),
      picker("mix-with-one-color", ColorSelection(color1: .green, mix: true)),
    ]
  }

  /// The header and status area under several faults, latencies and activities, over the loaded feed.
  static var chromes: [DemoFrameSample] {
    let feed = DemoProjection.posts(.content(posts, isRefreshing: false, notice: nil))
    func frame(_ name: String, _ chrome: DemoChrome, _ projection: ScreenProjection<DemoContent>? = nil)
      -> DemoFrameSample
    {
      DemoFrameSample(name: name, chrome: chrome, projection: projection ?? feed)
    }
    var reading = chrome(.posts)
    reading.faults = .reading
    var pending = chrome(.board, fault: "like-fail", activity: "switched to fault like-fail")
    pending.pendingChanges = [
      PendingChange(summary: "Like “Welcome to the neighbourhood board”", status: "sending…"),
      PendingChange(
        summary: "Like “Farmers' market moves to Saturdays”",
        status: "refused · Request not accepted (422)"),
      PendingChange(summary: "Like “Found: a blue bicycle helmet”", status: "waiting to be sent"),
      PendingChange(
        summary: "Like post 12", status: "waiting to be sent again · Something went wrong on our side"),
    ]
    var nothingPending = chrome(.board)
    nothingPending.pendingChanges = []
    return [
      frame("healthy", chrome(.posts)),
      frame("faults-being-read", reading, DemoProjection.posts(.progress)),
      frame(
        "server-error-slow", chrome(.posts, fault: "500", latency: "800ms", activity: "switched to latency 800ms")),
      frame(
        "offline-could-not-switch",
        chrome(
          .posts, fault: "offline",
          activity: "could not switch to online: the server at \(serverURL) is offline; only the process running it "
            + "can bring it back")),
      frame(
        "update-required-would-open-store",
        chrome(.posts, fault: "update-required", activity: "would open \(StoreLink.updateURL)"),
        DemoProjection.posts(.failure(AppUpdateErrorScreenModel.configuration(for: .required)))),
      frame("flaky-timing-out", chrome(.posts, fault: "flaky:0.5", latency: "4s", activity: "switched to latency 4s")),
      frame("list-of-keys", chrome(.posts, isShowingHelp: true)),
      frame("list-of-keys-on-colours", chrome(.colors, isShowingHelp: true), DemoProjection.colors(ColorSelection())),
      frame("pending-changes", pending, .blank),
      frame("no-pending-changes", nothingPending, .blank),
    ]
  }
}
