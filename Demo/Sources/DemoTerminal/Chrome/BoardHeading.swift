import DemoApp
import ScreenStateTerminal

/// The lines the board draws between the header and its screen: what is known before the screen's content, so
/// that it shows while that content loads or fails. A plain value, drawn by ``DemoChrome``.
///
/// ```text
///  Saved copy from 2025-03-04 14:05 · stale until the server answers          (the feed)
///  Search: lost_                                                               (search: the field,
///  Results for “lost” · 20 of 26 titles · 1 request sent                        and the line under it)
///  Found: a blue bicycle helmet                                                (a post: its title)
/// ```
public enum BoardHeading: Hashable, Sendable {
  /// The feed's status line (``FeedModel/statusLine(timeZone:)``), and whether the list is the saved copy.
  case feed(status: String?, isStale: Bool)
  /// The search field's text, and the line under it (``SearchModel/statusLine``).
  case search(text: String, status: String)
  /// The post with `id`: its title, known from the feed's row before the post answers (`nil` for a post no row
  /// showed, until it answers), and whether the post shown is the stale copy an earlier launch saved.
  case post(id: Int, title: String?, isStale: Bool)

  /// The heading of the board's screen shown now, with the board's ``BoardModel/outboxBadge`` (likes waiting to be
  /// sent, likes refused) at the end of its first line on every screen.
  @MainActor
  public init(board: BoardModel) {
    let badge = board.outboxBadge
    func with(_ line: String?) -> String? {
      guard let badge else { return line }
      return [line, badge].compactMap { $0 }.joined(separator: " · ")
    }
    switch board.screen {
    case .feed:
      self = .feed(status: with(board.feed.statusLine()), isStale: board.feed.savedCopyDate != nil)
    case .search:
      self = .search(text: board.search.text, status: with(board.search.statusLine) ?? "")
    case .post(let id):
      let title = board.detail?.title.map { title in badge.map { "\(title) · \($0)" } ?? title }
      self = .post(id: id, title: title, isStale: board.detail?.isSavedCopy ?? false)
    }
  }

  /// The board's screen this heading belongs to.
  public var screen: BoardScreen {
    switch self {
    case .feed: .feed
    case .search: .search
    case .post(let id, _, _): .post(id: id)
    }
  }

  /// The rows the heading takes when there is room for all of it.
  var fullHeight: Int {
    if case .search = self { 2 } else { 1 }
  }

  /// Draws the heading's first `rows` lines from `row`, `columns` wide with a one-cell margin.
  func draw(on canvas: inout TextCanvas, row: Int, rows: Int) {
    let width = canvas.columns - 2
    func line(_ offset: Int, _ text: String, style: TextStyle) {
      guard offset < rows else { return }
      canvas.draw(text, column: 1, row: row + offset, width: width, style: style)
    }
    switch self {
    case .feed(let status, let isStale):
      line(0, status ?? "", style: isStale ? .bold : .dim)
    case .search(let text, let status):
      // The cursor is a character, so that it shows in plain text too.
      let end = canvas.draw("Search: ", column: 1, row: row, style: .bold)
      // The field shows the end of the text, where the typing goes on; only that end is read, however long the text.
      let field = TerminalText.truncatedHead(text, toWidth: canvas.columns - 2 - end) + "_"
      canvas.draw(field, column: end, row: row)
      line(1, status, style: .dim)
    case .post(_, let title, let isStale):
      let stale = isStale ? "  (saved copy · stale)" : ""
      line(0, (title ?? "…") + stale, style: .bold)
    }
  }
}
