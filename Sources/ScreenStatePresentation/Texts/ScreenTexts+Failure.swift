import ScreenStateCore
import ScreenStateData

#if canImport(Foundation)
  import Foundation
#endif

extension ScreenTexts {
  /// The longest server-given delay worth naming; beyond a week a precise figure helps no one (and may be
  /// hostile), so the message says "later" instead.
  public static let longestNamedDelay: Duration = .seconds(7 * 86_400)

  /// The title and message for a classified failure: the kind's texts, naming when to try again if the
  /// server said so (up to ``longestNamedDelay`` ahead).
  ///
  /// ```swift
  /// ScreenTexts(language: "en").failureMessage(for: FailureClassification(kind: .maintenance, retryAfter: .seconds(120)))
  /// // "Down for maintenance" / "The service is being worked on. Try again in 2 minutes."
  /// ```
  public func failureMessage(for failure: FailureClassification) -> FailureMessage {
    let title = self[.failureTitle(failure.kind)]
    guard let delay = failure.retryAfter, let phrase = delayPhrase(delay) else {
      return FailureMessage(title: title, message: self[.failureMessage(failure.kind)])
    }
    return FailureMessage(title: title, message: format(.failureMessageWithDelay(failure.kind), phrase))
  }

  /// The title and message of a failed action's failure: for an action whose item is gone (404, 410) or changed
  /// (409, 412) on the server, words that say so ("No longer there" / "It was deleted elsewhere."); otherwise the
  /// failure's own (``failureMessage(for:)``).
  public func actionFailureMessage(for failure: FailureClassification) -> FailureMessage {
    if failure.isGone {
      return FailureMessage(title: self[.actionTargetGoneTitle], message: self[.actionTargetGoneMessage])
    }
    if failure.isConflict {
      return FailureMessage(title: self[.actionConflictTitle], message: self[.actionConflictMessage])
    }
    return failureMessage(for: failure)
  }

  /// A delay as the words that follow "Try again": "in 2 minutes" ("in 2 Minuten" in German), "now" for
  /// less than a second, or `nil` beyond ``longestNamedDelay``.
  ///
  /// The delay is rounded up to its largest unit (61 s reads "in 2 minutes", 90 minutes "in 2 hours"), so a
  /// person told when to come back is never told too early. The phrase comes from the system's relative date
  /// formatter in ``resolvedLanguage``, so plural forms and grammatical cases follow each language's rules.
  public func delayPhrase(_ delay: Duration) -> String? {
    guard delay <= Self.longestNamedDelay else { return nil }
    guard delay >= .seconds(1) else { return self[.delayNow] }
    #if canImport(Foundation)
      var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
      style.locale = Locale(identifier: resolvedLanguage)
      // The formatter measures from its own reading of the clock, a moment later than this one: a quarter of
      // a second more keeps it on the same whole number without ever rounding up to the next.
      let seconds = Double(Self.roundedUpToItsUnit(delay.components.seconds)) + 0.25
      return style.format(Date().addingTimeInterval(seconds))
    #else
      return nil
    #endif
  }

  /// Whole seconds under a minute, whole minutes under an hour, whole hours under a day, whole days beyond.
  static func roundedUpToItsUnit(_ seconds: Int64) -> Int64 {
    let unit: Int64 =
      switch seconds {
      case ..<60: 1
      case ..<3_600: 60
      case ..<86_400: 3_600
      default: 86_400
      }
    return (seconds + unit - 1) / unit * unit
  }
}
