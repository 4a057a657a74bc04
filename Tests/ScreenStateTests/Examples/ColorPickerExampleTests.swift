import Testing

// MARK: - The example

/// A colour a user can pick; a stand-in for SwiftUI's `Color`, so the example runs on Linux.
struct PickerColor: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var description: String { name }

  static let red = PickerColor(name: "red")
  static let green = PickerColor(name: "green")
  static let blue = PickerColor(name: "blue")
}

/// Derived view state: what the colour picker shows, as one enum computed from its inputs.
///
/// The screen has three inputs — two optional colours and a "mix" switch — and a view that used to untangle
/// them with nested `if`s. Instead, a pure function folds the inputs into one of four cases, and the view
/// only switches over the case:
///
/// ```swift
/// switch ColorPickerState(color1: model.color1, color2: model.color2, mix: model.mix) {
/// case .showBothColors(let first, let second): HStack { Swatch("Color 1", first); Swatch("Color 2", second) }
/// case .showMixedColors(let first, let second): Swatch("Mix", first.mix(with: second, by: 0.5))
/// case .showColor(let color, let title): Swatch(title, color)
/// case .empty: Text("Please select your colors")
/// }
/// ```
///
/// Why it pays off:
/// - Every combination of inputs lands on exactly one case, and the compiler checks the view handles each.
/// - The decision lives in a pure function, so the whole truth table is unit-tested without a view
///   (the second benefit), and a mistake like showing colour 1 under the "Color 2" title — which
///   nested `if`s in a view make — is caught by a test.
/// - The "mix" switch only matters when there is something to mix: with one colour it is ignored, which
///   the nested `if`s left implicit.
///
/// This is a pattern, not a library type: ScreenState's own `ScreenProjection` is the same idea applied
/// to a loading screen, deriving what to show from a `Loadable` and a policy.
enum ColorPickerState: Hashable, Sendable {
  /// Both colours side by side.
  case showBothColors(PickerColor, PickerColor)
  /// The two colours mixed into one swatch.
  case showMixedColors(PickerColor, PickerColor)
  /// One colour, with the title of the slot it came from.
  case showColor(PickerColor, title: String)
  /// Nothing picked yet.
  case empty

  /// Derives the state from the picker's inputs.
  init(color1: PickerColor?, color2: PickerColor?, mix: Bool) {
    switch (color1, color2) {
    case (let first?, let second?): self = mix ? .showMixedColors(first, second) : .showBothColors(first, second)
    case (let first?, nil): self = .showColor(first, title: "Color 1")
    case (nil, let second?): self = .showColor(second, title: "Color 2")
    case (nil, nil): self = .empty
    }
  }
}

/// A colour picker's view model, with the derivation moved out of the view: inputs change, the state follows.
@MainActor
final class ColorPickerModel {
  private(set) var color1: PickerColor?
  private(set) var color2: PickerColor?
  private(set) var mix = false

  /// What the view draws; always derived, never assigned on its own.
  var state: ColorPickerState { ColorPickerState(color1: color1, color2: color2, mix: mix) }

  func pickFirst(_ color: PickerColor?) { color1 = color }
  func pickSecond(_ color: PickerColor?) { color2 = color }
  func setMix(_ isOn: Bool) { mix = isOn }
}

// MARK: - The tests

@Suite("Example: derived view state")
struct ColorPickerExampleTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let color1: PickerColor?
    let color2: PickerColor?
    let mix: Bool
    let state: ColorPickerState
    var testDescription: String {
      "\(color1.map(\.name) ?? "nil"), \(color2.map(\.name) ?? "nil"), mix \(mix)"
    }
  }

  /// The whole truth table: each slot empty or filled (with equal and different colours), mix on and off.
  static let truthTable: [Row] = [
    Row(color1: nil, color2: nil, mix: false, state: .empty),
    Row(color1: nil, color2: nil, mix: true, state: .empty),
    Row(color1: .red, color2: nil, mix: false, state: .showColor(.red, title: "Color 1")),
    Row(color1: .red, color2: nil, mix: true, state: .showColor(.red, title: "Color 1")),
    Row(color1: nil, color2: .blue, mix: false, state: .showColor(.blue, title: "Color 2")),
    Row(color1: nil, color2: .blue, mix: true, state: .showColor(.blue, title: "Color 2")),
    Row(color1: .red, color2: .blue, mix: false, state: .showBothColors(.red, .blue)),
    Row(color1: .red, color2: .blue, mix: true, state: .showMixedColors(.red, .blue)),
    Row(color1: .blue, color2: .red, mix: false, state: .showBothColors(.blue, .red)),
    Row(color1: .blue, color2: .red, mix: true, state: .showMixedColors(.blue, .red)),
    Row(color1: .green, color2: .green, mix: false, state: .showBothColors(.green, .green)),
    Row(color1: .green, color2: .green, mix: true, state: .showMixedColors(.green, .green)),
  ]

  @Test(arguments: truthTable)
  func derivesTheState(row: Row) {
    #expect(ColorPickerState(color1: row.color1, color2: row.color2, mix: row.mix) == row.state)
  }

  @Test func everyCombinationLandsOnExactlyTheExpectedCase() {
    let colours: [PickerColor?] = [nil, .red, .green, .blue]
    var seen: Set<String> = []
    for first in colours {
      for second in colours {
        for mix in [false, true] {
          let state = ColorPickerState(color1: first, color2: second, mix: mix)
          switch state {
          case .empty:
            #expect(first == nil && second == nil)
            seen.insert("empty")
          case .showColor(let color, let title):
            // The title names the slot the colour came from: a nested-`if` view showed colour 1 under
            // "Color 2".
            #expect((first == nil) != (second == nil))
            #expect(color == (first ?? second))
            #expect(title == (first != nil ? "Color 1" : "Color 2"))
            seen.insert("one")
          case .showBothColors(let a, let b):
            #expect(!mix && a == first && b == second)
            seen.insert("both")
          case .showMixedColors(let a, let b):
            #expect(mix && a == first && b == second)
            seen.insert("mixed")
          }
        }
      }
    }
    #expect(seen == ["empty", "one", "both", "mixed"])
  }

  @Test @MainActor func modelStateFollowsTheInputs() {
    let model = ColorPickerModel()
    #expect(model.state == .empty)
    model.setMix(true)
    #expect(model.state == .empty)
    model.pickSecond(.blue)
    #expect(model.state == .showColor(.blue, title: "Color 2"))
    model.pickFirst(.red)
    #expect(model.state == .showMixedColors(.red, .blue))
    model.setMix(false)
    #expect(model.state == .showBothColors(.red, .blue))
    model.pickSecond(nil)
    #expect(model.state == .showColor(.red, title: "Color 1"))
    model.pickFirst(nil)
    #expect(model.state == .empty)
  }
}
