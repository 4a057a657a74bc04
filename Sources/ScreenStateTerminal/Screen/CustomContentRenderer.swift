/// A content renderer made from a drawing closure, for content that keeps no state between frames.
///
/// ```swift
/// let swatch = CustomContentRenderer<ColorChoice> { choice, canvas, rect, _ in
///   canvas.drawWrapped("Mixed: \(choice.name)", in: rect, alignment: .center)
/// }
/// ```
public struct CustomContentRenderer<Value>: ScreenContentRenderer {
  private let drawContent: (Value, inout TextCanvas, TextRect, Bool) -> Void

  /// Creates a renderer that draws with `draw(value, &canvas, rect, isFocused)`.
  public init(
    _ draw: @escaping (_ value: Value, _ canvas: inout TextCanvas, _ rect: TextRect, _ isFocused: Bool) -> Void
  ) {
    drawContent = draw
  }

  /// Calls the drawing closure.
  public mutating func draw(_ value: Value, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    drawContent(value, &canvas, rect, isFocused)
  }
}
