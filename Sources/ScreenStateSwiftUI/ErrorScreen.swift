#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// The universal error screen of seed 003: it draws an ``ScreenState/ErrorScreenConfiguration`` and
  /// sends taps back, knowing nothing of networks, servers or updates.
  ///
  /// Drive it with any ``ScreenState/ErrorScreenModel``; the screen redraws as the model's configuration
  /// changes (a busy check, a new message):
  ///
  /// ```swift
  /// ErrorScreen(model: NoNetworkErrorScreenModel(checker: checker) { await loader.retry() })
  /// ```
  ///
  /// or with a plain configuration and two closures, as ``LoadableView`` does.
  public struct ErrorScreen: View {
    private let configuration: @MainActor () -> ErrorScreenConfiguration
    private let primaryAction: @MainActor () async -> Void
    private let secondaryAction: @MainActor () async -> Void

    /// Draws `model`'s configuration and hands the taps to it.
    public init(model: any ErrorScreenModel) {
      // Reading the configuration inside `body` (through this closure) is what SwiftUI observes.
      configuration = { model.configuration }
      primaryAction = { await model.performPrimaryAction() }
      secondaryAction = { await model.performSecondaryAction() }
    }

    /// Draws a fixed configuration; the buttons call the closures.
    public init(
      _ configuration: ErrorScreenConfiguration,
      primaryAction: @escaping @MainActor () async -> Void,
      secondaryAction: @escaping @MainActor () async -> Void = {}
    ) {
      self.configuration = { configuration }
      self.primaryAction = primaryAction
      self.secondaryAction = secondaryAction
    }

    /// Icon, title, message, busy indicator and up to two buttons, disabled while busy.
    public var body: some View {
      let configuration = configuration()
      VStack(spacing: 16) {
        Image(systemName: configuration.icon.systemImageName)
          .font(.title)
        Text(configuration.title)
          .font(.headline)
        Text(configuration.message)
        if configuration.isBusy {
          ProgressView()
        }
        if let label = configuration.primaryAction {
          Button(label) { Task { await primaryAction() } }
        }
        if let label = configuration.secondaryAction {
          Button(label) { Task { await secondaryAction() } }
        }
      }
      .disabled(configuration.isBusy)
      .padding(24)
    }
  }
#endif
