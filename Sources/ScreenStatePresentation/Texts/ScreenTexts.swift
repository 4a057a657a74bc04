import ScreenStateCore
import ScreenStateData

/// The words a screen shows, in one language: every default text of the library, looked up in the
/// package's localized resources, with any of them replaced per screen.
///
/// The package ships English and German. The language is the first of the person's preferred languages
/// that the package has (English when none is), unless ``language`` names one:
///
/// ```swift
/// var texts = ScreenTexts(language: "de")
/// texts.overrides[.failureTitle(.maintenance)] = "Wir sind gleich zurück"
/// let screen = LoadableScreen(loader, policy: PresentationPolicy(texts: texts))
/// ```
///
/// Texts are plain values and reading them never fails: a key missing from every table reads as its own
/// name, so a gap shows up in a test or a screenshot, never as a crash.
public struct ScreenTexts: Hashable, Sendable {
  /// The language of the default texts, as a BCP 47 code such as `de` or `en-GB`; `nil` follows the
  /// person's preferred languages.
  public var language: String?
  /// Texts that replace the defaults, by key; a template keeps its `%@` placeholders.
  public var overrides: [ScreenTextKey: String]
  /// What the screen shows, in words, for its announcements ("Loading posts"); "content" when `nil`.
  public var subject: String?

  /// Creates texts in `language` (or the preferred one) with `overrides` replacing defaults.
  public init(language: String? = nil, overrides: [ScreenTextKey: String] = [:], subject: String? = nil) {
    self.language = language
    self.overrides = overrides
    self.subject = subject
  }

  /// The default texts in the person's preferred language.
  public static var standard: Self { Self() }

  /// The languages the package has texts for: `en` and `de`.
  public static var availableLanguages: [String] { LocalizedTables.shared.availableLanguages }

  /// The language the texts are drawn from: ``language`` or the preferred language (read once, at the first
  /// lookup of the process), matched against
  /// ``availableLanguages``, and English when nothing matches.
  public var resolvedLanguage: String {
    guard let language else { return LocalizedTables.shared.preferredAvailableLanguage }
    return LanguageMatch.best(
      available: Self.availableLanguages, preferred: [language], fallback: LocalizedTables.developmentLanguage)
  }

  /// The text for `key`: the override if there is one, else the default in ``resolvedLanguage``, else the
  /// English default, else the key's name.
  public subscript(key: ScreenTextKey) -> String {
    if let override = overrides[key] { return override }
    let tables = LocalizedTables.shared
    return tables.text(for: key.rawValue, language: resolvedLanguage)
      ?? tables.text(for: key.rawValue, language: LocalizedTables.developmentLanguage)
      ?? key.rawValue
  }

  /// The text for the template `key`, with its placeholders filled by `arguments` in order (`%@`) or by
  /// position (`%1$@`). A placeholder with no argument is left out; other `%` sequences are kept as written.
  public func format(_ key: ScreenTextKey, _ arguments: String...) -> String {
    TextTemplate.fill(self[key], with: arguments)
  }
}
