import ScreenState
import ScreenStateTesting
import Testing

/// What an assistive technology hears, decided in the core: one announcement per change worth hearing.
@MainActor
@Suite("ScreenAnnouncement")
struct ScreenAnnouncementTests {
  typealias Projection = ScreenProjection<[Int]>
  static let texts = ScreenTexts(language: "en", subject: "posts")
  static let alert = FailureNotice.alert(.failure(FailureClassification(kind: .offline)))

  static func announced(_ old: Projection, _ new: Projection, _ texts: ScreenTexts = texts) -> String? {
    ScreenAnnouncement(from: old, to: new, texts: texts)?.text
  }

  @Test func eachChangeWorthHearing() {
    let content = Projection.content([1], isRefreshing: false, notice: nil)
    let refreshing = Projection.content([1], isRefreshing: true, notice: nil)
    let failure = Projection.failure(.failure(FailureClassification(kind: .offline)))
    #expect(Self.announced(.blank, .progress) == "Loading posts")
    #expect(Self.announced(.progress, content) == "Loaded posts")
    #expect(Self.announced(.progress, .empty(isRefreshing: false, notice: nil)) == "Loaded posts. Nothing here yet.")
    #expect(Self.announced(content, refreshing) == "Refreshing posts")
    #expect(Self.announced(refreshing, content) == "Updated posts")
    #expect(Self.announced(.progress, failure) == "Couldn't load posts. No internet connection")
    #expect(
      Self.announced(refreshing, .content([1], isRefreshing: false, notice: Self.alert))
        == "Couldn't refresh posts. No internet connection")
    #expect(Self.announced(refreshing, failure) == "Couldn't refresh posts. No internet connection")
    #expect(Self.announced(failure, .progress) == "Loading posts")
  }

  @Test func nothingToHearWhenNothingChangedForTheListener() {
    let content = Projection.content([1], isRefreshing: false, notice: nil)
    let failure = Projection.failure(.failure(FailureClassification(kind: .offline)))
    #expect(Self.announced(.progress, .progress) == nil)
    #expect(Self.announced(content, .content([2], isRefreshing: false, notice: nil)) == nil)
    // Dismissing an alert, or an error screen turning busy, is heard through the focus, not announced.
    #expect(Self.announced(.content([1], isRefreshing: false, notice: Self.alert), content) == nil)
    #expect(Self.announced(failure, failure) == nil)
    #expect(Self.announced(content, .blank) == nil)
  }

  @Test func announcementsSpeakTheScreensLanguage() {
    let german = ScreenTexts(language: "de", subject: "Beiträge")
    #expect(Self.announced(.blank, .progress, german) == "Wird geladen: Beiträge")
    #expect(
      Self.announced(.progress, .failure(.failure(FailureClassification(kind: .offline), texts: german)), german)
        == "Laden fehlgeschlagen: Beiträge. Keine Internetverbindung")
  }

  @Test func withoutASubjectTheScreenIsContent() {
    #expect(Self.announced(.blank, .progress, ScreenTexts(language: "en")) == "Loading content")
  }

  @Test func failuresAreUrgentAndTheRestPolite() {
    for event in ScreenAnnouncement.Event.allCases {
      let urgent = ScreenAnnouncement(event: event, text: "").isUrgent
      #expect(urgent == [.loadFailed, .refreshFailed, .loadMoreFailed, .actionFailed].contains(event), "\(event)")
    }
  }

  @Test func aScreenAnnouncesItsLoadsRefreshesAndFailures() async {
    let operation = ControllableOperation<[Int], any Error>()
    let screen = LoadableScreen(
      Loader(retryPolicy: .never, timeout: nil, operation: operation.operation),
      policy: PresentationPolicy(texts: Self.texts, loadingTiming: .immediate))
    var heard: [String] = []
    func listen() { if let text = screen.announcement?.text { heard.append(text) } }

    let load = Task { await screen.load() }
    let first = await operation.nextCall()
    listen()
    first.succeed(with: [1])
    await load.value
    listen()
    let refresh = Task { await screen.send(.refresh) }
    let second = await operation.nextCall()
    listen()
    second.fail(with: HTTPStatusError(statusCode: 503))
    await refresh.value
    listen()
    #expect(
      heard == ["Loading posts", "Loaded posts", "Refreshing posts", "Couldn't refresh posts. Down for maintenance"])
    #expect(screen.announcementCount == 4)
    #expect(screen.announcement?.isUrgent == true)
  }
}
