import ScreenStateCore
import ScreenStateData

extension ScreenTexts {
  /// `text`'s translation for ``resolvedLanguage`` (matched on the whole code, then on the language alone), else its
  /// development-language text.
  func translation(of text: some TranslatedText) -> String {
    let match = LanguageMatch.best(
      available: Array(text.translations.keys), preferred: [resolvedLanguage], fallback: "")
    return text.translations[match] ?? text.text
  }
}
