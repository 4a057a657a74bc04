import Observation

/// The colour picker as a view model: the person's picks are stored, and the one thing the view draws,
/// ``viewState``, is derived from them by a pure function, so it can never disagree with them.
@MainActor
@Observable
public final class ColorPickerModel {
  /// What has been picked.
  public private(set) var selection: ColorSelection

  /// Creates a picker with `selection` (nothing picked by default).
  public init(selection: ColorSelection = ColorSelection()) {
    self.selection = selection
  }

  /// What the view shows now.
  public var viewState: ColorPickerViewState { Self.viewState(for: selection) }

  /// The view state for a selection: both colours mixed or side by side (as `mix` says), one colour with its
  /// slot's title, or the empty state. `mix` matters only when both colours are picked.
  public nonisolated static func viewState(for selection: ColorSelection) -> ColorPickerViewState {
    switch (selection.color1, selection.color2) {
    case (let color1?, let color2?):
      selection.mix ? .showMixedColors(color1, color2) : .showBothColors(color1, color2)
    case (let color1?, nil):
      .showColor(color1, title: "Color 1")
    case (nil, let color2?):
      .showColor(color2, title: "Color 2")
    case (nil, nil):
      .emptyState
    }
  }

  /// Picks (or, with `nil`, clears) the first colour.
  public func setColor1(_ color: PaletteColor?) { selection.color1 = color }

  /// Picks (or, with `nil`, clears) the second colour.
  public func setColor2(_ color: PaletteColor?) { selection.color2 = color }

  /// Steps the first colour through the palette and back to none, for a single key.
  public func cycleColor1() { selection.color1 = Self.step(selection.color1) }

  /// Steps the second colour through the palette and back to none, for a single key.
  public func cycleColor2() { selection.color2 = Self.step(selection.color2) }

  /// Turns mixing on or off.
  public func toggleMix() { selection.mix.toggle() }

  /// Clears both colours and turns mixing off.
  public func clear() { selection = ColorSelection() }

  private static func step(_ color: PaletteColor?) -> PaletteColor? {
    guard let color else { return PaletteColor.allCases.first }
    return color.nextOrNone
  }
}
