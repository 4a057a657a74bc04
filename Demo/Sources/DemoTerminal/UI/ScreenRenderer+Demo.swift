import ScreenStateTerminal

extension ScreenRenderer {
  /// How the demo draws its screens: the library's renderer with the feed's empty message.
  public static var demo: ScreenRenderer {
    ScreenRenderer(emptyMessage: "No posts yet. Press r to check again.")
  }

  /// The demo's renderer with the empty state of a screen that says its own (`nil` keeps the feed's).
  public static func demo(emptyMessage: String?) -> ScreenRenderer {
    var renderer = ScreenRenderer.demo
    if let emptyMessage { renderer.emptyMessage = emptyMessage }
    return renderer
  }
}
