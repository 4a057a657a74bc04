/// Draws a screen's content (the loaded value) into the part of a frame that ``ScreenRenderer`` gives it,
/// and handles the navigation keys meant for it.
///
/// A renderer is a value that may keep state between frames, such as a list's scroll position: the
/// screen renderer passes it `inout`, and a test or a snapshot draws with its own copy.
///
/// ```swift
/// struct PostText: ScreenContentRenderer {
///   mutating func draw(_ post: Post, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
///     canvas.drawWrapped(post.body, in: rect)
///   }
/// }
/// ```
public protocol ScreenContentRenderer<Value> {
  /// The content drawn: the `Value` of the screen's `ScreenProjection`.
  associatedtype Value

  /// Draws `value` inside `rect`; `isFocused` says whether the content (rather than a button) has focus,
  /// so a list marks its selected row only then.
  mutating func draw(_ value: Value, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool)

  /// Applies a navigation key (``ScreenCommand/scroll(_:)``) and reports whether it changed anything.
  mutating func handle(_ key: Key) -> Bool
}

extension ScreenContentRenderer {
  /// Ignores navigation keys: content that does not scroll.
  public mutating func handle(_ key: Key) -> Bool { false }
}
