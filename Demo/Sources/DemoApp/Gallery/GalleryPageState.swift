import ScreenState

/// What a gallery page shows: nothing yet while its model is built from the server, then the model's screen.
@MainActor
public enum GalleryPageState {
  /// The page's model is being built (a `/status` or `/version` request is in flight).
  case preparing
  /// The page's error-screen model, ready to draw and to tap.
  case showing(any ErrorScreenModel)

  /// The model shown, if any.
  public var model: (any ErrorScreenModel)? {
    if case .showing(let model) = self { model } else { nil }
  }
}
