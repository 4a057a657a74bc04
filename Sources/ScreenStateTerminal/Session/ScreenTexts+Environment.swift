import Foundation
import ScreenState

extension ScreenTexts {
  /// Texts in the language a terminal user asked for through the POSIX locale variables, in their order of
  /// precedence: the entries of `LANGUAGE` (a colon-separated list), then `LC_ALL`, `LC_MESSAGES` and `LANG`;
  /// the first the package has texts for wins.
  ///
  /// `C` and `POSIX` name no language and are skipped; with nothing usable, the texts follow the system's
  /// preferred languages. Unknown languages fall back to English, as any `ScreenTexts` does.
  ///
  /// ```swift
  /// // LANG=de_DE.UTF-8 demo
  /// let policy = PresentationPolicy(texts: .fromEnvironment())
  /// ```
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment,
    overrides: [ScreenTextKey: String] = [:],
    subject: String? = nil
  ) -> ScreenTexts {
    ScreenTexts(language: environmentLanguage(environment), overrides: overrides, subject: subject)
  }

  /// The language the POSIX locale variables ask for, or `nil` when they name none: the first candidate the
  /// package has texts for, else the first usable one (which then falls back to English).
  static func environmentLanguage(_ environment: [String: String]) -> String? {
    let candidates =
      (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
      + ["LC_ALL", "LC_MESSAGES", "LANG"].compactMap { environment[$0] }
    let usable = candidates.filter { candidate in
      let name = candidate.split(separator: ".").first.map(String.init) ?? ""
      return !name.isEmpty && name != "C" && name != "POSIX"
    }
    return usable.first(where: isAvailable) ?? usable.first
  }

  /// Whether the package has texts in `candidate`'s language (`de_CH` is German).
  private static func isAvailable(_ candidate: String) -> Bool {
    let base = candidate.prefix { $0.isLetter }.lowercased()
    return ScreenTexts(language: candidate).resolvedLanguage == base
  }
}
