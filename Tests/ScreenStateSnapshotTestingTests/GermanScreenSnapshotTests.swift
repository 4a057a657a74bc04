import ScreenState
import ScreenStateSnapshotTesting
import ScreenStateTerminal
import ScreenStateTesting
import Testing

/// The feed in German, end to end on Linux: the texts come from the package's German table, the delay from the
/// system's formatter ("in 2 Minuten"), and the terminal renderer draws them, error screens and models included.
@MainActor
struct GermanScreenSnapshotTests {
  private let posts = Post.samples(count: 30)

  @Test func theFeedInGerman() {
    let names: Set = [
      "first-load", "refreshing", "empty", "failed-offline", "failed-cannot-reach-server", "failed-maintenance",
      "failed-unauthorized", "refresh-failed-server-error-alert", "refresh-failed-timed-out-banner",
    ]
    assertScreenSnapshots(
      of: ScreenStateSample.all(value: posts, emptyValue: []).filter { names.contains($0.name) },
      content: postList(),
      policy: PresentationPolicy(texts: ScreenTexts(language: "de")),
      errorScreens: feedErrorScreens,
      size: TerminalSize(columns: 80, rows: 24),
      tick: 3)
  }
}
