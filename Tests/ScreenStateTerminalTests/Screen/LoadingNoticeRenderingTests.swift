import ScreenState
import ScreenStateTerminal
import Testing

/// In the terminal: a slow load's "Still loading…" and a wait for the network are drawn with the
/// spinner, their Cancel button focused under first-load progress and pressed by Enter or Escape; beside a refresh's
/// indicator the list keeps the focus.
struct LoadingNoticeRenderingTests {
  static let texts = ScreenTexts(language: "en")
  static let slow = LoadingNotice(.slow, texts: texts)
  static let waiting = LoadingNotice(.waitingForNetwork, texts: ScreenTexts(language: "de"))
  let spinner = Spinner.braille

  func text(
    _ projection: Projection, notice: LoadingNotice?, columns: Int = 50, rows: Int = 9, focus: ScreenFocus? = nil
  ) -> String {
    ScreenRenderer(texts: Self.texts).render(
      projection, loadingNotice: notice, content: Fixtures.list(), size: TerminalSize(columns: columns, rows: rows),
      focus: focus
    ).plainText
  }

  @Test func progressSaysStillLoadingWithAFocusedCancel() {
    let lines = text(.progress, notice: Self.slow).lines.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("\(spinner.frame(at: 0)) Still loading…"))
    #expect(lines.contains("This is taking longer than usual."))
    #expect(lines.contains("[» Cancel «]"))
    #expect(!lines.contains { $0.contains("Loading…") && !$0.contains("Still") })
  }

  @Test func progressSaysItWaitsForTheNetworkInTheScreensLanguage() {
    let text = text(.progress, notice: Self.waiting)
    #expect(text.contains("Warten auf das Netzwerk…"))
    #expect(text.contains("[» Abbrechen «]"))
  }

  @Test func aTinyRegionKeepsTheButtonBeforeTheMessage() {
    let lines = text(.progress, notice: Self.slow, rows: 2).lines
    #expect(lines[0].contains("Still loading…"))
    #expect(lines[1].contains("Cancel"))
  }

  @Test func aRefreshSaysItInItsStatusLineAndTheListKeepsTheFocus() {
    let lines = text(Fixtures.refreshing, notice: Self.slow).lines
    #expect(lines[0].hasPrefix(" \(spinner.frame(at: 0)) Still loading…"))
    #expect(lines[0].contains("[  Cancel  ]"))
    #expect(lines[1] == "› Item 1")
    var interaction = ScreenInteraction()
    interaction.update(for: Fixtures.refreshing, loadingNotice: Self.slow)
    #expect(interaction.focus == .content)
    #expect(interaction.handle(.escape, projection: Fixtures.refreshing, loadingNotice: Self.slow) == .send(.cancel))
    #expect(interaction.handle(.tab, projection: Fixtures.refreshing, loadingNotice: Self.slow) == .consumed)
    #expect(interaction.focus == .button(0))
    #expect(interaction.handle(.enter, projection: Fixtures.refreshing, loadingNotice: Self.slow) == .send(.cancel))
  }

  @Test func enterAndEscapeCancelUnderProgress() {
    var interaction = ScreenInteraction()
    interaction.update(for: Projection.progress, loadingNotice: Self.slow)
    #expect(interaction.focus == .button(0))
    #expect(interaction.handle(.enter, projection: Projection.progress, loadingNotice: Self.slow) == .send(.cancel))
    #expect(interaction.handle(.escape, projection: Projection.progress, loadingNotice: Self.slow) == .send(.cancel))
    #expect(
      interaction.handle(.character("r"), projection: Projection.progress, loadingNotice: Self.slow)
        == .send(.refresh))
    // Without a notice, Enter under progress is the app's.
    #expect(interaction.handle(.enter, projection: Projection.progress) == .unhandled)
  }

  @Test func aFailureNoticeKeepsItsOwnButtons() {
    let refreshingWithBanner = Projection.content(
      Fixtures.items, isRefreshing: true, notice: .banner(Fixtures.bannerState))
    var interaction = ScreenInteraction()
    interaction.update(for: refreshingWithBanner, loadingNotice: Self.slow)
    #expect(
      interaction.handle(.enter, projection: refreshingWithBanner, loadingNotice: Self.slow) == .send(.retry))
  }
}
