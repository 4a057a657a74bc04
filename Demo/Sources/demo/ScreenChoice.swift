import ArgumentParser
import DemoApp

/// The values of `--screen`; a local type so that DemoApp's `DemoScreen` needs no command-line conformance.
enum ScreenChoice: String, CaseIterable, ExpressibleByArgument {
  case posts
  case errors
  case colors
  case board

  /// The app's screen of the same name.
  var screen: DemoScreen {
    switch self {
    case .posts: .posts
    case .errors: .errors
    case .colors: .colors
    case .board: .board
    }
  }
}
