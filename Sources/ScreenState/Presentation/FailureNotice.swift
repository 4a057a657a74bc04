/// A failure shown over content that stays on screen.
public enum FailureNotice: Hashable, Sendable {
  /// A modal alert.
  case alert(AlertState<ScreenAction>)
  /// A banner above the content.
  case banner(BannerState<ScreenAction>)
  /// A notice inside the content.
  case inline(BannerState<ScreenAction>)
}
