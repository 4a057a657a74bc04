#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// A screen's failure notice over kept content: a banner on a background of its own, as wide as the screen, or an
  /// inline notice; nothing for an alert (the alert modifier presents it) or no notice. Its buttons (Try Again,
  /// Dismiss) send their actions to the screen.
  struct FailureNoticeView: View {
    let notice: FailureNotice?
    let send: @MainActor (ScreenAction) async -> Void

    var body: some View {
      switch notice {
      case .banner(let banner)?:
        FailureBanner(banner, send: send)
          .frame(maxWidth: .infinity, alignment: .leading)
          .background(.regularMaterial)
      case .inline(let banner)?:
        FailureBanner(banner, send: send)
      case .alert?, nil:
        EmptyView()
      }
    }
  }
#endif
