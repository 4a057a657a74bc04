// A paginated list's footer, drawn from the `PageFooter` the core decided: the renderer chooses only how
// many rows it takes. A footer with a button ("Load more", a failed page's "Try Again") always takes at least
// one row, even from the list, because a button that can be pressed must be seen; the others give way to
// the list in a region of a single row.

import ScreenState

extension ScreenRenderer {
  /// How a footer is drawn in the rows it was given.
  enum FooterLayout {
    /// Nothing: a single row is left, and it goes to the list.
    case hidden
    /// One row: "Load more", "Loading more…" with the spinner, or the end of the list.
    case line
    /// A failed page: the glyph with the title and message on one or two lines, then the buttons, if any,
    /// on their own row.
    case failed(lines: [String])
    /// A failed page in little room: the title, then the buttons at the right, on one row.
    case failedOneLine

    /// The rows it takes.
    func height(buttons: ButtonRow) -> Int {
      switch self {
      case .hidden: 0
      case .line, .failedOneLine: 1
      case .failed(let lines): lines.count + (buttons.items.isEmpty ? 0 : 1)
      }
    }
  }

  /// How many columns the footer's text is indented in `area`, so that it lines up with a list's rows
  /// (which start with a two-cell selection mark) where there is room.
  private static func footerIndent(in area: TextRect) -> Int {
    area.width >= 12 ? 2 : 0
  }

  /// How `footer` is drawn at the bottom of `area`, whose other rows go to the list.
  func footerLayout(_ footer: PageFooter, buttons: ButtonRow, in area: TextRect) -> FooterLayout {
    guard !area.isEmpty else { return .hidden }
    switch footer {
    case .loadMore:
      return .line
    case .loading, .end:
      return area.height >= 2 ? .line : .hidden
    case .failed(let banner):
      let buttonRows = buttons.items.isEmpty ? 0 : 1
      // The full form keeps a row for the list; a second line of message only where the list keeps most.
      let textRows = min(area.height - buttonRows - 1, area.height >= 8 ? 2 : 1)
      guard area.width >= 12, textRows >= 1 else {
        return buttonRows == 1 || area.height >= 2 ? .failedOneLine : .hidden
      }
      let text = banner.message.isEmpty ? banner.title : "\(banner.title) — \(banner.message)"
      let lines = TerminalText.wrapped(text, toWidth: area.width - Self.footerIndent(in: area), maxLines: textRows)
      return .failed(lines: lines.isEmpty ? [""] : lines)
    }
  }

  /// Draws `footer` in `rect`, laid out as ``footerLayout(_:buttons:in:)`` decided.
  func drawFooter(
    _ footer: PageFooter, layout: FooterLayout, buttons: ButtonRow, tick: Int, on canvas: inout TextCanvas,
    in rect: TextRect
  ) {
    guard !rect.isEmpty else { return }
    let indent = Self.footerIndent(in: rect)
    let indented = TextRect(column: rect.column + indent, row: rect.row, width: rect.width - indent, height: 1)
    switch (footer, layout) {
    case (_, .hidden):
      break
    case (.loadMore, _):
      buttons.draw(on: &canvas, row: rect.row, in: indented, alignment: .leading)
    case (.loading(let label), _):
      canvas.draw(
        "\(spinner.frame(at: tick)) \(label)", column: rect.column, row: rect.row, width: rect.width, style: .dim)
    case (.end(let text), _):
      canvas.draw(text, column: rect.column, row: rect.row, width: rect.width, alignment: .center, style: .dim)
    case (.failed(let banner), .failedOneLine):
      drawOneLineNotice(title: banner.title, buttons: buttons, row: rect.row, on: &canvas, in: rect)
    case (.failed, .failed(let lines)):
      canvas.draw(Self.noticeGlyph, column: rect.column, row: rect.row, style: .bold)
      for (offset, line) in lines.enumerated() {
        canvas.draw(line, column: indented.column, row: rect.row + offset, width: indented.width)
      }
      let buttonRow = rect.row + lines.count
      buttons.draw(
        on: &canvas, row: buttonRow,
        in: TextRect(column: indented.column, row: buttonRow, width: indented.width, height: 1), alignment: .leading)
    case (.failed, .line):
      break
    }
  }
}
