import ScreenStateCore
import ScreenStateData

/// A failure shown over content that stays on screen.
public enum FailureNotice: Hashable, Sendable {
  /// A modal alert.
  case alert(ScreenAlert<ScreenAction>)
  /// A banner above the content.
  case banner(ScreenBanner<ScreenAction>)
  /// A notice inside the content.
  case inline(ScreenBanner<ScreenAction>)
}
