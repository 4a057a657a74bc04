#if canImport(SwiftUI)
  import SwiftUI

  /// Binds a view's accessibility focus to `focus`, when there is one: setting it to `true` moves VoiceOver there.
  struct AccessibilityFocusBinding: ViewModifier {
    /// The focus state to bind, or `nil` for none.
    let focus: AccessibilityFocusState<Bool>.Binding?

    func body(content: Content) -> some View {
      if let focus {
        content.accessibilityFocused(focus)
      } else {
        content
      }
    }
  }
#endif
