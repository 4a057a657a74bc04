#if canImport(SwiftUI)
  import Observation
  import ScreenState

  /// The core's `AlertPresentation`, kept by a view as observable state: answering an alert changes it at once, and
  /// the view that presents the alert redraws.
  @MainActor
  @Observable
  final class AlertPresentationBox {
    var presentation = AlertPresentation()
  }
#endif
