import ScreenStateCore
import ScreenStateData

/// How a failure is shown (full screen or alert, and also a banner or an inline notice).
public enum FailureDisplay: String, Hashable, Sendable, CaseIterable {
  /// The failure replaces the content: the universal error screen.
  case fullScreen
  /// A modal alert over the kept content.
  case alert
  /// A banner above the kept content, which stays usable.
  case banner
  /// A notice drawn inside the content, such as a row at the top of a list.
  case inline
}
