import ScreenState
import ScreenStateTerminal
import Testing

// Enter presses the focused button, so the focused button must be on screen at every size: a button that is
// not drawn must not be pressable. When a row of buttons cannot fit, the focused one is drawn alone, and Tab
// brings the others into view one at a time.
struct FocusedButtonVisibilityTests {
  static let buttons = [
    ScreenButton("OK", role: .cancel, action: ScreenAction.dismissFailure), ScreenButton("Try Again", action: .retry),
  ]

  static let projections: [(String, Projection)] = [
    (
      "alert",
      .content(
        ["first", "second"], isRefreshing: false,
        notice: .alert(
          ScreenAlert(title: "Something went wrong", message: "The server ran into a problem.", buttons: buttons)))
    ),
    (
      "banner",
      .content(
        ["first"], isRefreshing: false,
        notice: .banner(ScreenBanner(title: "Couldn't refresh", message: "Try again.", buttons: buttons)))
    ),
    (
      "error screen",
      .failure(
        ErrorScreenConfiguration(
          icon: ErrorScreenIcon("!"), title: "Can't reach the server", message: "Check your connection.",
          isBusy: false,
          buttons: [
            ScreenButton("Check connection", action: .errorScreenPrimary),
            ScreenButton("Settings", role: .cancel, action: .errorScreenSecondary),
          ]))
    ),
  ]

  @Test(arguments: 0..<projections.count)
  func theFocusedButtonIsDrawnAtEverySize(index: Int) {
    let (name, projection) = Self.projections[index]
    let renderer = ScreenRenderer()
    // From nothing to comfortable, every width and height: 3 columns fit "»x«", the smallest focused button.
    for columns in 3...40 {
      for rows in 1...10 {
        for focused in 0..<2 {
          let size = TerminalSize(columns: columns, rows: rows)
          let text = renderer.render(
            projection, content: Fixtures.list(), size: size, focus: .button(focused)
          ).plainText
          #expect(text.contains("»"), "\(name) at \(columns)x\(rows), button \(focused) focused:\n\(text)")
        }
      }
    }
  }
}
