import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting
import Testing

// The paginated feed: every state of its screen from one call, each drawn with the footer a page loader shows
// below the list (more to load, loading more, a failed page, the end), at a comfortable size, in a tiny
// terminal, and in German.
@MainActor
struct PagedFeedSnapshotTests {
  /// Two pages of twenty posts, with a third to load.
  private let pages = PagedList(
    pages: [
      Page(items: Array(Post.samples(count: 40).prefix(20)), next: 2),
      Page(items: Array(Post.samples(count: 40).suffix(20)), next: 3),
    ])
  private let failureKinds: [FailureKind] = [.offline, .serverError, .rateLimited, .unauthorized]

  @Test func everyState() {
    assertScreenSnapshots(
      of: ScreenStateSample.all(pages: pages, emptyValue: PagedList([]), failureKinds: failureKinds),
      content: pagedPostList(selectedIndex: 39),
      errorScreens: feedErrorScreens,
      renderer: postsRenderer,
      size: TerminalSize(columns: 80, rows: 24),
      tick: 3)
  }

  @Test func tinyTerminal() {
    let names: Set = [
      "loaded", "loading-more", "end", "load-more-failed-server-error", "load-more-failed-unauthorized",
    ]
    assertScreenSnapshots(
      of: ScreenStateSample.all(pages: pages, failureKinds: failureKinds).filter { names.contains($0.name) },
      content: pagedPostList(selectedIndex: 39),
      renderer: postsRenderer,
      size: TerminalSize(columns: 20, rows: 6),
      tick: 3)
  }

  @Test func theFeedInGerman() {
    let names: Set = ["loaded", "loading-more", "end", "load-more-failed-offline", "load-more-failed-rate-limited"]
    assertScreenSnapshots(
      of: ScreenStateSample.all(pages: pages, failureKinds: failureKinds).filter { names.contains($0.name) },
      content: pagedPostList(selectedIndex: 39),
      policy: PresentationPolicy(texts: ScreenTexts(language: "de")),
      errorScreens: feedErrorScreens,
      size: TerminalSize(columns: 80, rows: 24),
      tick: 3)
  }

  @Test func tryAgainFocusedWithTab() {
    let projection = ScreenProjection<PagedList<Post, Int>>.content(pages, isRefreshing: false, notice: nil)
    let footer = PageFooter(
      NextPageState<any Error>.failed(SampleFailure(.timedOut), FailureClassification(kind: .timedOut)))
    var interaction = ScreenInteraction()
    interaction.update(for: projection, footer: footer)
    _ = interaction.handle(.tab, projection: projection, footer: footer)
    #expect(interaction.focus == .button(0))
    assertSnapshot(
      of: projection,
      as: .textScreen(
        content: pagedPostList(selectedIndex: 39), footer: footer, renderer: postsRenderer,
        size: TerminalSize(columns: 60, rows: 16), focus: interaction.focus))
  }

  @Test func aPaginatedLoadableScreenAsItIsNow() async {
    let fetch = ControllableOperation<Page<Post, Int>, any Error>()
    let loader = PageLoader(
      first: 1, refresh: .firstPage, retryPolicy: .never, timeout: nil, fetch: fetch.operation(taking: Int.self))
    let screen = LoadableScreen(loader)
    _ = Task.immediate { await loader.load() }
    await fetch.nextCall().succeed(with: Page(items: Post.samples(count: 5), next: 2))
    await loader.waitUntilSettled()
    _ = Task.immediate { await loader.loadMore() }
    await fetch.nextCall().fail(with: SampleFailure(.connectionLost))
    await loader.waitUntilSettled()
    assertSnapshot(
      of: screen,
      as: .textScreen(content: pagedPostList(), renderer: postsRenderer, size: TerminalSize(columns: 60, rows: 12)))
  }
}
