import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting
import Testing

// The posts feed drawn in every state, from one call per size. A new sample state in
// `ScreenStateSample.all` shows up here as a missing reference, which fails under
// SNAPSHOT_TESTING_RECORD=never until it is recorded and reviewed.
@MainActor
struct PostsScreenSnapshotTests {
  private let posts = Post.samples(count: 30)

  @Test func everyState() {
    assertScreenSnapshots(
      of: ScreenStateSample.all(value: posts, emptyValue: []),
      content: postList(),
      errorScreens: feedErrorScreens,
      renderer: postsRenderer,
      size: TerminalSize(columns: 80, rows: 24),
      tick: 3)
  }

  @Test func tinyTerminal() {
    let names: Set = [
      "first-load", "loaded", "refreshing", "empty", "failed-offline", "failed-maintenance",
      "refresh-failed-server-error-alert", "refresh-failed-server-error-banner",
      "refresh-failed-server-error-inline",
    ]
    assertScreenSnapshots(
      of: ScreenStateSample.all(value: posts, emptyValue: []).filter { names.contains($0.name) },
      content: postList(),
      errorScreens: feedErrorScreens,
      renderer: postsRenderer,
      size: TerminalSize(columns: 20, rows: 5),
      tick: 3)
  }

  @Test func tenThousandPosts() {
    let many = Post.samples(count: 10_000)
    let size = TerminalSize(columns: 80, rows: 24)
    let loaded = ScreenProjection<[Post]>.content(many, isRefreshing: false, notice: nil)
    assertSnapshot(of: loaded, as: .textScreen(content: postList(), renderer: postsRenderer, size: size), named: "top")
    assertSnapshot(
      of: loaded, as: .textScreen(content: postList(selectedIndex: 5_000), renderer: postsRenderer, size: size),
      named: "middle")
    assertSnapshot(
      of: ScreenProjection<[Post]>.content(many, isRefreshing: true, notice: nil),
      as: .textScreen(content: postList(selectedIndex: 9_999), renderer: postsRenderer, size: size, tick: 7),
      named: "end-refreshing")
  }
}
