#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Draws a screen's failure notice above the content it is about, in one stack with it: VoiceOver reads the notice
  /// first, not after every row as it would an overlay, and the content keeps its identity (and its scroll position)
  /// whether a notice shows or not.
  struct FailureNoticeModifier: ViewModifier {
    let notice: FailureNotice?
    let send: @MainActor (ScreenAction) async -> Void

    func body(content: Content) -> some View {
      VStack(spacing: 0) {
        FailureNoticeView(notice: notice, send: send)
        content
      }
    }
  }
#endif
