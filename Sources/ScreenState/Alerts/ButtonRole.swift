/// The role of a button in an alert, banner or error screen, which each adapter maps to its own style.
public enum ButtonRole: String, Hashable, Sendable, CaseIterable {
  /// An ordinary action, such as "Try Again".
  case `default`
  /// Dismisses without acting, such as "OK" or "Cancel".
  case cancel
  /// Destroys or discards something.
  case destructive
}
