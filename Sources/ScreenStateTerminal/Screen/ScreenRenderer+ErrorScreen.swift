// The universal error screen, drawn from its configuration alone. Rows are handed out by
// importance (title, buttons, busy indicator, message, spacing, icon), so a small terminal loses the icon
// and the blank lines before it loses the message, and the message before the buttons.

import ScreenState

extension ScreenRenderer {
  /// How the icon is shown, depending on the rows left for it.
  private enum IconForm {
    /// The glyph in a small box above the title.
    case boxed
    /// The glyph alone on the line above the title.
    case line
    /// The glyph in front of the title.
    case inTitle
  }

  func drawErrorScreen(
    _ configuration: ErrorScreenConfiguration,
    buttons: ButtonRow,
    tick: Int,
    on canvas: inout TextCanvas,
    in area: TextRect
  ) {
    let width = area.width >= 24 ? min(area.width - 4, 64) : area.width
    let column = area.column + (area.width - width) / 2
    let glyph = configuration.icon.terminalGlyph

    var budget = RowBudget(area.height)
    // The buttons before the title: a button that can be pressed must be seen, even in one row.
    let showsButtons = !buttons.items.isEmpty && budget.take(1)
    let showsTitle = budget.take(1)
    // The row below the buttons shows the busy spinner. A busy screen claims it before the message does;
    // an idle one keeps it blank when there is room, so the layout does not move when the screen turns busy.
    var hasBusyRow = configuration.isBusy && budget.take(1)
    // The title may take a second line before the message takes any: it says what happened. Rows are kept
    // for the longer of its two forms, with the icon in front (a small frame) or without.
    let plainTitle = TerminalText.wrapped(configuration.title, toWidth: width, maxLines: 2)
    let titleWithIcon = TerminalText.wrapped("\(glyph) \(configuration.title)", toWidth: width, maxLines: 2)
    var titleRows = showsTitle ? 1 : 0
    if showsTitle && max(plainTitle.count, titleWithIcon.count) > 1 && budget.take(1) { titleRows = 2 }
    let messageWidth = TerminalText.balancedWidth(
      of: configuration.message, maxWidth: width, maxLines: budget.remaining)
    let messageLines = TerminalText.wrapped(configuration.message, toWidth: messageWidth, maxLines: budget.remaining)
    _ = budget.take(messageLines.count)
    let gapBeforeButtons = showsButtons && (showsTitle || !messageLines.isEmpty) && budget.take(1)
    let gapAfterTitle = showsTitle && !messageLines.isEmpty && budget.take(1)
    if !hasBusyRow && showsButtons { hasBusyRow = budget.take(1) }
    let icon: IconForm = budget.take(4) ? .boxed : budget.take(2) ? .line : .inTitle
    let titleLines =
      icon == .inTitle
      ? TerminalText.wrapped("\(glyph) \(configuration.title)", toWidth: width, maxLines: titleRows)
      : TerminalText.wrapped(configuration.title, toWidth: width, maxLines: titleRows)
    // A row kept for a second title line that is not needed becomes margin.
    let unusedTitleRows = showsTitle ? titleRows - max(1, titleLines.count) : 0

    var row = area.row + (budget.remaining + unusedTitleRows) / 2
    func drawCentered(_ text: String, style: TextStyle = .plain) {
      canvas.draw(text, column: column, row: row, width: width, alignment: .center, style: style)
      row += 1
    }
    switch icon {
    case .boxed:
      let box = TextRect(column: column + (width - 5) / 2, row: row, width: 5, height: 3)
      let inside = canvas.drawBox(box, border: .rounded)
      canvas.draw(glyph, column: inside.column, row: inside.row, width: inside.width, alignment: .center, style: .bold)
      row += 4
    case .line:
      drawCentered(glyph, style: .bold)
      row += 1
    case .inTitle:
      break
    }
    if showsTitle {
      for line in titleLines { drawCentered(line, style: .bold) }
      if titleLines.isEmpty { row += 1 }
    }
    if gapAfterTitle { row += 1 }
    for line in messageLines { drawCentered(line) }
    if gapBeforeButtons { row += 1 }
    if showsButtons {
      buttons.draw(on: &canvas, row: row, in: TextRect(column: column, row: row, width: width, height: 1))
      row += 1
    }
    if hasBusyRow && configuration.isBusy {
      drawCentered("\(spinner.frame(at: tick)) \(busyText)", style: .dim)
    }
  }
}
