import ScreenState
import Testing

/// Each kind's clear default message, and the delay a server asked for in words, in English and German.
@Suite("Failure messages")
struct FailureMessageTests {
  struct Phrase: Sendable, CustomTestStringConvertible {
    let delay: Duration
    let english: String
    let german: String
    var testDescription: String { "\(delay) → \(english)" }
  }

  static let english = ScreenTexts(language: "en")
  static let german = ScreenTexts(language: "de")

  static let phrases: [Phrase] = [
    Phrase(delay: .zero, english: "now", german: "jetzt"),
    Phrase(delay: .milliseconds(400), english: "now", german: "jetzt"),
    Phrase(delay: .seconds(-5), english: "now", german: "jetzt"),
    Phrase(delay: .seconds(1), english: "in 1 second", german: "in 1 Sekunde"),
    Phrase(delay: .seconds(2), english: "in 2 seconds", german: "in 2 Sekunden"),
    Phrase(delay: .milliseconds(2_900), english: "in 2 seconds", german: "in 2 Sekunden"),
    Phrase(delay: .seconds(59), english: "in 59 seconds", german: "in 59 Sekunden"),
    Phrase(delay: .seconds(60), english: "in 1 minute", german: "in 1 Minute"),
    // Rounded up: never told to come back too early.
    Phrase(delay: .seconds(61), english: "in 2 minutes", german: "in 2 Minuten"),
    Phrase(delay: .seconds(120), english: "in 2 minutes", german: "in 2 Minuten"),
    Phrase(delay: .seconds(3_599), english: "in 1 hour", german: "in 1 Stunde"),
    Phrase(delay: .seconds(3_600), english: "in 1 hour", german: "in 1 Stunde"),
    Phrase(delay: .seconds(5_400), english: "in 2 hours", german: "in 2 Stunden"),
    Phrase(delay: .seconds(86_399), english: "in 1 day", german: "in 1 Tag"),
    Phrase(delay: .seconds(86_400), english: "in 1 day", german: "in 1 Tag"),
    Phrase(delay: .seconds(3 * 86_400), english: "in 3 days", german: "in 3 Tagen"),
  ]

  static func maintenance(_ delay: Duration?, _ texts: ScreenTexts) -> FailureMessage {
    texts.failureMessage(for: FailureClassification(kind: .maintenance, retryAfter: delay))
  }

  @Test(arguments: phrases)
  func maintenanceSaysWhenToTryAgain(phrase: Phrase) {
    let message = Self.maintenance(phrase.delay, Self.english)
    #expect(message.title == "Down for maintenance")
    #expect(message.message == "The service is being worked on. Try again \(phrase.english).")
  }

  @Test(arguments: phrases)
  func maintenanceSaysWhenToTryAgainInGermanWithGermanPlurals(phrase: Phrase) {
    let message = Self.maintenance(phrase.delay, Self.german)
    #expect(message.title == "Wartungsarbeiten")
    #expect(message.message == "Der Dienst wird gerade gewartet. Versuchen Sie es \(phrase.german) erneut.")
  }

  @Test func withoutADelayTheAdviceIsGeneric() {
    func message(_ kind: FailureKind) -> String {
      Self.english.failureMessage(for: FailureClassification(kind: kind)).message
    }
    #expect(message(.maintenance) == "The service is being worked on. Try again later.")
    #expect(message(.serverError) == "The server ran into a problem. Try again in a moment.")
    #expect(message(.rateLimited) == "Please wait a little, then try again.")
  }

  @Test func serverErrorsAndRateLimitsMentionTheDelayToo() {
    #expect(
      Self.english.failureMessage(for: FailureClassification(kind: .serverError, retryAfter: .seconds(30))).message
        == "The server ran into a problem. Try again in 30 seconds.")
    #expect(
      Self.english.failureMessage(for: FailureClassification(kind: .rateLimited, retryAfter: .seconds(90))).message
        == "Please wait a little. Try again in 2 minutes.")
  }

  @Test func theClassificationsDelayIsWorded() {
    let classification = FailureClassifier.standard.classify(
      HTTPStatusError(statusCode: 503, retryAfterHeader: "120", now: .zero))
    #expect(
      Self.english.failureMessage(for: classification).message
        == "The service is being worked on. Try again in 2 minutes.")
  }

  @Test(arguments: [
    Duration.seconds(Int64.max), .seconds(Int64.max - 1), .seconds(Int64.max - 40_000), .seconds(Int64.max / 2),
  ])
  func absurdDelaysStillGiveAMessage(delay: Duration) {
    // A hostile `Retry-After: 9223372036854775807` must not crash the screen, nor name an absurd figure.
    #expect(Self.maintenance(delay, Self.english).message == "The service is being worked on. Try again later.")
  }

  @Test func delaysUpToAWeekAreNamedAndLongerOnesReadLater() {
    #expect(
      Self.maintenance(.seconds(7 * 86_400), Self.english).message
        == "The service is being worked on. Try again in 1 week.")
    #expect(
      Self.maintenance(.seconds(7 * 86_400 + 1), Self.english).message
        == "The service is being worked on. Try again later.")
  }

  @Test func absurdHeaderReachesTheScreenWithoutCrashing() {
    let error = HTTPStatusError(statusCode: 503, retryAfterHeader: "9223372036854775807", now: .zero)
    let projection = ScreenProjection(Loadable<[Int], any Error>.failed(error, previous: nil))
    #expect(projection.errorScreen?.title == "Down for maintenance")
  }

  @Test(arguments: ["en", "de"])
  func everyKindHasTitleAndAdviceInEveryLanguage(language: String) {
    let texts = ScreenTexts(language: language)
    for kind in FailureKind.allCases {
      for delay in [nil, Duration.seconds(5)] {
        let message = texts.failureMessage(for: FailureClassification(kind: kind, retryAfter: delay))
        #expect(!message.title.isEmpty)
        #expect(message.message.hasSuffix("."), "\(kind) \(String(describing: delay))")
        #expect(!message.message.contains("%"), "\(kind): a placeholder was left unfilled")
      }
    }
  }

  @Test(arguments: ["en", "de"])
  func everyKindHasADistinctTitle(language: String) {
    let texts = ScreenTexts(language: language)
    let titles = FailureKind.allCases.map { texts[.failureTitle($0)] }
    #expect(Set(titles).count == titles.count)
  }
}
