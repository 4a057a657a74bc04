import Observation

// The examples of DerivedViewState.md that need no SwiftUI; the view's switch is in TypeChecked/SwiftUIExamples.swift.

/// A colour of a palette: SwiftUI's `Color` in the article, which Linux has not.
struct Color: Hashable {
  var name: String

  static let red = Color(name: "red")
  static let blue = Color(name: "blue")
}

enum ColorDisplay: Equatable {
  case both(Color, Color)
  case mixed(Color, Color)
  case single(Color, title: String)
  case empty
}

extension ColorDisplay {
  init(first: Color?, second: Color?, mix: Bool) {
    switch (first, second) {
    case (let first?, let second?): self = mix ? .mixed(first, second) : .both(first, second)
    case (let first?, nil): self = .single(first, title: "Color 1")
    case (nil, let second?): self = .single(second, title: "Color 2")
    case (nil, nil): self = .empty
    }
  }
}

@MainActor @Observable final class ColorsModel {
  var first: Color?
  var second: Color?
  var mix = false
  var display: ColorDisplay { ColorDisplay(first: first, second: second, mix: mix) }
}
