import ScreenStateCore

/// What an action does, as the end of "Couldn't …" when a screen shows its failure ("like the post"), in the languages
/// the app speaks: a screen picks the one of its texts' language.
///
/// ```swift
/// Mutation("like the post", …)                                              // one language
/// Mutation(ActionName("like the post", translations: ["de": "den Beitrag liken"]), …)
/// ```
public struct ActionName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name in the app's development language, used when no translation matches.
  public var text: String
  /// The name in other languages, by BCP 47 code (`de`, `pt-BR`).
  public var translations: [String: String]

  /// A name, with its translations.
  public init(_ text: String, translations: [String: String] = [:]) {
    self.text = text
    self.translations = translations
  }

  /// A name in one language.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The name in the development language.
  public var description: String { text }
}
