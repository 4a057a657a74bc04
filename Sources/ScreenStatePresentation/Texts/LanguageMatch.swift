import ScreenStateCore
import ScreenStateData

/// Picks the language to show from the ones available and the ones a person prefers, in order.
///
/// Written here because Foundation's `Bundle.preferredLocalizations(from:forPreferences:)` ignores the
/// preferences on Linux (it returns the first available language, whatever is asked).
enum LanguageMatch {
  /// The first preferred language that is available, matched on the whole code first (`pt-BR`), then on its
  /// language alone (`de-CH` → `de`); `fallback` when none matches.
  static func best(available: [String], preferred: [String], fallback: String) -> String {
    let normalizedAvailable = available.map { (code: $0, key: normalized($0)) }
    for language in preferred {
      let wanted = normalized(language)
      if let exact = normalizedAvailable.first(where: { $0.key == wanted }) { return exact.code }
      let base = baseLanguage(wanted)
      if let partial = normalizedAvailable.first(where: { baseLanguage($0.key) == base }) { return partial.code }
    }
    return fallback
  }

  /// `de_DE.UTF-8` → `de-de`: lower case, `-` between parts, no encoding or modifier.
  static func normalized(_ code: String) -> String {
    let withoutEncoding = code.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    let withoutModifier = withoutEncoding.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    return withoutModifier.replacingUnderscores.lowercased()
  }

  private static func baseLanguage(_ normalizedCode: String) -> Substring {
    normalizedCode.split(separator: "-", maxSplits: 1).first ?? ""
  }
}

extension String {
  fileprivate var replacingUnderscores: String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
