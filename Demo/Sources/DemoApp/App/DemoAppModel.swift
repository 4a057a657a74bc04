import Foundation
import Observation
import ScreenState

/// The whole demo app as one model: its screens, the neighbourhood board (``board``) among them, which one is shown,
/// the backend's faults for the status line, and the actions a UI binds to keys. It decides everything; a UI only
/// draws it and forwards keys.
///
/// ```swift
/// let app = DemoAppModel(clients: DemoClients(http: DemoHTTPClient(baseURL: url)),
///                        faultControl: HTTPFaultController(http: http))
/// await app.start()                       // reads the faults and loads the feed
/// await app.applyFault("500")             // the backend now fails…
/// await app.send(.refresh)                // …so the list stays, with an alert over it
/// ```
@MainActor
@Observable
public final class DemoAppModel {
  /// The screen shown.
  public private(set) var screen: DemoScreen
  /// What the app knows of the backend's faults.
  public private(set) var faultsStatus: FaultsStatus
  /// The faults the backend plays, once known.
  public var faults: FaultSettings? { faultsStatus.settings }
  /// The posts feed.
  public let posts: LoadableScreen<[Post], any Error>
  /// The loader the posts feed draws, kept to forget its posts when the feed is opened anew.
  @ObservationIgnored private let postsLoader: Loader<[Post], any Error>
  /// The error-screen gallery.
  public let gallery: ErrorGalleryModel
  /// The colour picker.
  public let colors: ColorPickerModel
  /// The neighbourhood board: the paged feed, search, and each post with its like, offline first.
  public let board: BoardModel
  /// What happened that the status line should say.
  public let activity: ActivityLog

  @ObservationIgnored private let clients: DemoClients
  @ObservationIgnored private let faultControl: any FaultControlling
  /// The monitor of the network the configuration watches, when the app runs one (see
  /// ``DemoClients/networkMonitor(clock:)``).
  @ObservationIgnored private let networkMonitor: ProbingConnectivityMonitor?

  /// Creates the app; nothing is requested until ``start()``.
  ///
  /// - Parameters:
  ///   - clients: The HTTP clients for the backend.
  ///   - faultControl: Switches the backend's faults.
  ///   - faults: The faults the backend plays, when known; otherwise ``start()`` asks for them.
  ///   - screen: The screen shown first.
  ///   - configuration: How every request of the app is classified, retried, limited and timed, and the clock of
  ///     the retry waits, the search's debounce and the board's freshness; ``ScreenState/LoadingConfiguration/demo``
  ///     by default, with a virtual clock and retries that do not wait in tests.
  ///   - policy: How every screen presents its states; the library's default (a spinner only after 150 ms, shown
  ///     at least 400 ms) unless given.
  ///   - cacheDirectory: Where the board keeps its feed's first pages and the posts opened between launches; `nil`
  ///     keeps nothing.
  ///   - networkMonitor: The monitor of the network that `configuration` watches, if any: asked at once after each
  ///     change of the backend's faults, as a system monitor would report the network going or coming back.
  public init(
    clients: DemoClients,
    faultControl: any FaultControlling,
    faults: FaultSettings? = nil,
    screen: DemoScreen = .posts,
    configuration: LoadingConfiguration = .demo,
    policy: PresentationPolicy = .default,
    cacheDirectory: URL? = nil,
    networkMonitor: ProbingConnectivityMonitor? = nil
  ) {
    let activity = ActivityLog()
    let openURL = StoreLink.recordingOpener(activity)
    let errorScreens = ErrorScreenCatalog.demo(
      connectivity: clients.connectivity, status: clients.status, openURL: openURL)
    let postsClient = clients.posts
    let loader = Loader<[Post], any Error>(configuration: configuration) { try await postsClient.posts() }
    self.postsLoader = loader
    self.posts = LoadableScreen(loader, policy: policy, errorScreens: errorScreens)
    self.gallery = ErrorGalleryModel(clients: clients, log: activity, openURL: openURL)
    self.colors = ColorPickerModel()
    self.board = BoardModel(
      clients: clients, configuration: configuration, cacheDirectory: cacheDirectory, policy: policy,
      errorScreens: errorScreens,
      log: { [weak activity] line in Task { @MainActor in activity?.record(line) } })
    self.activity = activity
    self.screen = screen
    self.faultsStatus = faults.map(FaultsStatus.known) ?? .reading
    self.clients = clients
    self.faultControl = faultControl
    self.networkMonitor = networkMonitor
  }

  /// The server the app talks to.
  public var serverURL: String { clients.http.baseURL.absoluteString }

  /// Loads the screen shown first and, unless they are known, reads the backend's faults meanwhile.
  ///
  /// The load starts before anything is awaited, so a UI drawn right after calling this shows it in flight.
  public func start() async {
    guard faults == nil else { return await appear(screen) }
    async let faultsRead: Void = refreshFaults()
    await appear(screen)
    await faultsRead
  }

  // MARK: - Navigation

  /// Shows `screen` and brings it up to date: the feed loads unless it has posts (it keeps them, as a tab would),
  /// and the gallery builds its page again from the server.
  public func show(_ screen: DemoScreen) async {
    self.screen = screen
    await appear(screen)
  }

  /// Shows `page` of the error-screen gallery.
  public func showGalleryPage(_ page: GalleryPage) async {
    screen = .errors
    await gallery.show(page)
  }

  /// Shows the board's search, with the text and results it had.
  public func showBoardSearch() {
    screen = .board
    board.showSearch()
  }

  private func appear(_ screen: DemoScreen) async {
    switch screen {
    case .posts: await posts.load()
    case .errors: await gallery.reload()
    case .colors: return
    case .board: await board.showFeed()
    }
  }

  // MARK: - Screen actions

  /// Sends a screen action (refresh, retry, dismiss, an error screen's buttons) to the screen shown.
  public func send(_ action: ScreenAction) async {
    switch screen {
    case .posts: await posts.send(action)
    case .errors: await gallery.send(action)
    case .colors: return
    case .board: await board.send(action)
    }
  }

  /// Forgets the feed's posts and loads it again, as when the screen is opened anew: with nothing kept, a
  /// failure takes the whole screen instead of an alert. On the board, that is the board's feed (see
  /// ``FeedModel/reopen()``); anywhere else, the posts feed, which is then shown.
  public func reopenFeed() async {
    if screen == .board { return await board.reopenFeed() }
    screen = .posts
    postsLoader.reset()
    await posts.load()
  }

  // MARK: - Faults

  /// Switches the backend's fault mode (spelled as for `--fault`), then rebuilds the gallery page if it is shown.
  public func applyFault(_ mode: String) async {
    await changeFaults("fault \(mode)") { try await $0.setMode(mode) }
  }

  /// Switches to the fault mode of a preset key; pressed again, a key with a cycle (``FaultPreset/cycles``) steps
  /// to its next mode.
  public func applyPreset(_ preset: FaultPreset) async {
    await applyFault(preset.mode(after: faults?.mode))
  }

  /// Switches the backend's latency (spelled as for `--latency`).
  public func setLatency(_ latency: String) async {
    await changeFaults("latency \(latency)") { try await $0.setLatency(latency) }
  }

  /// Steps the latency through ``LatencyPreset/cycle``.
  public func cycleLatency() async {
    await setLatency(LatencyPreset.next(after: faults?.latency ?? "0"))
  }

  /// Takes the backend off the network: connections are refused until ``goOnline()``.
  public func goOffline() async {
    await applyFault("offline")
  }

  /// Brings an offline backend back, healthy.
  public func goOnline() async {
    await changeFaults("online") { try await $0.goOnline() }
  }

  /// Reads the faults in force again, for the status line.
  public func refreshFaults() async {
    do {
      faultsStatus = .known(try await faultControl.currentFaults())
    } catch {
      // Known faults stay on the status line: they were true a moment ago. Never known, they are unreadable.
      if faults == nil { faultsStatus = .unreadable }
      activity.record("could not read the server's faults: \(FaultControlError.explanation(of: error))")
    }
  }

  private func changeFaults(
    _ description: String,
    _ change: @Sendable (any FaultControlling) async throws -> FaultSettings
  ) async {
    do {
      faultsStatus = .known(try await change(faultControl))
      // The backend gone or back is the network gone or back for this app: its monitor hears of it at once, as a
      // system monitor would (a request that fails offline then waits for the network, and the board's store
      // revalidates what is stale when it returns).
      await networkMonitor?.check()
      activity.record("switched to \(description)")
    } catch {
      activity.record("could not switch to \(description): \(FaultControlError.explanation(of: error))")
      return
    }
    if screen == .errors { await gallery.reload() }
  }

  // MARK: - Waiting

  /// Returns once no load the app started is still running; for scripts and tests, never for a UI.
  public func waitUntilSettled() async {
    await posts.source.waitUntilSettled()
    await board.waitUntilSettled()
  }

  /// Stops every load in flight, as the app quits (a like goes on: the server may already have counted it).
  public func cancel() {
    posts.source.cancel()
    board.cancel()
  }
}
