import ScreenStateCore
import ScreenStateData

extension QueryLoader where Query == String {
  /// The caption above the results, true to what is on screen: "Results for “swift”" for ``shownQuery``, or
  /// `nil` when no results are shown or they answer an empty (or blank) query.
  ///
  /// ```swift
  /// if let caption = model.search.caption(texts: model.screen.policy.texts) { Text(caption) }
  /// ```
  public func caption(texts: ScreenTexts = .standard) -> String? {
    guard let shown = shownQuery, shown.contains(where: { !$0.isWhitespace }) else { return nil }
    return texts.format(.resultsFor, shown)
  }
}
