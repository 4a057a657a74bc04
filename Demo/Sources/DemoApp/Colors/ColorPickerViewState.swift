/// Everything the colour view can show, one case each, so the view switches instead of testing flags.
public enum ColorPickerViewState: Sendable, Hashable {
  /// Nothing picked: ask for colours.
  case emptyState
  /// One colour picked, with the title of the slot it came from ("Color 1" or "Color 2").
  case showColor(PaletteColor, title: String)
  /// Both colours picked, side by side.
  case showBothColors(PaletteColor, PaletteColor)
  /// Both colours picked and mixed into one.
  case showMixedColors(PaletteColor, PaletteColor)
}
