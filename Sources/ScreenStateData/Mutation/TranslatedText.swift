/// A text in the app's development language with its translations by BCP 47 code: what ``ActionName`` and
/// ``ChangeSummary`` share, so a screen picks the translation of both the same way.
package protocol TranslatedText {
  /// The text in the development language, used when no translation matches.
  var text: String { get }
  /// The text in other languages, by BCP 47 code (`de`, `pt-BR`).
  var translations: [String: String] { get }
}

extension ActionName: TranslatedText {}

extension ChangeSummary: TranslatedText {}
