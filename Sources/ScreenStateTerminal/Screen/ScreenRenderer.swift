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
/// renderer.draw(screen.projection, content: &posts, focus: interaction.focus, tick: tick,
///               on: &canvas, in: canvas.bounds)
/// ```
///
/// - `.content` and `.empty` keep their top row for a status line, which shows the spinner and
///   ``refreshingText`` while a refresh runs, so the content never moves when a refresh starts or ends.
/// - Focus shows in the characters, not only in the style: a focused button reads `[» Try Again «]`,
///   another `[  Try Again  ]`, and a focused list marks its selected row with `›`.
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
  /// The activity indicator; its frame is chosen by the `tick` passed to ``draw(_:content:focus:tick:on:in:)``.
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
  ///   - content: Draws the content of `.content`; passed `inout` so that it can keep its scroll position.
  ///   - focus: What has focus, usually ``ScreenInteraction/focus``; `nil` draws the focus a screen starts
  ///     with (the primary button).
  ///   - tick: Chooses the spinner's frame; pass a fixed value in tests.
  ///   - canvas: The canvas to draw on.
  ///   - rect: The region of the canvas the screen occupies.
  public func draw<Content: ScreenContentRenderer>(
    _ projection: ScreenProjection<Content.Value>,
    content: inout Content,
    focus: ScreenFocus? = nil,
    tick: Int = 0,
    on canvas: inout TextCanvas,
    in rect: TextRect
  ) {
    let area = rect.intersection(canvas.bounds)
    guard !area.isEmpty else { return }
    canvas.fill(area)
    let scope = FocusScope(projection)
    let focus = scope.resolve(focus)
    let focusedButton: Int? = if case .button(let index) = focus { index } else { nil }
    let buttons = ButtonRow(
      labels: scope.buttons.map(\.label), focusedIndex: focusedButton, isDisabled: scope.isBusy)
    switch projection {
    case .blank:
      return
    case .progress:
      drawProgress(tick: tick, on: &canvas, in: area)
    case .failure(let configuration):
      drawErrorScreen(configuration, buttons: buttons, tick: tick, on: &canvas, in: area)
    case .content(let value, let isRefreshing, let notice):
      drawKeptContent(
        notice: notice, isRefreshing: isRefreshing, buttons: buttons, tick: tick, on: &canvas,
        in: area
      ) { canvas, body in
        content.draw(value, on: &canvas, in: body, isFocused: focus == .content && scope.kind != .alert)
      }
    case .empty(let isRefreshing, let notice):
      drawKeptContent(
        notice: notice, isRefreshing: isRefreshing, buttons: buttons, tick: tick, on: &canvas,
        in: area
      ) { canvas, body in
        drawEmptyMessage(on: &canvas, in: body)
      }
    }
  }

  /// Draws `projection` on a new canvas of `size`: the plain text of a screen for a snapshot or a pipe.
  ///
  /// `content` is copied, so the caller's scroll position is left as it was.
  public func render<Content: ScreenContentRenderer>(
    _ projection: ScreenProjection<Content.Value>,
    content: Content,
    size: TerminalSize,
    focus: ScreenFocus? = nil,
    tick: Int = 0
  ) -> TextCanvas {
    var canvas = TextCanvas(size: size)
    var content = content
    draw(projection, content: &content, focus: focus, tick: tick, on: &canvas, in: canvas.bounds)
    return canvas
  }

  // MARK: - Progress, empty, status line

  private func drawProgress(tick: Int, on canvas: inout TextCanvas, in area: TextRect) {
    let row = area.row + (area.height - 1) / 2
    canvas.draw(
      "\(spinner.frame(at: tick)) \(loadingText)", column: area.column, row: row, width: area.width,
      alignment: .center)
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

  /// The spinner and ``refreshingText``, or nothing when no refresh runs.
  private func drawStatusLine(isRefreshing: Bool, tick: Int, on canvas: inout TextCanvas, row: Int, in area: TextRect) {
    guard isRefreshing else { return }
    canvas.draw(
      " \(spinner.frame(at: tick)) \(refreshingText)", column: area.column, row: row, width: area.width,
      style: .dim)
  }

  /// Lays out content or the empty state: the status line, a banner or inline notice, the body, and an
  /// alert over all of it.
  private func drawKeptContent(
    notice: FailureNotice?,
    isRefreshing: Bool,
    buttons: ButtonRow,
    tick: Int,
    on canvas: inout TextCanvas,
    in area: TextRect,
    body drawBody: (inout TextCanvas, TextRect) -> Void
  ) {
    var remaining = area
    // With a single row, the row goes to the content unless a refresh needs to be seen.
    if area.height >= 2 || isRefreshing {
      drawStatusLine(isRefreshing: isRefreshing, tick: tick, on: &canvas, row: remaining.row, in: remaining)
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
    if !remaining.isEmpty { drawBody(&canvas, remaining) }
    if case .alert(let alert)? = notice {
      drawAlert(alert, buttons: buttons, on: &canvas, in: area)
    }
  }
}
