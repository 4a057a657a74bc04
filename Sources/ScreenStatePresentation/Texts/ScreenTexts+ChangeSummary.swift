import ScreenStateCore
import ScreenStateData

extension ScreenTexts {
  /// `summary` in the texts' language: its translation for ``resolvedLanguage`` (matched on the whole code, then on
  /// the language alone), else its text, as for an ``ActionName``.
  ///
  /// ```swift
  /// ForEach(outbox.entries) { entry in Text(entry.summary.map(texts.text(of:)) ?? entry.mutation) }
  /// ```
  public func text(of summary: ChangeSummary) -> String {
    translation(of: summary)
  }
}
