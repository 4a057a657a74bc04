import ScreenState
import ScreenStateTerminal
import Testing

// The footer's button ("Load more", a failed page's "Try Again") is a button like a notice's: reached with
// Tab and the arrows, pressed with Enter. It never takes the focus from the list by itself.
struct PageFooterInteractionTests {
  /// The command of each key in turn on the content with `footer`, and the focus after each.
  private func press(
    _ keys: [Key], on projection: Projection = Fixtures.content, footer: PageFooter? = Footers.failed
  ) -> [(ScreenCommand, ScreenFocus)] {
    var interaction = ScreenInteraction()
    interaction.update(for: projection, footer: footer)
    return keys.map { key in
      let command = interaction.handle(key, projection: projection, footer: footer)
      return (command, interaction.focus)
    }
  }

  @Test func aFailedPageLeavesTheFocusOnTheList() {
    var interaction = ScreenInteraction()
    interaction.update(for: Fixtures.content, footer: Footers.loading)
    #expect(interaction.focus == .content)
    interaction.update(for: Fixtures.content, footer: Footers.failed)
    #expect(interaction.focus == .content)
    #expect(interaction.handle(.enter, projection: Fixtures.content, footer: Footers.failed) == .unhandled)
  }

  @Test func tabThenEnterPressesTryAgainWhichLoadsThatPageAgain() {
    let steps = press([.tab, .enter])
    #expect(steps[0] == (.consumed, .button(0)))
    #expect(steps[1] == (.send(.loadMore), .button(0)))
  }

  @Test func theArrowsReachTheFooterButtonAndUpGoesBackToTheList() {
    let steps = press([.right, .enter, .up, .left, .backTab])
    #expect(steps[0] == (.consumed, .button(0)))
    #expect(steps[1] == (.send(.loadMore), .button(0)))
    // ↑ ↓ scroll the list, and so take the focus back to it.
    #expect(steps[2] == (.scroll(.up), .content))
    #expect(steps[3] == (.consumed, .button(0)))
    #expect(steps[4] == (.consumed, .content))
  }

  @Test func loadMoreIsPressedTheSameWay() {
    let steps = press([.tab, .enter], footer: Footers.loadMore)
    #expect(steps[1] == (.send(.loadMore), .button(0)))
  }

  @Test func footersWithoutAButtonAddNothingToFocus() {
    for footer in [Footers.loading, Footers.end, Footers.failedWithoutRetry, nil] {
      let steps = press([.tab, .right, .enter], footer: footer)
      #expect(steps.map(\.0) == [.unhandled, .unhandled, .unhandled])
      #expect(steps.allSatisfy { $0.1 == .content })
    }
  }

  @Test func escapeNeverPressesTheFooterAndWorksAsBefore() {
    #expect(press([.tab, .escape]).map(\.0) == [.consumed, .unhandled])
    // A banner's Dismiss still answers Escape with a footer below the list.
    #expect(press([.escape], on: Fixtures.banner).map(\.0) == [.send(.dismissFailure)])
  }

  @Test func theFooterButtonFollowsTheNoticeButtons() {
    // The banner's "Try Again" (its primary) starts focused; then "Dismiss", the footer's "Try Again", the list.
    let steps = press([.tab, .tab, .enter, .tab], on: Fixtures.banner)
    #expect(steps[0] == (.consumed, .button(1)))
    #expect(steps[1] == (.consumed, .button(2)))
    #expect(steps[2] == (.send(.loadMore), .button(2)))
    #expect(steps[3] == (.consumed, .content))
  }

  @Test func anAlertHidesTheFooterFromTheKeys() {
    let steps = press([.right, .right, .right], on: Fixtures.alert)
    #expect(steps.map(\.1) == [.button(0), .button(1), .button(0)])
  }

  @Test func theFocusLeavesAButtonThatGoes() {
    var interaction = ScreenInteraction()
    _ = interaction.handle(.tab, projection: Fixtures.content, footer: Footers.failed)
    #expect(interaction.focus == .button(0))
    // Enter sent .loadMore: the footer now shows progress, and the focus goes back to the list.
    interaction.update(for: Fixtures.content, footer: Footers.loading)
    #expect(interaction.focus == .content)
    #expect(interaction.handle(.down, projection: Fixtures.content, footer: Footers.loading) == .scroll(.down))
  }

  @Test func anEmptyStateWithMoreToLoadFocusesLoadMore() {
    let steps = press([.enter], on: Fixtures.empty, footer: Footers.loadMore)
    #expect(steps[0] == (.send(.loadMore), .button(0)))
  }
}
