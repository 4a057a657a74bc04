import DemoApp
import Testing

/// The colour picker: three inputs collapsed into one view state by a pure function.
@Suite("Colour picker")
struct ColorPickerTests {
  /// Every colour a slot can hold, "none" included.
  static let slotValues: [PaletteColor?] = [nil] + PaletteColor.allCases.map { $0 }

  @Test("the whole truth table: every pair of slots, mixed or not")
  func truthTable() {
    var checked = 0
    for color1 in Self.slotValues {
      for color2 in Self.slotValues {
        for mix in [false, true] {
          let state = ColorPickerModel.viewState(for: ColorSelection(color1: color1, color2: color2, mix: mix))
          // The table of the colour picker, one row per combination of picked / not picked and the mix flag.
          let expected: ColorPickerViewState
          switch (color1, color2, mix) {
          case (nil, nil, false): expected = .emptyState
          case (nil, nil, true): expected = .emptyState
          case (let first?, nil, false): expected = .showColor(first, title: "Color 1")
          case (let first?, nil, true): expected = .showColor(first, title: "Color 1")
          case (nil, let second?, false): expected = .showColor(second, title: "Color 2")
          case (nil, let second?, true): expected = .showColor(second, title: "Color 2")
          case (let first?, let second?, false): expected = .showBothColors(first, second)
          case (let first?, let second?, true): expected = .showMixedColors(first, second)
          }
          #expect(
            state == expected,
            "color1: \(String(describing: color1)), color2: \(String(describing: color2)), mix: \(mix)")
          checked += 1
        }
      }
    }
    #expect(checked == Self.slotValues.count * Self.slotValues.count * 2)
  }

  @Test("colour 2 alone shows colour 2 (a nested-if view showed colour 1 there)")
  func secondColorAlone() {
    let state = ColorPickerModel.viewState(for: ColorSelection(color2: .blue))
    #expect(state == .showColor(.blue, title: "Color 2"))
  }

  @Test("the keys: cycle each colour through the palette and back to none, toggle mix, clear")
  @MainActor
  func keys() {
    let picker = ColorPickerModel()
    #expect(picker.viewState == .emptyState)
    picker.cycleColor1()
    #expect(picker.viewState == .showColor(.red, title: "Color 1"))
    picker.cycleColor2()
    picker.cycleColor2()
    #expect(picker.viewState == .showBothColors(.red, .yellow))
    picker.toggleMix()
    #expect(picker.viewState == .showMixedColors(.red, .yellow))
    picker.setColor1(nil)
    #expect(picker.viewState == .showColor(.yellow, title: "Color 2"), "mix means nothing with one colour")
    for _ in PaletteColor.allCases { picker.cycleColor1() }
    #expect(picker.selection.color1 == .blue)
    picker.cycleColor1()
    #expect(picker.selection.color1 == nil)
    picker.clear()
    #expect(picker.selection == ColorSelection())
    #expect(picker.viewState == .emptyState)
  }

  @Test("mixing is halfway in each channel, and hex is #RRGGBB")
  func mixing() {
    let black = RGBColor(red: 0, green: 0, blue: 0)
    let white = RGBColor(red: 255, green: 255, blue: 255)
    #expect(black.mixed(with: white) == RGBColor(red: 128, green: 128, blue: 128))
    #expect(black.mixed(with: white).hex == "#808080")
    #expect(
      PaletteColor.red.rgb.mixed(with: PaletteColor.blue.rgb) == PaletteColor.blue.rgb.mixed(with: PaletteColor.red.rgb)
    )
    #expect(RGBColor(red: 10, green: 171, blue: 255).hex == "#0AABFF")
  }
}
