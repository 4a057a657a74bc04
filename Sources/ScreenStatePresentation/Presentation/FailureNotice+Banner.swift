import ScreenStateCore
import ScreenStateData

extension FailureNotice {
  /// The notice drawn as a banner: a banner or inline notice as it is, an alert with the same words and buttons
  /// (for an adapter that cannot present the alert).
  public var banner: ScreenBanner<ScreenAction> {
    switch self {
    case .alert(let alert): ScreenBanner(title: alert.title, message: alert.message ?? "", buttons: alert.buttons)
    case .banner(let banner), .inline(let banner): banner
    }
  }
}
