import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import SnapshotTesting
import Testing

// Focus as a person moves it with the keyboard: each snapshot is taken after real key presses go through
// `ScreenInteraction`, so the references show what the keys do, in plain text.
@MainActor
struct FocusSnapshotTests {
  private let posts = Post.samples(count: 30)
  private let size = TerminalSize(columns: 60, rows: 16)

  /// The focus after pressing `keys` on a screen showing `projection`.
  private func focus(after keys: [Key], on projection: ScreenProjection<[Post]>) -> ScreenFocus {
    var interaction = ScreenInteraction()
    interaction.update(for: projection)
    for key in keys { _ = interaction.handle(key, projection: projection) }
    return interaction.focus
  }

  private func assertFocus(
    after keys: [Key], on projection: ScreenProjection<[Post]>, named name: String,
    testName: String = #function, line: UInt = #line
  ) {
    assertSnapshot(
      of: projection,
      as: .textScreen(
        content: postList(), renderer: postsRenderer, size: size, focus: focus(after: keys, on: projection)),
      named: name, testName: testName, line: line)
  }

  @Test func alertButtons() {
    let alert = ScreenProjection<[Post]>.content(
      posts, isRefreshing: false, notice: .alert(.failure(FailureClassification(kind: .serverError))))
    assertFocus(after: [], on: alert, named: "initial")
    assertFocus(after: [.left], on: alert, named: "after-left")
    assertFocus(after: [.tab, .tab], on: alert, named: "after-tab-tab")
  }

  @Test func bannerButtonsAndList() {
    let banner = ScreenProjection<[Post]>.content(
      posts, isRefreshing: false, notice: .banner(.failure(FailureClassification(kind: .timedOut))))
    assertFocus(after: [], on: banner, named: "initial")
    assertFocus(after: [.right], on: banner, named: "after-right")
    assertFocus(after: [.down], on: banner, named: "after-down")
    let inline = ScreenProjection<[Post]>.content(
      posts, isRefreshing: false, notice: .inline(.failure(FailureClassification(kind: .offline))))
    assertFocus(after: [.backTab], on: inline, named: "inline-after-shift-tab")
  }

  @Test func errorScreenButtons() {
    let update = ScreenProjection<[Post]>.failure(AppUpdateErrorScreenModel.configuration(for: .available))
    assertFocus(after: [], on: update, named: "initial")
    assertFocus(after: [.right], on: update, named: "after-right")
    assertFocus(
      after: [], on: .failure(AppUpdateErrorScreenModel.configuration(for: .available).busy(true)), named: "busy")
  }

  @Test func aLoadableScreenAsItIsNow() {
    let screen = LoadableScreen(
      Loader<[Post], any Error>(.failed(SampleFailure(.offline), previous: nil), timeout: nil) { [] },
      errorScreens: feedErrorScreens)
    assertSnapshot(of: screen, as: .textScreen(content: postList(), renderer: postsRenderer, size: size))
  }
}
