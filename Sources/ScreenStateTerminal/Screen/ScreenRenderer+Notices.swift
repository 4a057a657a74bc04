// Failure notices over kept content: a modal alert box centred over everything, a boxed banner at the top,
// or notice rows inside the content area. Each has a one-line form for regions too small for its full form,
// so a notice (and its focused button) is never lost, only shortened.

import ScreenState

extension ScreenRenderer {
  /// The mark in front of a notice's title.
  static let noticeGlyph = "⚠"

  /// Draws a modal alert centred in `area`, over whatever is drawn there.
  func drawAlert(_ alert: ScreenAlert<ScreenAction>, buttons: ButtonRow, on canvas: inout TextCanvas, in area: TextRect)
  {
    let margin = area.width >= 30 ? 2 : 0
    let maxBoxWidth = area.width - 2 * margin
    // The box needs a row for the title and one for the buttons: with less, the one-line form keeps every
    // button visible, since a button that can be pressed must be seen.
    guard area.height >= 4 || (area.height >= 3 && buttons.items.isEmpty), maxBoxWidth >= 5 else {
      drawOneLineNotice(
        title: alert.title, buttons: buttons, row: area.row + (area.height - 1) / 2, on: &canvas, in: area)
      return
    }
    let padding = maxBoxWidth >= 16 ? 1 : 0
    let maxInner = maxBoxWidth - 2 - 2 * padding
    let message = alert.message ?? ""
    // Measure cut copies only: a hostile multi-megabyte title costs the cells it could fill.
    let titleWidth = TerminalText.displayWidth(of: TerminalText.truncated(alert.title, toWidth: maxInner + 1))
    let probeWidth = TerminalText.balancedWidth(of: message, maxWidth: min(maxInner, 48), maxLines: area.height)
    let messageWidth =
      TerminalText.wrapped(message, toWidth: probeWidth, maxLines: area.height)
      .map(TerminalText.displayWidth(of:)).max() ?? 0
    let inner = min(maxInner, max(titleWidth, messageWidth, buttons.naturalWidth, 24))

    var budget = RowBudget(area.height - 2)
    let showsTitle = budget.take(1)
    let showsButtons = !buttons.items.isEmpty && budget.take(1)
    let wrapWidth = TerminalText.balancedWidth(of: message, maxWidth: inner, maxLines: budget.remaining)
    let messageLines = TerminalText.wrapped(message, toWidth: wrapWidth, maxLines: budget.remaining)
    _ = budget.take(messageLines.count)
    let gapAfterTitle = showsTitle && !messageLines.isEmpty && budget.take(1)
    let gapBeforeButtons = showsButtons && budget.take(1)
    var titleLines = TerminalText.wrapped(alert.title, toWidth: inner, maxLines: 2)
    if titleLines.count > 1 && !budget.take(1) {
      titleLines = TerminalText.wrapped(alert.title, toWidth: inner, maxLines: 1)
    }

    let height = area.height - budget.remaining
    let box = area.centered(width: inner + 2 + 2 * padding, height: height)
    // The rows behind the box are cleared across the whole region: content cut off at the border would
    // read as other text (a row "#10" cut to "#1"), and the blank band marks the alert as modal.
    canvas.fill(TextRect(column: area.column, row: box.row, width: area.width, height: box.height))
    let inside = canvas.drawBox(box, border: .rounded).inset(horizontal: padding, vertical: 0)
    var row = inside.row
    if showsTitle {
      for line in titleLines {
        canvas.draw(line, column: inside.column, row: row, width: inside.width, alignment: .center, style: .bold)
        row += 1
      }
      if titleLines.isEmpty { row += 1 }
    }
    if gapAfterTitle { row += 1 }
    for line in messageLines {
      canvas.draw(line, column: inside.column, row: row, width: inside.width, alignment: .center)
      row += 1
    }
    if gapBeforeButtons { row += 1 }
    if showsButtons {
      buttons.draw(on: &canvas, row: row, in: TextRect(column: inside.column, row: row, width: inside.width, height: 1))
    }
  }

  /// Draws a banner at the top of `area` and returns the rows it took.
  func drawBanner(
    _ banner: ScreenBanner<ScreenAction>, buttons: ButtonRow, on canvas: inout TextCanvas, in area: TextRect
  ) -> Int {
    guard !area.isEmpty else { return 0 }
    // The boxed form: a border with the title in it, up to three lines of message, the buttons; and at
    // least one row left below it for the content.
    guard area.height >= 5, area.width >= 12 else {
      // Too small for the box: the title and the buttons on two lines if a content row is still left, else
      // on one.
      guard area.height >= 3 else {
        drawOneLineNotice(title: banner.title, buttons: buttons, row: area.row, on: &canvas, in: area)
        return 1
      }
      canvas.draw(
        "\(Self.noticeGlyph) \(banner.title)", column: area.column, row: area.row, width: area.width, style: .bold)
      buttons.draw(on: &canvas, row: area.row + 1, in: area.droppingTopRows(1), alignment: .leading)
      return 2
    }
    let inner = area.width - 4
    let lines = TerminalText.wrapped(banner.message, toWidth: inner, maxLines: min(3, area.height - 4))
    let box = TextRect(column: area.column, row: area.row, width: area.width, height: 3 + lines.count)
    let inside = canvas.drawBox(box, title: "\(Self.noticeGlyph) \(banner.title)", border: .light)
      .inset(horizontal: 1, vertical: 0)
    for (offset, line) in lines.enumerated() {
      canvas.draw(line, column: inside.column, row: inside.row + offset, width: inside.width)
    }
    let buttonRow = inside.maxRow - 1
    buttons.draw(
      on: &canvas, row: buttonRow, in: TextRect(column: inside.column, row: buttonRow, width: inside.width, height: 1),
      alignment: .leading)
    return box.height
  }

  /// Draws an inline notice at the top of the content area and returns the rows it took.
  func drawInlineNotice(
    _ notice: ScreenBanner<ScreenAction>, buttons: ButtonRow, on canvas: inout TextCanvas, in area: TextRect
  ) -> Int {
    guard !area.isEmpty else { return 0 }
    // The full form: the title and message (two lines when there is room), the buttons, a rule; and at
    // least one row left below it for the content.
    guard area.height >= 4 else {
      drawOneLineNotice(title: notice.title, buttons: buttons, row: area.row, on: &canvas, in: area)
      return 1
    }
    let text = notice.message.isEmpty ? notice.title : "\(notice.title) — \(notice.message)"
    let textRect = TextRect(column: area.column + 3, row: area.row, width: area.width - 3, height: 1)
    let lines = TerminalText.wrapped(text, toWidth: textRect.width, maxLines: area.height >= 6 ? 2 : 1)
    canvas.draw(Self.noticeGlyph, column: area.column + 1, row: area.row, style: .bold)
    for (offset, line) in lines.enumerated() {
      canvas.draw(line, column: textRect.column, row: area.row + offset, width: textRect.width)
    }
    let buttonRow = area.row + max(1, lines.count)
    buttons.draw(
      on: &canvas, row: buttonRow,
      in: TextRect(column: textRect.column, row: buttonRow, width: textRect.width, height: 1), alignment: .leading)
    canvas.drawHorizontalRule(row: buttonRow + 1, column: area.column, width: area.width, style: .dim)
    return buttonRow + 2 - area.row
  }

  /// The form of any notice in a region too small for its box: the title, then the buttons at the right.
  func drawOneLineNotice(
    title: String, buttons: ButtonRow, row: Int, on canvas: inout TextCanvas, in area: TextRect
  ) {
    let line = TextRect(column: area.column, row: row, width: area.width, height: 1)
    canvas.fill(line)
    buttons.draw(on: &canvas, row: row, in: line, alignment: .trailing)
    let titleWidth = area.width - min(buttons.naturalWidth, area.width) - (buttons.items.isEmpty ? 0 : 1)
    if titleWidth > 0 {
      canvas.draw("\(Self.noticeGlyph) \(title)", column: area.column, row: row, width: titleWidth, style: .bold)
    }
  }
}
