import ScreenState
import Testing

/// Issue 3, item 5: each kind's clear default message, and the delay a server asked for in words.
@Suite("Failure messages")
struct FailureMessageTests {
  struct Phrase: Sendable, CustomTestStringConvertible {
    let delay: Duration
    let words: String
    var testDescription: String { "\(delay) → \(words)" }
  }

  static let phrases: [Phrase] = [
    Phrase(delay: .zero, words: "now"),
    Phrase(delay: .milliseconds(400), words: "now"),
    Phrase(delay: .seconds(-5), words: "now"),
    Phrase(delay: .seconds(1), words: "in 1 second"),
    Phrase(delay: .seconds(2), words: "in 2 seconds"),
    Phrase(delay: .seconds(59), words: "in 59 seconds"),
    Phrase(delay: .seconds(60), words: "in 1 minute"),
    Phrase(delay: .seconds(61), words: "in 2 minutes"),
    Phrase(delay: .seconds(120), words: "in 2 minutes"),
    Phrase(delay: .seconds(3_599), words: "in 60 minutes"),
    Phrase(delay: .seconds(3_600), words: "in about 1 hour"),
    Phrase(delay: .seconds(7_200), words: "in about 2 hours"),
    Phrase(delay: .seconds(86_399), words: "in about 24 hours"),
    Phrase(delay: .seconds(86_400), words: "in about 1 day"),
    Phrase(delay: .seconds(3 * 86_400), words: "in about 3 days"),
  ]

  @Test(arguments: phrases)
  func maintenanceSaysWhenToTryAgain(phrase: Phrase) {
    let message = FailureKind.maintenance.defaultMessage(retryAfter: phrase.delay)
    #expect(message.title == "Down for maintenance")
    #expect(message.message == "The service is being worked on. Try again \(phrase.words).")
  }

  @Test func withoutADelayTheAdviceIsGeneric() {
    #expect(FailureKind.maintenance.defaultMessage().message == "The service is being worked on. Try again later.")
    #expect(FailureKind.serverError.defaultMessage().message == "The server ran into a problem. Try again in a moment.")
    #expect(FailureKind.rateLimited.defaultMessage().message == "Please wait a little. Then try again.")
  }

  @Test func serverErrorsAndRateLimitsMentionTheDelayToo() {
    #expect(
      FailureKind.serverError.defaultMessage(retryAfter: .seconds(30)).message
        == "The server ran into a problem. Try again in 30 seconds.")
    #expect(
      FailureKind.rateLimited.defaultMessage(retryAfter: .seconds(90)).message
        == "Please wait a little. Try again in 2 minutes.")
  }

  @Test func classificationMessageUsesItsDelay() {
    let classification = FailureClassification(HTTPStatusError(statusCode: 503, retryAfterHeader: "120", now: .zero))
    #expect(classification.message.message == "The service is being worked on. Try again in 2 minutes.")
  }

  @Test(arguments: [
    Duration.seconds(Int64.max), .seconds(Int64.max - 1), .seconds(Int64.max - 40_000), .seconds(Int64.max / 2),
  ])
  func absurdDelaysStillGiveAMessage(delay: Duration) {
    // A hostile `Retry-After: 9223372036854775807` must not crash the screen, nor name an absurd figure.
    let message = FailureKind.maintenance.defaultMessage(retryAfter: delay)
    #expect(message.message == "The service is being worked on. Try again later.")
  }

  @Test func delaysUpToAWeekAreNamedAndLongerOnesReadLater() {
    #expect(
      FailureKind.maintenance.defaultMessage(retryAfter: .seconds(7 * 86_400)).message
        == "The service is being worked on. Try again in about 7 days.")
    #expect(
      FailureKind.maintenance.defaultMessage(retryAfter: .seconds(7 * 86_400 + 1)).message
        == "The service is being worked on. Try again later.")
  }

  @Test func absurdHeaderReachesTheScreenWithoutCrashing() {
    let error = HTTPStatusError(statusCode: 503, retryAfterHeader: "9223372036854775807", now: .zero)
    let projection = ScreenProjection(Loadable<[Int], any Error>.failed(error, previous: nil))
    #expect(projection.errorScreen?.title == "Down for maintenance")
  }

  @Test func everyKindHasTitleAndAdvice() {
    for kind in FailureKind.allCases {
      for delay in [nil, Duration.seconds(5)] {
        let message = kind.defaultMessage(retryAfter: delay)
        #expect(!message.title.isEmpty)
        #expect(message.message.hasSuffix("."))
      }
    }
  }
}
