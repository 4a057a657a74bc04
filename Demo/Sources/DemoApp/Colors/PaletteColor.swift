/// The small palette of the colour picker.
public enum PaletteColor: String, Sendable, Hashable, CaseIterable {
  /// Red.
  case red
  /// Yellow.
  case yellow
  /// Green.
  case green
  /// Blue.
  case blue

  /// The colour's name for a label, such as "Red".
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The colour's value.
  public var rgb: RGBColor {
    switch self {
    case .red: RGBColor(red: 230, green: 40, blue: 40)
    case .yellow: RGBColor(red: 245, green: 205, blue: 30)
    case .green: RGBColor(red: 40, green: 170, blue: 70)
    case .blue: RGBColor(red: 40, green: 90, blue: 220)
    }
  }

  /// The colour after this one, or `nil` after the last: a key that steps through the palette also reaches
  /// "no colour".
  public var nextOrNone: PaletteColor? {
    let colors = Self.allCases
    guard let index = colors.firstIndex(of: self), index + 1 < colors.count else { return nil }
    return colors[index + 1]
  }
}
