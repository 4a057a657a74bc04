import Foundation
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// The default texts: every key in every language, language matching, overrides and templates.
@Suite("ScreenTexts")
struct ScreenTextsTests {
  @Test func thePackageShipsEnglishAndGerman() {
    #expect(ScreenTexts.availableLanguages == ["en", "de"])
  }

  @Test(arguments: ["en", "de"])
  func everyKeyHasATextInEveryLanguageAndNoTableHasAStaleKey(language: String) {
    let expected = Set(ScreenTextKey.allKeys.map(\.rawValue))
    let table = LocalizedTables.shared.keys(language: language)
    #expect(expected.subtracting(table).sorted() == [], "missing in \(language)")
    #expect(table.subtracting(expected).sorted() == [], "not used, in \(language)")
    #expect(ScreenTextKey.allKeys.count == expected.count, "a key is listed twice")
  }

  @Test func translationsKeepThePlaceholdersOfTheEnglishText() {
    let english = ScreenTexts(language: "en")
    let german = ScreenTexts(language: "de")
    for key in ScreenTextKey.allKeys {
      #expect(placeholders(english[key]) == placeholders(german[key]), "\(key)")
    }
  }

  @Test func germanIsReallyGerman() {
    let english = ScreenTexts(language: "en")
    let german = ScreenTexts(language: "de")
    // Every text differs from its English one, but for a few words both languages write alike, and the templates
    // that are nothing but punctuation around other texts.
    let alike: Set = [ScreenTextKey.button(.ok), .actionFailedMessage, .announceActionFailed]
    for key in ScreenTextKey.allKeys where !alike.contains(key) {
      #expect(english[key] != german[key], "\(key) is not translated")
    }
  }

  private func placeholders(_ text: String) -> [String] {
    let pattern = /%(\d+\$)?@/
    return text.matches(of: pattern).map { String($0.output.0) }.sorted()
  }

  // MARK: - Language

  @Test(arguments: [
    (["de-CH"], "de"), (["de_DE.UTF-8"], "de"), (["DE"], "de"), (["fr", "de"], "de"), (["fr"], "en"), ([], "en"),
    (["en-001"], "en"), (["en_GB@euro"], "en"), (["pt-BR", "en"], "en"), ([""], "en"), (["-"], "en"),
  ])
  func theFirstPreferredLanguageThatIsAvailableWins(preferred: [String], expected: String) {
    #expect(LanguageMatch.best(available: ["en", "de"], preferred: preferred, fallback: "en") == expected)
  }

  @Test func anExplicitLanguageIsMatchedToo() {
    #expect(ScreenTexts(language: "de-AT").resolvedLanguage == "de")
    #expect(ScreenTexts(language: "ja").resolvedLanguage == "en")
    #expect(ScreenTexts(language: "ja")[.button(.tryAgain)] == "Try Again")
    #expect(ScreenTexts(language: "de")[.button(.tryAgain)] == "Erneut versuchen")
  }

  // MARK: - Overrides

  @Test func anOverrideReplacesOneTextInEveryLanguage() {
    for language in ["en", "de"] {
      var texts = ScreenTexts(language: language)
      texts.overrides[.failureTitle(.offline)] = "Offline"
      #expect(texts[.failureTitle(.offline)] == "Offline")
      #expect(texts[.failureTitle(.maintenance)] != "Offline")
      #expect(texts.failureMessage(for: FailureClassification(kind: .offline)).title == "Offline")
    }
  }

  @Test func anOverriddenTemplateIsFilledLikeADefaultOne() {
    var texts = ScreenTexts(language: "en")
    texts.overrides[.failureMessageWithDelay(.maintenance)] = "Back %@, promise."
    let message = texts.failureMessage(for: FailureClassification(kind: .maintenance, retryAfter: .seconds(60)))
    #expect(message.message == "Back in 1 minute, promise.")
  }

  @Test func anUnknownKeyReadsAsItsName() {
    #expect(ScreenTexts.standard[ScreenTextKey(rawValue: "no.such.key")] == "no.such.key")
  }

  // MARK: - Templates

  @Test(arguments: [
    ("Loading %@", ["posts"], "Loading posts"),
    ("%2$@ then %1$@", ["a", "b"], "b then a"),
    ("%@ and %@", ["a"], "a and "),
    ("100%% sure", [], "100% sure"),
    ("%d %s %n %x %", ["a"], "%d %s %n %x %"),
    ("%9$@ is missing", ["a"], " is missing"),
    ("%999999999999$@", ["a"], "%999999999999$@"),
    ("%@", ["%@ %1$@"], "%@ %1$@"),
    ("no placeholders", ["ignored"], "no placeholders"),
    ("ends with %", [], "ends with %"),
  ])
  func templatesNeverTrap(template: String, arguments: [String], expected: String) {
    #expect(TextTemplate.fill(template, with: arguments) == expected)
  }
}
