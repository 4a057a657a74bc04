import ScreenState
import ScreenStateTerminal
import Testing

struct ScreenInteractionTests {
  /// One row of the key table: on `projection`, after pressing `before`, pressing `key` gives `command`
  /// and leaves the focus on `focus`.
  struct Row: Sendable, CustomTestStringConvertible {
    let screen: String
    let projection: Projection
    let before: [Key]
    let key: Key
    let command: ScreenCommand
    let focus: ScreenFocus

    init(
      _ screen: String, _ projection: Projection, after before: [Key] = [], press key: Key,
      _ command: ScreenCommand, focus: ScreenFocus
    ) {
      self.screen = screen
      self.projection = projection
      self.before = before
      self.key = key
      self.command = command
      self.focus = focus
    }

    var testDescription: String { "\(screen): \(before) then \(key)" }
  }

  static let alertWithoutCancel = Projection.content(
    Fixtures.items, isRefreshing: false,
    notice: .alert(ScreenAlert(title: "Heads up", buttons: [ScreenButton("Retry", action: .retry)])))
  static let secondaryOnly = Projection.failure(
    ErrorScreenConfiguration(
      icon: .warning, title: "Gone", message: "Nothing here.",
      buttons: [ScreenButton("Close", role: .cancel, action: .errorScreenSecondary)]))
  static let noButtons = Projection.failure(
    ErrorScreenConfiguration(icon: .warning, title: "Gone", message: "Nothing here."))

  static let table: [Row] = [
    // Quitting works everywhere, even on a modal alert or a busy screen.
    Row("blank", .blank, press: .character("q"), .quit, focus: .content),
    Row("progress", .progress, press: .control("c"), .quit, focus: .content),
    Row("alert", Fixtures.alert, press: .character("q"), .quit, focus: .button(1)),
    Row("busy error screen", Fixtures.busyErrorScreen, press: .control("c"), .quit, focus: .button(0)),

    // While blank or loading for the first time, r (re)starts the load and Escape cancels it: a load in flight
    // always has a way out.
    Row("blank", .blank, press: .character("r"), .send(.refresh), focus: .content),
    Row("blank", .blank, press: .escape, .unhandled, focus: .content),
    Row("progress", .progress, press: .character("r"), .send(.refresh), focus: .content),
    Row("progress", .progress, press: .escape, .send(.cancel), focus: .content),
    Row("progress", .progress, press: .enter, .unhandled, focus: .content),
    Row("progress", .progress, press: .down, .unhandled, focus: .content),

    // Content: navigation keys scroll, r refreshes, the rest is the app's.
    Row("content", Fixtures.content, press: .down, .scroll(.down), focus: .content),
    Row("content", Fixtures.content, press: .pageDown, .scroll(.pageDown), focus: .content),
    Row("content", Fixtures.content, press: .home, .scroll(.home), focus: .content),
    Row("content", Fixtures.content, press: .character("r"), .send(.refresh), focus: .content),
    Row("refreshing", Fixtures.refreshing, press: .character("r"), .send(.refresh), focus: .content),
    Row("content", Fixtures.content, press: .enter, .unhandled, focus: .content),
    Row("content", Fixtures.content, press: .tab, .unhandled, focus: .content),
    Row("content", Fixtures.content, press: .left, .unhandled, focus: .content),
    Row("content", Fixtures.content, press: .escape, .unhandled, focus: .content),
    Row("content", Fixtures.content, press: .character("x"), .unhandled, focus: .content),
    Row("empty", Fixtures.empty, press: .character("r"), .send(.refresh), focus: .content),
    Row("empty", Fixtures.empty, press: .down, .unhandled, focus: .content),

    // Alert: the default-role button first; arrows and Tab wrap around its buttons.
    Row("alert", Fixtures.alert, press: .enter, .send(.retry), focus: .button(1)),
    Row("alert", Fixtures.alert, after: [.left], press: .enter, .send(.dismissFailure), focus: .button(0)),
    Row("alert", Fixtures.alert, press: .right, .consumed, focus: .button(0)),
    Row("alert", Fixtures.alert, press: .down, .consumed, focus: .button(0)),
    Row("alert", Fixtures.alert, press: .up, .consumed, focus: .button(0)),
    Row("alert", Fixtures.alert, press: .tab, .consumed, focus: .button(0)),
    Row("alert", Fixtures.alert, after: [.tab], press: .backTab, .consumed, focus: .button(1)),
    Row("alert", Fixtures.alert, press: .escape, .send(.dismissFailure), focus: .button(1)),
    Row("alert", Fixtures.alert, press: .character("r"), .unhandled, focus: .button(1)),
    Row("alert", Fixtures.alert, press: .pageDown, .unhandled, focus: .button(1)),
    Row("alert without cancel", alertWithoutCancel, press: .escape, .consumed, focus: .button(0)),
    Row("alert over empty", Fixtures.emptyWithAlert, press: .enter, .send(.retry), focus: .button(1)),

    // Error screen: primary first; r retries; a busy screen swallows Enter and r.
    Row("error screen", Fixtures.errorScreen, press: .enter, .send(.errorScreenPrimary), focus: .button(0)),
    Row(
      "error screen", Fixtures.errorScreen, after: [.right], press: .enter, .send(.errorScreenSecondary),
      focus: .button(1)),
    Row("error screen", Fixtures.errorScreen, after: [.right], press: .right, .consumed, focus: .button(0)),
    Row("error screen", Fixtures.errorScreen, press: .backTab, .consumed, focus: .button(1)),
    Row("error screen", Fixtures.errorScreen, press: .character("r"), .send(.retry), focus: .button(0)),
    Row("error screen", Fixtures.errorScreen, press: .escape, .unhandled, focus: .button(0)),
    Row("busy error screen", Fixtures.busyErrorScreen, press: .enter, .consumed, focus: .button(0)),
    Row("busy error screen", Fixtures.busyErrorScreen, press: .character("r"), .consumed, focus: .button(0)),
    Row("busy error screen", Fixtures.busyErrorScreen, press: .tab, .consumed, focus: .button(1)),
    Row("secondary only", secondaryOnly, press: .enter, .send(.errorScreenSecondary), focus: .button(0)),
    Row("no buttons", noButtons, press: .enter, .unhandled, focus: .content),
    Row("no buttons", noButtons, press: .tab, .unhandled, focus: .content),

    // Banner and inline: buttons first; ↑ ↓ scroll the list and take focus there; Tab cycles through both.
    Row("banner", Fixtures.banner, press: .enter, .send(.retry), focus: .button(0)),
    Row("banner", Fixtures.banner, after: [.right], press: .enter, .send(.dismissFailure), focus: .button(1)),
    Row("banner", Fixtures.banner, press: .escape, .send(.dismissFailure), focus: .button(0)),
    Row("banner", Fixtures.banner, press: .down, .scroll(.down), focus: .content),
    Row("banner", Fixtures.banner, press: .end, .scroll(.end), focus: .content),
    Row("banner", Fixtures.banner, after: [.down], press: .enter, .unhandled, focus: .content),
    Row("banner", Fixtures.banner, after: [.down], press: .left, .consumed, focus: .button(1)),
    Row("banner", Fixtures.banner, after: [.down], press: .right, .consumed, focus: .button(0)),
    Row("banner", Fixtures.banner, press: .tab, .consumed, focus: .button(1)),
    Row("banner", Fixtures.banner, after: [.tab], press: .tab, .consumed, focus: .content),
    Row("banner", Fixtures.banner, after: [.tab, .tab], press: .tab, .consumed, focus: .button(0)),
    Row("banner", Fixtures.banner, press: .backTab, .consumed, focus: .content),
    Row("banner", Fixtures.banner, press: .character("r"), .send(.refresh), focus: .button(0)),
    Row("inline", Fixtures.inline, after: [.tab], press: .enter, .send(.dismissFailure), focus: .button(1)),
    Row("inline", Fixtures.inline, press: .up, .scroll(.up), focus: .content),
    Row("banner over empty", Fixtures.emptyWithBanner, press: .down, .consumed, focus: .button(1)),
    Row("banner over empty", Fixtures.emptyWithBanner, press: .pageDown, .unhandled, focus: .button(0)),
    Row("banner over empty", Fixtures.emptyWithBanner, after: [.tab], press: .tab, .consumed, focus: .button(0)),
  ]

  @Test(arguments: table)
  func keyTable(_ row: Row) {
    var interaction = ScreenInteraction()
    interaction.update(for: row.projection)
    for key in row.before { _ = interaction.handle(key, projection: row.projection) }
    #expect(interaction.handle(row.key, projection: row.projection) == row.command)
    #expect(interaction.focus == row.focus)
  }

  // MARK: - Focus scopes

  @Test func aNewAlertResetsTheFocusToItsPrimaryButton() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.left, projection: Fixtures.alert)
    #expect(interaction.focus == .button(0))
    let other = Projection.content(
      Fixtures.items, isRefreshing: false, notice: .alert(.failure(FailureClassification(kind: .offline))))
    interaction.update(for: other)
    #expect(interaction.focus == .button(1))
  }

  @Test func theSameAlertKeepsTheFocus() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.left, projection: Fixtures.alert)
    interaction.update(for: Fixtures.alert)
    #expect(interaction.focus == .button(0))
  }

  @Test func anErrorScreenTurningBusyKeepsTheFocus() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.right, projection: Fixtures.errorScreen)
    interaction.update(for: Fixtures.busyErrorScreen)
    #expect(interaction.focus == .button(1))
    interaction.update(for: Fixtures.errorScreen)
    #expect(interaction.focus == .button(1))
  }

  @Test func aNewErrorScreenResetsTheFocus() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.right, projection: Fixtures.errorScreen)
    interaction.update(for: Fixtures.offline)
    #expect(interaction.focus == .button(0))
    interaction.update(for: Fixtures.errorScreen)
    #expect(interaction.focus == .button(0))
  }

  @Test func focusGoesBackToTheContentWhenANoticeGoes() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.right, projection: Fixtures.banner)
    interaction.update(for: Fixtures.content)
    #expect(interaction.focus == .content)
    #expect(interaction.handle(.down, projection: Fixtures.content) == .scroll(.down))
  }

  @Test func theAlertGoingAwayAndComingBackIsANewScope() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.left, projection: Fixtures.alert)
    interaction.update(for: Fixtures.refreshing)
    interaction.update(for: Fixtures.alert)
    #expect(interaction.focus == .button(1))
  }

  @Test func handlingAKeyAdoptsTheProjectionFirst() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.right, projection: Fixtures.errorScreen)
    // No update(for:) in between: the alert is still a new scope, and Enter acts on its primary button.
    #expect(interaction.handle(.enter, projection: Fixtures.alert) == .send(.retry))
  }

  @Test func theInitialFocusIsTheContentOnAFreshMachine() {
    #expect(ScreenInteraction().focus == .content)
  }
}
