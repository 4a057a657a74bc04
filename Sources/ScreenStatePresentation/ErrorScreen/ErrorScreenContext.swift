import ScreenStateCore
import ScreenStateData

/// The failure an error-screen model is made for, the words of its screen, and what the model may do to
/// that screen.
@MainActor
public struct ErrorScreenContext: Sendable {
  /// The failure, as the loader classified it.
  public let failure: FailureClassification
  /// The screen's words, for the model's own texts.
  public let texts: ScreenTexts
  /// What the screen shows without a model: the failure's words and its standard buttons.
  public let standardConfiguration: ErrorScreenConfiguration
  /// Retries the failed load (and leaves the error screen when it starts).
  public let retry: @MainActor @Sendable () async -> Void
  /// Accepts the failure and leaves the error screen without loading.
  public let dismiss: @MainActor @Sendable () async -> Void

  /// Creates a context; the standard configuration is the failure's, in `texts`, unless given.
  public init(
    failure: FailureClassification,
    texts: ScreenTexts = .standard,
    standardConfiguration: ErrorScreenConfiguration? = nil,
    retry: @escaping @MainActor @Sendable () async -> Void,
    dismiss: @escaping @MainActor @Sendable () async -> Void
  ) {
    self.failure = failure
    self.texts = texts
    self.standardConfiguration = standardConfiguration ?? .failure(failure, texts: texts)
    self.retry = retry
    self.dismiss = dismiss
  }
}
