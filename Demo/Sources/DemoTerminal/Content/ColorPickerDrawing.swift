// The colour picker's view, drawn from the one derived value: the picks are shown on the first line as the inputs
// they are, and everything below switches over `ColorPickerViewState`, never over the picks themselves.
import DemoApp
import ScreenStateTerminal

/// Draws the colour picker: the three inputs, the view state they collapse into, and swatches for that state.
enum ColorPickerDrawing {
  /// The width of a swatch, border included.
  static let swatchWidth = 18
  /// The height of a swatch, border included, when there is room.
  static let swatchHeight = 5
  /// The space between two swatches side by side.
  static let swatchGap = 6

  /// Draws the picker for `selection` inside `rect`.
  static func draw(_ selection: ColorSelection, on canvas: inout TextCanvas, in rect: TextRect) {
    guard !rect.isEmpty else { return }
    let state = ColorPickerModel.viewState(for: selection)
    canvas.draw(inputs(of: selection), column: rect.column, row: rect.row, width: rect.width, alignment: .center)
    if rect.height >= 2 {
      canvas.draw(
        "view state: \(describe(state))", column: rect.column, row: rect.row + 1, width: rect.width,
        alignment: .center, style: .dim)
    }
    let area = TextRect(column: rect.column, row: rect.row + 3, width: rect.width, height: rect.height - 3)
    guard !area.isEmpty else { return }
    switch state {
    case .emptyState:
      let top = area.row + (area.height - 2) / 2
      canvas.draw(
        "Please select your colours", column: area.column, row: top, width: area.width, alignment: .center,
        style: .bold)
      canvas.draw(
        "a picks colour 1 · b picks colour 2", column: area.column, row: top + 1, width: area.width,
        alignment: .center, style: .dim)
    case .showColor(let color, let title):
      drawSwatches([(color.rgb, title, "\(color.name) \(color.rgb.hex)")], in: area, on: &canvas)
    case .showBothColors(let color1, let color2):
      drawSwatches(
        [
          (color1.rgb, "Color 1", "\(color1.name) \(color1.rgb.hex)"),
          (color2.rgb, "Color 2", "\(color2.name) \(color2.rgb.hex)"),
        ], in: area, on: &canvas)
    case .showMixedColors(let color1, let color2):
      let mixed = color1.rgb.mixed(with: color2.rgb)
      drawSwatches([(mixed, "Mix of \(color1.name) and \(color2.name)", mixed.hex)], in: area, on: &canvas)
    }
  }

  /// The three inputs as picked, such as `color 1: Red · color 2: none · mix: off`.
  static func inputs(of selection: ColorSelection) -> String {
    "color 1: \(selection.color1?.name ?? "none") · color 2: \(selection.color2?.name ?? "none") · "
      + "mix: \(selection.mix ? "on" : "off")"
  }

  /// The view state as code would spell it, such as `showMixedColors(red, blue)`.
  static func describe(_ state: ColorPickerViewState) -> String {
    switch state {
    case .emptyState: "emptyState"
    case .showColor(let color, let title): "showColor(\(color.rawValue), title: \"\(title)\")"
    case .showBothColors(let color1, let color2): "showBothColors(\(color1.rawValue), \(color2.rawValue))"
    case .showMixedColors(let color1, let color2): "showMixedColors(\(color1.rawValue), \(color2.rawValue))"
    }
  }

  /// Draws one or two swatches centred in `area`, each a filled box with a title and a caption below it.
  private static func drawSwatches(
    _ swatches: [(color: RGBColor, title: String, caption: String)], in area: TextRect, on canvas: inout TextCanvas
  ) {
    // The box goes first when rows run short: the titles and captions say everything it shows.
    let fittingHeight = min(swatchHeight, area.height - 2)
    let boxHeight = fittingHeight >= 3 ? fittingHeight : 0
    let height = boxHeight + 2
    let top = area.row + max(0, (area.height - height) / 2)
    let columnWidth = min(max(swatchWidth, 24), area.width / swatches.count)
    let totalWidth = columnWidth * swatches.count + swatchGap * (swatches.count - 1)
    var left = area.column + max(0, (area.width - totalWidth) / 2)
    for swatch in swatches {
      if boxHeight > 0 {
        let box = TextRect(
          column: left + (columnWidth - swatchWidth) / 2, row: top, width: min(swatchWidth, columnWidth),
          height: boxHeight)
        let inside = canvas.drawBox(box, border: .rounded)
        canvas.fill(inside, with: "█", style: TextStyle(foreground: swatch.color.nearestTerminalColor))
      }
      let labels = top + boxHeight
      canvas.draw(swatch.title, column: left, row: labels, width: columnWidth, alignment: .center, style: .bold)
      canvas.draw(swatch.caption, column: left, row: labels + 1, width: columnWidth, alignment: .center)
      left += columnWidth + swatchGap
    }
  }
}
