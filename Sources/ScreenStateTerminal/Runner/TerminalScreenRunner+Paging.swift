import ScreenState

extension TerminalScreenRunner {
  /// Creates a runner for a paginated `LoadableScreen` (`LoadableScreen(pages)`), drawn as a list of one row per
  /// item: the runner starts the first load, draws the footer below the last row, lets Tab and Enter reach a
  /// failed page's "Try Again", and loads the next page as the selection nears the end.
  ///
  /// ```swift
  /// let pages = PageLoader { (cursor: String?) in try await api.posts(after: cursor) }   // nil for the first page
  /// let runner = TerminalScreenRunner(screen: LoadableScreen(pages)) { post in post.title }
  /// await runner.run()
  /// ```
  ///
  /// It is the runner `init(screen:content:renderer:clock:tickInterval:)` makes with a
  /// ``ListContentRenderer``; use that one for another content renderer or a list's options.
  ///
  /// - Parameters:
  ///   - screen: The screen of a paginated list.
  ///   - renderer: Draws everything but the rows; by default in the screen's language (its policy's texts).
  ///   - clock: Times the spinner; inject a virtual clock in tests.
  ///   - tickInterval: The time between two spinner frames.
  ///   - rowText: The text of an item's row; called only for the rows on screen.
  public convenience init<Item: Sendable, Cursor: Sendable, Failure: Error>(
    screen: LoadableScreen<PagedList<Item, Cursor>, Failure>,
    renderer: ScreenRenderer? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    tickInterval: Duration = .milliseconds(100),
    rowText: @escaping (Item) -> String
  ) where Content == ListContentRenderer<PagedList<Item, Cursor>> {
    self.init(
      screen: screen, content: ListContentRenderer(rowText: rowText), renderer: renderer, clock: clock,
      tickInterval: tickInterval)
  }
}
