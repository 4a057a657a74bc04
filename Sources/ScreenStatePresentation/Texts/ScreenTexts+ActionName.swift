import ScreenStateCore
import ScreenStateData

extension ScreenTexts {
  /// `name` in the texts' language: its translation for ``resolvedLanguage`` (matched on the whole code, then on the
  /// language alone), else its text.
  public func text(of name: ActionName) -> String {
    translation(of: name)
  }
}
