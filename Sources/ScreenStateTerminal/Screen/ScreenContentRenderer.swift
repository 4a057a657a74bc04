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
///
/// A list also reports how many rows it needs (``height(of:width:)``), so that a paginated list's footer sits
/// right below its last row, and which items it shows (``visibleItems``), so that the runner can tell a
/// paginated screen which rows appeared.
public protocol ScreenContentRenderer<Value> {
  /// The content drawn: the `Value` of the screen's `ScreenProjection`.
  associatedtype Value

  /// Draws `value` inside `rect`; `isFocused` says whether the content (rather than a button) has focus,
  /// so a list marks its selected row only then.
  mutating func draw(_ value: Value, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool)

  /// Applies a navigation key (``ScreenCommand/scroll(_:)``) and reports whether it changed anything.
  mutating func handle(_ key: Key) -> Bool

  /// The rows `value` needs at `width`, or `nil` when it takes whatever it is given (the default).
  ///
  /// ``ScreenRenderer`` gives the content no more than this, and draws a paginated list's footer right below
  /// it. Keep it cheap: a list answers with its count, never by measuring its items.
  func height(of value: Value, width: Int) -> Int?

  /// The positions of the items the last ``draw(_:on:in:isFocused:)`` showed, or `nil` for content that is
  /// not a list of items (the default).
  ///
  /// ``TerminalScreenRunner`` reports the last of them to a paginated screen (`LoadableScreen.rowAppeared(at:)`),
  /// which loads the next page when it is near the end.
  var visibleItems: Range<Int>? { get }
}

extension ScreenContentRenderer {
  /// Ignores navigation keys: content that does not scroll.
  public mutating func handle(_ key: Key) -> Bool { false }

  /// Takes the whole rectangle given.
  public func height(of value: Value, width: Int) -> Int? { nil }

  /// Not a list of items: no rows to report.
  public var visibleItems: Range<Int>? { nil }
}
