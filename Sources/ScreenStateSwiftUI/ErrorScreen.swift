#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// The universal error screen: it draws an `ErrorScreenConfiguration` (icon, title,
  /// message, busy state and buttons) and sends each button's `ScreenAction`, knowing nothing
  /// of networks, servers or updates.
  ///
  /// Drive it with any `ErrorScreenModel`; the screen redraws as the model's configuration
  /// changes (a busy check, a new message):
  ///
  /// ```swift
  /// ErrorScreen(model: AppUpdateErrorScreenModel(status: .required, storeURL: storeURL, openURL: open, onDismiss: {}))
  /// ```
  ///
  /// or with a configuration and a `send` function, as ``LoadableView`` does.
  ///
  /// The title is a header for VoiceOver, the icon is decorative and hidden from it, the busy indicator is
  /// labelled from `ScreenTexts`, and every text uses a text style, so it follows Dynamic Type. The screen is centred
  /// while it fits and scrolls when it does not (at the largest accessibility text sizes).
  public struct ErrorScreen: View {
    private let configuration: @MainActor () -> ErrorScreenConfiguration
    private let send: @MainActor (ScreenAction) async -> Void
    private let texts: ScreenTexts
    /// VoiceOver's focus on the title, when a screen moves it there (``LoadableView`` does, as a failure takes the
    /// whole screen).
    private var titleFocus: AccessibilityFocusState<Bool>.Binding?

    /// Draws `model`'s configuration and sends its buttons' actions to the model.
    ///
    /// - Parameters:
    ///   - model: The model; reading its configuration in `body` is what SwiftUI observes.
    ///   - texts: The words the screen adds of its own: the busy indicator's label.
    public init(model: any ErrorScreenModel, texts: ScreenTexts = .standard) {
      configuration = { model.configuration }
      send = { await model.send($0) }
      self.texts = texts
    }

    /// Draws a fixed configuration; each button sends its action to `send`.
    public init(
      _ configuration: ErrorScreenConfiguration,
      texts: ScreenTexts = .standard,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) {
      self.configuration = { configuration }
      self.send = send
      self.texts = texts
    }

    /// Draws a fixed configuration whose title takes VoiceOver's focus when `titleFocus` is set.
    init(
      _ configuration: ErrorScreenConfiguration,
      texts: ScreenTexts,
      titleFocus: AccessibilityFocusState<Bool>.Binding,
      send: @escaping @MainActor (ScreenAction) async -> Void
    ) {
      self.init(configuration, texts: texts, send: send)
      self.titleFocus = titleFocus
    }

    /// Icon, title, message, busy indicator and the buttons in order, disabled while busy, in a scroll view.
    public var body: some View {
      let configuration = configuration()
      ScrollableScreen {
        column(configuration)
      }
    }

    @ViewBuilder private func column(_ configuration: ErrorScreenConfiguration) -> some View {
      VStack(spacing: 16) {
        Image(systemName: configuration.icon.systemImageName)
          .font(.largeTitle)
          .accessibilityHidden(true)  // Decorative: the title says what happened.
        Text(configuration.title)
          .font(.title2)
          .accessibilityAddTraits(.isHeader)
          .modifier(AccessibilityFocusBinding(focus: titleFocus))
        Text(configuration.message)
          .font(.body)
        if configuration.isBusy {
          ProgressView(texts[.busy])
        }
        ScreenButtonStack(buttons: configuration.buttons, send: send)
      }
      .disabled(configuration.isBusy)
      .padding(24)
    }
  }
#endif
