import ScreenStateCore
import ScreenStateData

extension ScreenTexts {
  /// `name` in the texts' language: its translation for ``resolvedLanguage`` (matched on the whole code, then on the
  /// language alone), else its text.
  public func text(of name: ActionName) -> String {
    let languages = Array(name.translations.keys)
    let match = LanguageMatch.best(available: languages, preferred: [resolvedLanguage], fallback: "")
    return name.translations[match] ?? name.text
  }
}
