import ScreenStateCore
import ScreenStateData

/// The user-facing text for a failure: a short title and a sentence saying what to do.
///
/// ``ScreenTexts/failureMessage(for:)`` words a classified failure; adapters draw the result and never a
/// server's own text.
public struct FailureMessage: Hashable, Sendable {
  /// A short headline, such as "No internet connection".
  public var title: String
  /// One or two sentences of explanation and advice.
  public var message: String

  /// Creates a message.
  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
