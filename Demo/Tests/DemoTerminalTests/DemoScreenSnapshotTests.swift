import DemoApp
import DemoTerminal
import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting
import Testing

// Every demo screen in every state, each screen's states from one call, as plain text. The feed goes through the
// library's `assertScreenSnapshots` over `ScreenStateSample.all`, so a state added to the library's samples shows
// up here as a missing reference; the gallery, the colour picker and the chrome go through the demo's own lists.
@MainActor
struct DemoScreenSnapshotTests {
  /// The region the chrome leaves for a screen in an 80 × 24 terminal: what the feed's snapshots draw.
  static var feedRegion: TerminalSize {
    var canvas = TextCanvas(size: .standard)
    let body = DemoSamples.chrome(.posts).draw(on: &canvas)
    return TerminalSize(columns: body.width, rows: body.height)
  }

  @Test func feedInEveryState() {
    #expect(Self.feedRegion == TerminalSize(columns: 80, rows: 17))
    assertScreenSnapshots(
      of: ScreenStateSample.all(value: DemoSamples.posts, emptyValue: []),
      content: PostsContentRenderer(),
      errorScreens: DemoSamples.feedErrorScreens,
      renderer: .demo,
      size: Self.feedRegion,
      tick: 3)
  }

  /// The region the chrome and the board feed's status line leave for the feed in an 80 × 24 terminal.
  static var boardFeedRegion: TerminalSize {
    var canvas = TextCanvas(size: .standard)
    let body = BoardSamples.chrome(.feed(status: "20 posts loaded", isStale: false)).draw(on: &canvas)
    return TerminalSize(columns: body.width, rows: body.height)
  }

  @Test func boardFeedInEveryState() {
    #expect(Self.boardFeedRegion == TerminalSize(columns: 80, rows: 16))
    assertScreenSnapshots(
      of: ScreenStateSample.all(
        pages: BoardSamples.feed(40), emptyValue: PagedList<PostSummary, String>([]),
        failureKinds: [.cannotReachServer, .serverError, .maintenance, .rateLimited, .timedOut]),
      content: BoardListRenderer<PagedList<PostSummary, String>>(showsLikes: true),
      errorScreens: DemoSamples.feedErrorScreens,
      renderer: .demo(emptyMessage: FeedModel.emptyMessage),
      size: Self.boardFeedRegion,
      tick: 3)
  }

  @Test func boardScreens() {
    assertFrameSnapshots(of: BoardSamples.all())
    let size = TerminalSize(columns: 100, rows: 30)
    let wide = [
      "feed-page-failed", "feed-all-caught-up", "search-results", "post-like-failed", "post-title-from-the-list",
    ]
    assertFrameSnapshots(
      of: BoardSamples.all(size: size).filter { wide.contains($0.name) }, size: size, testName: "boardScreensAt100x30")
    let compact = TerminalSize(columns: 60, rows: 11)
    assertFrameSnapshots(
      of: BoardSamples.all(size: compact).filter { ["feed-page-failed", "search-results"].contains($0.name) },
      size: compact, testName: "boardScreensCompact")
  }

  @Test func galleryPages() {
    assertFrameSnapshots(of: DemoSamples.galleryPages)
  }

  @Test func colorPicker() {
    assertFrameSnapshots(of: DemoSamples.colorPicker)
  }

  @Test func headerAndStatusLine() {
    assertFrameSnapshots(of: DemoSamples.chromes)
    assertFrameSnapshots(
      of: DemoSamples.chromes.filter { ["healthy", "server-error-slow"].contains($0.name) },
      size: TerminalSize(columns: 100, rows: 30), testName: "headerAndStatusLineAt100x30")
  }

  @Test func smallTerminals() {
    let loaded = DemoSamples.chromes.filter { $0.name == "server-error-slow" }
    assertFrameSnapshots(of: loaded, size: TerminalSize(columns: 60, rows: 11), testName: "compactChrome")
    assertFrameSnapshots(of: loaded, size: TerminalSize(columns: 19, rows: 4), testName: "noChrome")
  }
}
