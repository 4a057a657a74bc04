/// What one change kept in an ``Outbox`` is, for a list of the changes waiting to be sent ("Like 'Swift 6.2 is
/// out'"), in the languages the app speaks: a screen picks the one of its texts' language, as for an ``ActionName``.
///
/// A mutation made with `queuedIn:as:summary:` describes each input when it is submitted; the summary is saved with
/// the change, so the list shows it after a relaunch, before the mutation is made again.
///
/// ```swift
/// ChangeSummary("Like '\(post.title)'", translations: ["de": "„\(post.title)“ liken"])
/// ```
public struct ChangeSummary: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The summary in the app's development language, used when no translation matches.
  public var text: String
  /// The summary in other languages, by BCP 47 code (`de`, `pt-BR`).
  public var translations: [String: String]

  /// A summary, with its translations.
  public init(_ text: String, translations: [String: String] = [:]) {
    self.text = text
    self.translations = translations
  }

  /// A summary in one language.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The summary in the development language.
  public var description: String { text }
}
