#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// A failure notice drawn above or inside kept content: a `ScreenBanner`'s title, message
  /// and buttons.
  ///
  /// ``LoadableView`` and ``SwiftUI/View/withFailureNotice(_:)`` place it: a banner above the content on a background
  /// of its own, an inline notice above the content inside it; both before the content for VoiceOver.
  public struct FailureBanner<Action>: View {
    private let banner: ScreenBanner<Action>
    private let send: @MainActor (Action) async -> Void

    /// Draws `banner`; each button sends its action to `send`.
    public init(_ banner: ScreenBanner<Action>, send: @escaping @MainActor (Action) async -> Void) {
      self.banner = banner
      self.send = send
    }

    /// The title, the message, then the buttons, in text styles that follow Dynamic Type.
    public var body: some View {
      VStack(alignment: .leading, spacing: 8) {
        Text(banner.title)
          .font(.headline)
        Text(banner.message)
          .font(.subheadline)
        ScreenButtonStack(buttons: banner.buttons, send: send)
      }
      .padding(12)
    }
  }
#endif
