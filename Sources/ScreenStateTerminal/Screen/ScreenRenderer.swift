// The renderer decides nothing about a screen: what is shown comes from the projection, what has focus from
// `ScreenInteraction`, and the spinner's frame from the caller's tick. It only lays those out in the cells
// it is given, degrading gracefully (fewer blank lines, then fewer message lines, then a one-line form) as
// the region shrinks, and it never draws outside its region.

import ScreenState

/// Draws any `ScreenProjection` into a region of a ``TextCanvas``: nothing, first-load progress, the
/// content through a ``ScreenContentRenderer``, the empty state, or the universal error screen, with an
/// alert, banner or inline notice over kept content.
///
/// ```swift
/// var posts = ListContentRenderer<[Post]> { $0.title }
/// let renderer = ScreenRenderer(texts: screen.policy.texts, emptyMessage: "No posts yet.")
/// var canvas = TextCanvas(columns: 80, rows: 24)
/// renderer.draw(screen.projection, footer: screen.footer, content: &posts, focus: interaction.focus,
///               tick: tick, on: &canvas, in: canvas.bounds)
/// ```
///
/// - `.content` and `.empty` keep their top row for a status line, which shows the spinner and
///   ``refreshingText`` while a refresh runs, so the content never moves when a refresh starts or ends.
/// - Focus shows in the characters, not only in the style: a focused button reads `[» Try Again «]`,
///   another `[  Try Again  ]`, and a focused list marks its selected row with `›`.
/// - A `LoadingNotice` (the `loadingNotice:` of ``draw(_:footer:loadingNotice:content:focus:tick:on:in:)``,
///   `LoadableScreen.loadingNotice`) is drawn with the spinner: under first-load progress its title replaces
///   ``loadingText``, its message and Cancel button below; in a refresh's status line its title replaces
///   ``refreshingText``, its button beside it.
/// - A paginated list's `PageFooter` (the `footer:` of ``draw(_:footer:loadingNotice:content:focus:tick:on:in:)``) is drawn
///   right below the list's last row: "Loading more…" with the spinner, a failed page's message and its "Try
///   Again", the end of the list, or "Load more". Its rows are taken before the list's, so its button shows
///   in any region; the list keeps drawing only the rows on screen.
/// - Every string is sanitized by the canvas, so no title or message can break the frame.
public struct ScreenRenderer: Hashable, Sendable {
  /// The text shown beside the spinner during a first load.
  public var loadingText: String
  /// The text shown beside the spinner in the status line during a refresh.
  public var refreshingText: String
  /// The text of the empty state.
  public var emptyMessage: String
  /// The text shown beside the spinner while an error screen is busy.
  public var busyText: String
  /// The activity indicator; its frame is chosen by the `tick` passed to
  /// ``draw(_:footer:loadingNotice:content:focus:tick:on:in:)``.
  public var spinner: Spinner

  /// Creates a renderer whose texts come from `texts` (in its language, with its overrides).
  ///
  /// - Parameters:
  ///   - texts: The words: `ScreenTextKey.emptyState`, `ScreenTextKey.loading`,
  ///     `ScreenTextKey.refreshing` and `ScreenTextKey.busy`.
  ///   - emptyMessage: The empty state's text for this screen, such as "No posts yet."; the texts' default
  ///     when `nil`.
  ///   - spinner: The activity indicator.
  public init(texts: ScreenTexts = .standard, emptyMessage: String? = nil, spinner: Spinner = .braille) {
    self.emptyMessage = emptyMessage ?? texts[.emptyState]
    self.loadingText = texts[.loading]
    self.refreshingText = texts[.refreshing]
    self.busyText = texts[.busy]
    self.spinner = spinner
  }

  /// Draws `projection` into `rect` of `canvas`, clearing the region first.
  ///
  /// - Parameters:
  ///   - projection: What the screen shows.
  ///   - footer: What a paginated list shows below its last row (`LoadableScreen.footer`), drawn under the
  ///     content or the empty state; `nil` (the default) for any other screen.
  ///   - loadingNotice: What the screen says beside its loading indicator (`LoadableScreen.loadingNotice`); `nil`
  ///     (the default) for nothing.
  ///   - content: Draws the content of `.content`; passed `inout` so that it can keep its scroll position.
  ///   - focus: What has focus, usually ``ScreenInteraction/focus``; `nil` draws the focus a screen starts
  ///     with (the primary button).
  ///   - tick: Chooses the spinner's frame; pass a fixed value in tests.
  ///   - canvas: The canvas to draw on.
  ///   - rect: The region of the canvas the screen occupies.
  public func draw<Content: ScreenContentRenderer>(
    _ projection: ScreenProjection<Content.Value>,
    footer: PageFooter? = nil,
    loadingNotice: LoadingNotice? = nil,
    content: inout Content,
    focus: ScreenFocus? = nil,
    tick: Int = 0,
    on canvas: inout TextCanvas,
    in rect: TextRect
  ) {
    let area = rect.intersection(canvas.bounds)
    guard !area.isEmpty else { return }
    canvas.fill(area)
    let scope = FocusScope(projection, footer: footer, loadingNotice: loadingNotice)
    // The notice beside a refresh's indicator, when the scope gave it its buttons (a failure notice keeps its own).
    let statusNotice = scope.kind == .notice && projection.notice == nil ? loadingNotice : nil
    let focus = scope.resolve(focus)
    let focusedButton: Int? = if case .button(let index) = focus { index } else { nil }
    let buttons = ButtonRow(
      labels: scope.ownButtons.map(\.label), focusedIndex: focusedButton, isDisabled: scope.isBusy)
    // An alert is modal: the footer below the content is not drawn while it is up.
    let footer = scope.kind == .alert ? nil : footer
    let footerButtons = ButtonRow(
      labels: scope.footerButtons.map(\.label), focusedIndex: focusedButton.map { $0 - scope.footerStart })
    switch projection {
    case .blank:
      return
    case .progress:
      drawProgress(
        notice: scope.kind == .loading ? loadingNotice : nil, buttons: buttons, tick: tick, on: &canvas, in: area)
    case .failure(let configuration):
      drawErrorScreen(configuration, buttons: buttons, tick: tick, on: &canvas, in: area)
    case .content(let value, let isRefreshing, let notice):
      drawKeptContent(
        notice: notice, isRefreshing: isRefreshing, statusNotice: statusNotice, buttons: buttons, tick: tick,
        on: &canvas, in: area, footer: footer.map { (footer: $0, buttons: footerButtons) },
        bodyHeight: footer == nil ? nil : content.height(of: value, width: area.width)
      ) { canvas, body in
        content.draw(value, on: &canvas, in: body, isFocused: focus == .content && scope.kind != .alert)
      }
    case .empty(let isRefreshing, let notice):
      drawKeptContent(
        notice: notice, isRefreshing: isRefreshing, statusNotice: statusNotice, buttons: buttons, tick: tick,
        on: &canvas, in: area, footer: footer.map { (footer: $0, buttons: footerButtons) }, bodyHeight: nil
      ) { canvas, body in
        drawEmptyMessage(on: &canvas, in: body)
      }
    }
  }

  /// Draws `projection` (and `footer` below a paginated list) on a new canvas of `size`: the plain text of a
  /// screen for a snapshot or a pipe.
  ///
  /// `content` is copied, so the caller's scroll position is left as it was.
  public func render<Content: ScreenContentRenderer>(
    _ projection: ScreenProjection<Content.Value>,
    footer: PageFooter? = nil,
    loadingNotice: LoadingNotice? = nil,
    content: Content,
    size: TerminalSize,
    focus: ScreenFocus? = nil,
    tick: Int = 0
  ) -> TextCanvas {
    var canvas = TextCanvas(size: size)
    var content = content
    draw(
      projection, footer: footer, loadingNotice: loadingNotice, content: &content, focus: focus, tick: tick,
      on: &canvas, in: canvas.bounds)
    return canvas
  }

  // MARK: - Progress, empty, status line

  /// The spinner and ``loadingText`` in the middle of `area`; with a loading notice, its title instead, and under it
  /// its message and its buttons, as many of them as fit (the buttons first).
  private func drawProgress(
    notice: LoadingNotice?, buttons: ButtonRow, tick: Int, on canvas: inout TextCanvas, in area: TextRect
  ) {
    guard let notice else {
      let row = area.row + (area.height - 1) / 2
      canvas.draw(
        "\(spinner.frame(at: tick)) \(loadingText)", column: area.column, row: row, width: area.width,
        alignment: .center)
      return
    }
    var budget = RowBudget(area.height - 1)
    let showsButtons = !buttons.items.isEmpty && budget.take(1)
    let showsMessage = !notice.message.isEmpty && budget.take(1)
    let gap = showsButtons && budget.take(1)
    let height = area.height - budget.remaining
    var row = area.row + (area.height - height) / 2
    canvas.draw(
      "\(spinner.frame(at: tick)) \(notice.title)", column: area.column, row: row, width: area.width,
      alignment: .center)
    row += 1
    if showsMessage {
      canvas.draw(notice.message, column: area.column, row: row, width: area.width, alignment: .center, style: .dim)
      row += 1
    }
    if gap { row += 1 }
    if showsButtons { buttons.draw(on: &canvas, row: row, in: area) }
  }

  private func drawEmptyMessage(on canvas: inout TextCanvas, in body: TextRect) {
    guard !body.isEmpty else { return }
    let width = body.width >= 24 ? min(body.width - 4, 64) : body.width
    let lines = TerminalText.wrapped(emptyMessage, toWidth: width, maxLines: body.height)
    let top = body.row + (body.height - lines.count) / 2
    let textRect = TextRect(
      column: body.column + (body.width - width) / 2, row: top, width: width, height: lines.count)
    canvas.drawWrapped(emptyMessage, in: textRect, alignment: .center, style: .dim)
  }

  /// The spinner and ``refreshingText`` (or a loading notice's title, and its buttons after it), or nothing when no
  /// refresh runs.
  private func drawStatusLine(
    isRefreshing: Bool, notice: LoadingNotice?, buttons: ButtonRow, tick: Int, on canvas: inout TextCanvas, row: Int,
    in area: TextRect
  ) {
    guard isRefreshing else { return }
    let text = " \(spinner.frame(at: tick)) \(notice?.title ?? refreshingText)"
    canvas.draw(text, column: area.column, row: row, width: area.width, style: .dim)
    guard notice != nil else { return }
    let used = min(TerminalText.displayWidth(of: text) + 2, area.width)
    buttons.draw(
      on: &canvas, row: row,
      in: TextRect(column: area.column + used, row: row, width: area.width - used, height: 1), alignment: .leading)
  }

  /// Lays out content or the empty state: the status line, a banner or inline notice, the body, a paginated
  /// list's footer right below the body, and an alert over all of it. With a footer, the body takes no more
  /// than `bodyHeight` rows (all it is given when `nil`).
  private func drawKeptContent(
    notice: FailureNotice?,
    isRefreshing: Bool,
    statusNotice: LoadingNotice?,
    buttons: ButtonRow,
    tick: Int,
    on canvas: inout TextCanvas,
    in area: TextRect,
    footer: (footer: PageFooter, buttons: ButtonRow)?,
    bodyHeight: Int?,
    body drawBody: (inout TextCanvas, TextRect) -> Void
  ) {
    var remaining = area
    // With a single row, the row goes to the content unless a refresh needs to be seen.
    if area.height >= 2 || isRefreshing {
      drawStatusLine(
        isRefreshing: isRefreshing, notice: statusNotice, buttons: buttons, tick: tick, on: &canvas,
        row: remaining.row, in: remaining)
      remaining = remaining.droppingTopRows(1)
    }
    switch notice {
    case .banner(let banner)?:
      let used = drawBanner(banner, buttons: buttons, on: &canvas, in: remaining)
      remaining = remaining.droppingTopRows(used)
    case .inline(let banner)?:
      let used = drawInlineNotice(banner, buttons: buttons, on: &canvas, in: remaining)
      remaining = remaining.droppingTopRows(used)
    case .alert?, nil:
      break
    }
    if let footer, !remaining.isEmpty {
      // The footer's rows are taken first, so its button is drawn however small the region; the body gets
      // the rest, or only the rows it needs, so that the footer follows a short list's last row.
      let layout = footerLayout(footer.footer, buttons: footer.buttons, in: remaining)
      let footerHeight = layout.height(buttons: footer.buttons)
      var bodyRows = remaining.height - footerHeight
      if let bodyHeight { bodyRows = min(bodyRows, max(bodyHeight, 0)) }
      let body = TextRect(column: remaining.column, row: remaining.row, width: remaining.width, height: bodyRows)
      if !body.isEmpty { drawBody(&canvas, body) }
      drawFooter(
        footer.footer, layout: layout, buttons: footer.buttons, tick: tick, on: &canvas,
        in: TextRect(column: remaining.column, row: body.maxRow, width: remaining.width, height: footerHeight))
    } else if !remaining.isEmpty {
      drawBody(&canvas, remaining)
    }
    if case .alert(let alert)? = notice {
      drawAlert(alert, buttons: buttons, on: &canvas, in: area)
    }
  }
}
