import ScreenState

/// What a gallery page shows: nothing yet while its model is built from the server, then the model's screen,
/// or, when the server could not say what to build, the standard screen for that failure.
@MainActor
public enum GalleryPageState {
  /// The page's model is being built (a `/status` or `/version` request is in flight).
  case preparing
  /// The page's error-screen model, ready to draw and to tap.
  case showing(any ErrorScreenModel)
  /// The page could not be built: the standard error screen of the failure, whose "Try Again" builds it again.
  case unavailable(ErrorScreenConfiguration)

  /// The model shown, if any.
  public var model: (any ErrorScreenModel)? {
    if case .showing(let model) = self { model } else { nil }
  }

  /// What the page draws now, or `nil` while it is being prepared.
  public var configuration: ErrorScreenConfiguration? {
    switch self {
    case .preparing: nil
    case .showing(let model): model.configuration
    case .unavailable(let configuration): configuration
    }
  }
}
