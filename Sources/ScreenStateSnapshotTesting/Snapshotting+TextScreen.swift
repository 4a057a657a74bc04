import ScreenState
import ScreenStateTerminal
import SnapshotTesting

extension Snapshotting where Format == String {
  /// A strategy that snapshots a projection as the plain text a terminal shows, at a fixed size and
  /// spinner tick, so the same state always gives the same text.
  ///
  /// The reference is a `.txt` file with one line per row of the frame (trailing spaces trimmed, empty rows
  /// kept, so the frame's height shows), ending with a newline.
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: ScreenProjection(Loadable<[Post], any Error>.loaded(posts)),
  ///   as: .textScreen(content: ListContentRenderer<[Post]> { $0.title }, size: TerminalSize(columns: 40, rows: 10)))
  /// ```
  ///
  /// - Parameters:
  ///   - content: Draws the content; each snapshot draws with a fresh copy.
  ///   - footer: What a paginated list shows below its last row, such as `.loading("Loading more…")`; none by
  ///     default.
  ///   - renderer: Draws everything else.
  ///   - size: The size of the frame.
  ///   - focus: What has focus; `nil` for the focus a screen starts with.
  ///   - tick: The spinner's tick, which picks its frame.
  public static func textScreen<Content: ScreenContentRenderer>(
    content: Content,
    footer: PageFooter? = nil,
    renderer: ScreenRenderer = ScreenRenderer(),
    size: TerminalSize = .standard,
    focus: ScreenFocus? = nil,
    tick: Int = 0
  ) -> Self where Value == ScreenProjection<Content.Value> {
    Snapshotting<ScreenFrame<Content.Value>, String>
      .textFrame(content: content, renderer: renderer, size: size, focus: focus, tick: tick)
      .pullback { ScreenFrame(projection: $0, footer: footer) }
  }

  /// A strategy that snapshots what a `LoadableScreen` shows now as plain text, with a paginated list's footer;
  /// see ``textScreen(content:footer:renderer:size:focus:tick:)``. Assert on the main actor.
  public static func textScreen<Content: ScreenContentRenderer, Failure: Error>(
    content: Content,
    renderer: ScreenRenderer = ScreenRenderer(),
    size: TerminalSize = .standard,
    focus: ScreenFocus? = nil,
    tick: Int = 0
  ) -> Self where Value == LoadableScreen<Content.Value, Failure> {
    Snapshotting<ScreenFrame<Content.Value>, String>
      .textFrame(content: content, renderer: renderer, size: size, focus: focus, tick: tick)
      .pullback { screen in
        // assertSnapshot takes the snapshot synchronously, on the caller's (main) actor.
        MainActor.assumeIsolated { ScreenFrame(projection: screen.projection, footer: screen.footer) }
      }
  }

  /// The strategy both public ones pull back: a projection and its footer as plain text.
  static func textFrame<Content: ScreenContentRenderer>(
    content: Content,
    renderer: ScreenRenderer,
    size: TerminalSize,
    focus: ScreenFocus?,
    tick: Int
  ) -> Self where Value == ScreenFrame<Content.Value> {
    SimplySnapshotting<String>(pathExtension: "txt", diffing: .lines).pullback { frame in
      // One line per row and a final newline, as text files end: an editor that adds one changes nothing.
      renderer.render(
        frame.projection, footer: frame.footer, content: content, size: size, focus: focus, tick: tick
      ).plainText + "\n"
    }
  }
}
