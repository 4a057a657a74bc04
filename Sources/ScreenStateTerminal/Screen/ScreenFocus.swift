/// Which part of a screen has the keyboard focus: one of the buttons of the current focus scope, or the
/// content (a list's rows).
///
/// Buttons are counted in display order within the scope that has focus: an alert's buttons while an
/// alert is up; otherwise the error screen's primary then secondary button; otherwise the buttons of a
/// banner or inline notice. ``ScreenInteraction`` moves it; ``ScreenRenderer`` draws it.
public enum ScreenFocus: Hashable, Sendable {
  /// The content, such as a list whose selected row is marked.
  case content
  /// The button at this position, from 0, among the focus scope's buttons in display order.
  case button(Int)
}
