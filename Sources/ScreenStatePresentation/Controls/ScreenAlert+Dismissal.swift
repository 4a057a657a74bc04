import ScreenStateCore
import ScreenStateData

extension ScreenAlert {
  /// What dismissing the alert without pressing a button means (Escape on a Mac, the Menu button on a TV, a
  /// tap outside on a Mac): the action of its cancel-role button, or `nil` when it has none.
  ///
  /// A failure's alert has one, "OK" (``ScreenAction/dismissFailure``), so a dismissed alert accepts the
  /// failure and keeps the content, as "OK" would.
  public var dismissalAction: Action? {
    buttons.first { $0.role == .cancel }?.action
  }
}
