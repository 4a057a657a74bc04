import ScreenStateCore
import ScreenStateData

/// The role of a button in an alert, banner or error screen, which each adapter maps to its own style
/// (SwiftUI's and UIKit's button roles and alert action styles, the terminal's focus order).
public enum ScreenButtonRole: String, Hashable, Sendable, CaseIterable {
  /// An ordinary action, such as "Try Again".
  case `default`
  /// Dismisses without acting, such as "OK" or "Cancel"; Escape presses it in a terminal.
  case cancel
  /// Destroys or discards something.
  case destructive
}
