import ScreenState
import ScreenStateTerminal

/// A whole demo frame drawn from plain values: the chrome, then the screen in the region it leaves. The
/// terminal UI draws the same way (its runner's layout is ``DemoChrome/draw(on:)``), so tests and previews draw
/// exactly what a person sees, without an app or a backend.
public enum DemoFrame {
  /// Draws a frame of `size`.
  ///
  /// - Parameters:
  ///   - chrome: The header and status area.
  ///   - projection: What the screen shows.
  ///   - footer: What the board's feed shows below its last row; none on other screens.
  ///   - loadingNotice: What the screen says beside its loading indicator; none by default.
  ///   - content: Draws the content; a fresh one starts at the top of each list.
  ///   - renderer: Draws the screen; the demo's, with the posts feed's empty message, by default.
  ///   - size: The size of the frame.
  ///   - focus: What has focus; `nil` for the focus a screen starts with.
  ///   - tick: The spinner's tick.
  public static func render(
    chrome: DemoChrome,
    projection: ScreenProjection<DemoContent>,
    footer: PageFooter? = nil,
    loadingNotice: LoadingNotice? = nil,
    content: DemoContentRenderer = DemoContentRenderer(),
    renderer: ScreenRenderer = .demo,
    size: TerminalSize = .standard,
    focus: ScreenFocus? = nil,
    tick: Int = 0
  ) -> TextCanvas {
    var canvas = TextCanvas(size: size)
    var content = content
    let body = chrome.draw(on: &canvas)
    renderer.draw(
      projection, footer: footer, loadingNotice: loadingNotice, content: &content, focus: focus, tick: tick,
      on: &canvas, in: body)
    return canvas
  }
}
