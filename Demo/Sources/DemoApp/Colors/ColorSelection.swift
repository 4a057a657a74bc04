/// What a person picked in the colour picker: two optional colours and whether to mix them.
///
/// Three independent inputs, fifty combinations with this palette; ``ColorPickerModel/viewState(for:)`` collapses them
/// into the four things the view can show.
public struct ColorSelection: Sendable, Hashable {
  /// The first colour, if picked.
  public var color1: PaletteColor?
  /// The second colour, if picked.
  public var color2: PaletteColor?
  /// Whether two picked colours are shown mixed; it means nothing with fewer than two.
  public var mix: Bool

  /// Creates a selection; nothing is picked by default.
  public init(color1: PaletteColor? = nil, color2: PaletteColor? = nil, mix: Bool = false) {
    self.color1 = color1
    self.color2 = color2
    self.mix = mix
  }
}
