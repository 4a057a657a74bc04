// The runner is the only part of the screen layer with effects, and it decides nothing: the projection says
// what to show, `ScreenInteraction` what a key means, `ScreenRenderer` how it looks. It only connects them
// to a `TerminalSession` and redraws when something changes: the screen's state (observed), a key, a resize,
// or a spinner tick while something is loading. An idle screen has no timer running and costs nothing.
import ScreenState

/// Runs a screen in a ``TerminalSession``: draws its projection, redraws it whenever it changes, and turns
/// keys into `ScreenAction`s.
///
/// ```swift
/// let runner = TerminalScreenRunner(
///   screen: model.screen,
///   content: ListContentRenderer<[Post]> { $0.title },
///   renderer: ScreenRenderer(emptyMessage: "No posts yet."))
/// runner.layout = { canvas in                                      // optional: the app's own lines
///   canvas.draw("Posts — r refresh, q quit", column: 0, row: canvas.rows - 1, style: .dim)
///   return TextRect(column: 0, row: 0, width: canvas.columns, height: canvas.rows - 1)
/// }
/// runner.handleUnhandledKey = { key in                              // optional: the app's own keys
///   if key == .character("f") { faults.next(); return .send(.refresh) }
///   return .unhandled
/// }
/// await runner.run()                                                // until q or Ctrl-C
/// ```
///
/// - The screen is redrawn when its projection changes (observed with `withObservationTracking`, through
///   `RenderObservation`), after keys, on every resize, and on every spinner tick while the projection shows
///   progress, a refresh or a busy error screen. Anything observable that ``layout`` reads redraws the frame too.
/// - Keys are read in batches (`TerminalSession.eventBatches`): every key pending is handled, in order, before one
///   frame is drawn, so keys that arrive faster than frames (a paste, a held key) never leave the screen behind.
/// - Keys go to ``handleKeyFirst`` (nothing by default), then through ``ScreenInteraction``; a
///   ``ScreenCommand/send(_:)`` calls the screen's `send` in a task, ``ScreenCommand/scroll(_:)`` goes to the
///   content renderer, ``ScreenCommand/quit`` returns.
/// - A paginated list's footer (`LoadableScreen.footer`) is drawn below its rows, its button takes focus
///   like a notice's, and its spinner turns while the next page loads. Whenever the rows on screen change
///   (the selection moved, a page arrived, the footer changed), the runner reports the last one to the
///   screen (`LoadableScreen.rowAppeared(at:)`), which decides whether to load the next page: one report per
///   change, so fifty key presses in a burst ask for the next page once.
/// - When the output is not a terminal, frames are written as plain text and the spinner does not turn,
///   so a pipe receives one frame per change, not ten a second.
/// - The screen's `LoadingNotice` ("Still loading…" or "Waiting for the network…", with Cancel) is drawn with the
///   spinner, and its Cancel takes the focus under first-load progress; when to show one is the screen's decision
///   (`LoadableScreen.loadingNotice`), on its clock.
/// - The terminal's focus reports (``Key/focusIn``, ``Key/focusOut``, which a ``TerminalSession`` asks for) tell
///   ``activity`` that the app came back or went away, so that a store revalidates what went stale meanwhile and
///   pauses its polling; unless `AppActivity.isReportedByAdapters` is `false`.
@MainActor
public final class TerminalScreenRunner<Content: ScreenContentRenderer> {
  /// How the screen is drawn.
  public var renderer: ScreenRenderer
  /// Draws the app's own parts of a frame (a title, a status line) and returns the region left for the
  /// screen; by default the screen takes the whole frame.
  public var layout: @MainActor (_ canvas: inout TextCanvas) -> TextRect = { $0.bounds }
  /// Decides what a key the screen has no use for does (a ``ScreenCommand/unhandled`` key); by default,
  /// nothing. Return ``ScreenCommand/quit`` to end ``run(in:)``, or an action to send.
  public var handleUnhandledKey: @MainActor (_ key: Key) -> ScreenCommand = { _ in .unhandled }
  /// Decides what a key means before the screen does, for the keys an app's own control takes while it has the
  /// keyboard (a search field takes every printable character, `q` and `r` included); by default, none.
  /// Return ``ScreenCommand/unhandled`` to leave the key to the screen (and then to ``handleUnhandledKey``).
  ///
  /// ```swift
  /// runner.handleKeyFirst = { key in
  ///   guard search.isEditing, case .character(let character) = key else { return .unhandled }
  ///   search.type(character)
  ///   return .consumed
  /// }
  /// ```
  public var handleKeyFirst: @MainActor (_ key: Key) -> ScreenCommand = { _ in .unhandled }
  /// What the terminal's focus reports are told to: the window gaining the focus is the app becoming active, losing
  /// it going to the background. `AppActivity.shared` by default, which every `LoadingConfiguration` follows.
  public var activity: AppActivity = .shared

  /// The content renderer, with its scroll position.
  public private(set) var content: Content
  /// The focus, and what keys do.
  public private(set) var interaction = ScreenInteraction()
  /// The spinner's tick: how many tick intervals have passed while something was animating.
  public private(set) var tick = 0

  private let projection: @MainActor () -> ScreenProjection<Content.Value>
  private let footer: @MainActor () -> PageFooter?
  private let loadingNotice: @MainActor () -> LoadingNotice?
  private let send: @MainActor (ScreenAction) async -> Void
  private let rowAppeared: (@MainActor (Int) async -> Void)?
  private let start: @MainActor () async -> Void
  private let clock: any Clock<Duration>
  private let tickInterval: Duration

  private var session: TerminalSession?
  private var lastFrame: TextCanvas?
  private var isAnimating = false
  private var tickTask: Task<Void, Never>?
  /// The rows the content showed in the last frame, with the footer below them; `nil` when it showed none.
  private var shownRows: ShownRows?
  /// The rows last reported to ``rowAppeared``.
  private var reportedRows: ShownRows?
  /// Called with every frame written; tests wait on it instead of on the clock.
  var frameDrawn: ((TextCanvas) -> Void)?
  /// Whether the spinner's timer is running.
  var isTicking: Bool { tickTask != nil }
  /// How many times the runner told the screen which rows appeared.
  private(set) var reportCount = 0
  /// The task of the latest report; tests await it to know every report has been handled.
  private(set) var lastReport: Task<Void, Never>?

  /// Creates a runner for any source of projections, such as a model that is not a `LoadableScreen`.
  ///
  /// - Parameters:
  ///   - projection: What the screen shows now; read inside an observation, so reads of observable state
  ///     redraw the screen when that state changes.
  ///   - footer: What a paginated list shows below its last row, read like `projection`; none by default.
  ///   - loadingNotice: What the screen says beside its loading indicator (`LoadableScreen.loadingNotice`), read like
  ///     `projection`; none by default.
  ///   - send: Performs an action the person asked for.
  ///   - rowAppeared: Told the position of the last row on screen whenever the rows on screen change, for
  ///     infinite scroll (`LoadableScreen.rowAppeared(at:)`); `nil` by default, for content that does not
  ///     load more.
  ///   - start: Work to start when the runner starts, such as the first load; nothing by default.
  ///   - content: Draws the content.
  ///   - renderer: Draws everything else.
  ///   - clock: Times the spinner; inject a virtual clock in tests.
  ///   - tickInterval: The time between two spinner frames.
  public init(
    projection: @escaping @MainActor () -> ScreenProjection<Content.Value>,
    footer: @escaping @MainActor () -> PageFooter? = { nil },
    loadingNotice: @escaping @MainActor () -> LoadingNotice? = { nil },
    send: @escaping @MainActor (ScreenAction) async -> Void,
    rowAppeared: (@MainActor (_ index: Int) async -> Void)? = nil,
    start: @escaping @MainActor () async -> Void = {},
    content: Content,
    renderer: ScreenRenderer = ScreenRenderer(),
    clock: any Clock<Duration> = ContinuousClock(),
    tickInterval: Duration = .milliseconds(100)
  ) {
    self.projection = projection
    self.footer = footer
    self.loadingNotice = loadingNotice
    self.send = send
    self.rowAppeared = rowAppeared
    self.start = start
    self.content = content
    self.renderer = renderer
    self.clock = clock
    self.tickInterval = tickInterval
  }

  /// Creates a runner for a `LoadableScreen`, which it starts loading when it runs; the renderer speaks the
  /// screen's language (its policy's texts) unless one is given.
  ///
  /// A paginated screen (`LoadableScreen(pages)`, whose value is a `PagedList`) gets its footer drawn and its
  /// next pages loaded as the selection nears the end:
  ///
  /// ```swift
  /// let runner = TerminalScreenRunner(
  ///   screen: feed.screen,                                              // LoadableScreen(pages)
  ///   content: ListContentRenderer<PagedList<Post, String?>> { $0.title })
  /// ```
  public convenience init<Failure: Error>(
    screen: LoadableScreen<Content.Value, Failure>,
    content: Content,
    renderer: ScreenRenderer? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    tickInterval: Duration = .milliseconds(100)
  ) where Content.Value: Sendable {
    self.init(
      projection: { screen.projection },
      footer: { screen.footer },
      loadingNotice: { screen.loadingNotice },
      send: { await screen.send($0) },
      rowAppeared: { await screen.rowAppeared(at: $0) },
      start: { await screen.load() },
      content: content,
      renderer: renderer ?? ScreenRenderer(texts: screen.policy.texts),
      clock: clock,
      tickInterval: tickInterval)
  }

  /// Changes the content renderer's own state, such as a list's selection and scroll position, and redraws:
  /// for a screen opened anew, `runner.updateContent { $0 = MyContentRenderer() }`.
  public func updateContent(_ update: (inout Content) -> Void) {
    update(&content)
    redraw()
  }

  /// The frame the runner would draw now at `size`: the app's ``layout``, then the screen in its region.
  public func frame(size: TerminalSize) -> TextCanvas {
    var canvas = TextCanvas(size: size)
    let region = layout(&canvas)
    let projection = projection()
    let footer = footer()
    let notice = loadingNotice()
    interaction.update(for: projection, footer: footer, loadingNotice: notice)
    renderer.draw(
      projection, footer: footer, loadingNotice: notice, content: &content, focus: interaction.focus, tick: tick,
      on: &canvas, in: region)
    isAnimating = projection.isAnimated(footer: footer)
    shownRows =
      if case .content = projection, let rows = content.visibleItems, !rows.isEmpty {
        ShownRows(rows: rows, footer: footer)
      } else {
        nil
      }
    return canvas
  }

  /// Runs the screen in `session` until a key quits or the input ends.
  ///
  /// Starts the screen's work (its first load), draws the first frame, then redraws on every change. An app
  /// with several screens runs one runner after another in the same session, each until it quits.
  public func run(in session: TerminalSession) async {
    self.session = session
    defer { stop() }
    let start = start
    Task { await start() }
    // Lets the start task run up to its first suspension (a load marks itself loading at once), so the
    // first frame shows progress rather than a blank screen.
    await Task.yield()
    let observation = RenderObservation { [weak self] in self?.redraw() }
    defer { observation.cancel() }
    // Every event pending is handled before the next frame: keys that arrive faster than frames are drawn (a paste,
    // a held key) cost one frame per batch, not one per key, so the screen never falls behind the keyboard.
    for await batch in session.eventBatches {
      guard let change = handleEvents(batch) else { return }
      if change != .none { redraw(force: change == .resized) }
    }
  }

  /// What a batch of events changed: nothing to draw, keys handled, or a new size (which draws in full).
  private enum BatchChange: Comparable {
    case none, keys, resized
  }

  /// Handles `batch` in order; returns what it changed, or `nil` when a key quits.
  private func handleEvents(_ batch: [TerminalEvent]) -> BatchChange? {
    var change = BatchChange.none
    for event in batch {
      switch event {
      case .resize:
        change = .resized
      case .key(.focusIn):
        activity.adapterReported(isActive: true)
      case .key(.focusOut):
        activity.adapterReported(isActive: false)
      case .key(let key):
        guard perform(command(for: key)) else { return nil }
        change = max(change, .keys)
      }
    }
    return change
  }

  /// Runs the screen in a new ``TerminalSession`` on standard input and output (or the given ones), and
  /// restores the terminal when it ends; the session asks for focus reports unless ``activity`` is not to hear them
  /// (`AppActivity.isReportedByAdapters`).
  public func run(input: TerminalInput = .standardInput, output: TerminalOutput = .standardOutput) async {
    await TerminalSession.run(input: input, output: output, reportsFocus: activity.isReportedByAdapters) { session in
      await self.run(in: session)
    }
  }

  // MARK: - Keys

  private func command(for key: Key) -> ScreenCommand {
    let first = handleKeyFirst(key)
    guard first == .unhandled else { return first }
    let command = interaction.handle(key, projection: projection(), footer: footer(), loadingNotice: loadingNotice())
    return command == .unhandled ? handleUnhandledKey(key) : command
  }

  /// Carries out `command`; returns `false` when the runner should stop.
  private func perform(_ command: ScreenCommand) -> Bool {
    switch command {
    case .send(let action):
      let send = send
      Task { await send(action) }
    case .scroll(let key):
      _ = content.handle(key)
    case .quit:
      return false
    case .consumed, .unhandled:
      break
    }
    return true
  }

  // MARK: - Drawing

  /// Draws the current frame if it differs from the last one (or always, after a resize), then starts or
  /// stops the spinner's timer.
  private func redraw(force: Bool = false) {
    guard let session else { return }
    let canvas = frame(size: session.size)
    if force || canvas != lastFrame {
      session.draw(canvas)
      lastFrame = canvas
      frameDrawn?(canvas)
    }
    setTicking(isAnimating && session.isInteractive)
    reportShownRows()
  }

  /// Tells the screen the last row on screen when the rows shown or the footer below them changed since the
  /// last report: the screen decides whether that loads the next page.
  private func reportShownRows() {
    guard let rowAppeared, let shownRows, shownRows != reportedRows else { return }
    reportedRows = shownRows
    let last = shownRows.rows.upperBound - 1
    reportCount += 1
    lastReport = Task { await rowAppeared(last) }
  }

  private func setTicking(_ shouldTick: Bool) {
    guard shouldTick else {
      tickTask?.cancel()
      tickTask = nil
      return
    }
    guard tickTask == nil else { return }
    tickTask = Task { [weak self, clock, tickInterval] in
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: tickInterval)
        } catch {
          return
        }
        guard let self, !Task.isCancelled else { return }
        tick &+= 1
        redraw()
      }
    }
  }

  private func stop() {
    tickTask?.cancel()
    tickTask = nil
    session = nil
    lastFrame = nil
    reportedRows = nil
  }
}

/// The rows of a list on screen in one frame, and the footer below them: a change of either is a new
/// chance for the last row to load the next page (after a refresh, a page that added no rows, ...).
private struct ShownRows: Equatable {
  let rows: Range<Int>
  let footer: PageFooter?
}
