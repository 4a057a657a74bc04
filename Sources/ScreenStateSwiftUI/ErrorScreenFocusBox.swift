#if canImport(SwiftUI)
  import ScreenState

  /// The core's `ErrorScreenFocus`, kept by a view across its updates: the announcer's request and the error
  /// screen's appearance meet here, in whichever order they come. Nothing is drawn from it, so it is not observed.
  @MainActor
  final class ErrorScreenFocusBox {
    var focus = ErrorScreenFocus()
  }
#endif
