import ScreenStateCore
import ScreenStateData

extension ScreenProjection {
  /// Whether a failure is shown: full screen, or as a notice over kept content.
  public var showsAnyFailure: Bool { region == .failure || notice != nil }

  /// The notice an adapter draws in its banner view: a banner or inline notice, or an alert the adapter could
  /// not present (no view controller to present it from), so that a failure is never silent.
  ///
  /// - Parameter alertPresented: Whether the adapter presents the projection's alert.
  public func bannerNotice(alertPresented: Bool) -> ScreenBanner<ScreenAction>? {
    switch notice {
    case .alert? where alertPresented, nil: nil
    case let notice?: notice.banner
    }
  }
}
