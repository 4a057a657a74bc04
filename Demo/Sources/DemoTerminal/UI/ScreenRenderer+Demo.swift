import ScreenStateTerminal

extension ScreenRenderer {
  /// How the demo draws its screens: the library's renderer with the feed's empty message.
  public static var demo: ScreenRenderer {
    ScreenRenderer(emptyMessage: "No posts yet. Press r to check again.")
  }
}
