import ScreenStateCore
import ScreenStateData

#if canImport(Foundation)
  import Foundation
#endif

/// The package's `Localizable.strings` tables, one per language, read from the module's resource bundle
/// once and kept.
///
/// The tables are read as property lists rather than through `Bundle.localizedString(forKey:value:table:)`:
/// on Linux that call cannot be told which language to use, and it crashes when a table has a
/// `.stringsdict` beside it.
final class LocalizedTables: Sendable {
  /// The language the keys are written in, and the last resort for a missing text.
  static let developmentLanguage = "en"

  static let shared = LocalizedTables()

  /// The languages with a table, development language first.
  let availableLanguages: [String]
  /// The available language closest to the person's preferred ones, read once: a screen looks texts up on every
  /// change of state, and the preferences only change when the app is launched again (as on iOS, where changing
  /// the language restarts the app).
  let preferredAvailableLanguage: String
  private let tables: [String: [String: String]]

  private init() {
    var tables: [String: [String: String]] = [:]
    #if canImport(Foundation)
      if let directory = Self.resourceDirectory(),
        let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
      {
        for entry in entries where entry.hasSuffix(".lproj") {
          let language = String(entry.dropLast(".lproj".count))
          tables[language] = Self.readTable(atPath: "\(directory)/\(entry)/Localizable.strings")
        }
      }
    #endif
    self.tables = tables
    availableLanguages = tables.keys.sorted {
      ($0 == Self.developmentLanguage ? 0 : 1, $0) < ($1 == Self.developmentLanguage ? 0 : 1, $1)
    }
    preferredAvailableLanguage = LanguageMatch.best(
      available: availableLanguages, preferred: Self.preferredLanguages(), fallback: Self.developmentLanguage)
  }

  /// The text for `key` in `language`, if that language's table has it.
  func text(for key: String, language: String) -> String? {
    tables[language]?[key]
  }

  /// Every key of `language`'s table; for tests that check no language misses a text.
  func keys(language: String) -> Set<String> {
    Set(tables[language]?.keys ?? [:].keys)
  }

  /// The person's preferred languages, most preferred first.
  static func preferredLanguages() -> [String] {
    #if canImport(Foundation)
      Locale.preferredLanguages
    #else
      []
    #endif
  }

  #if canImport(Foundation)
    private static func readTable(atPath path: String) -> [String: String] {
      guard let data = FileManager.default.contents(atPath: path),
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      else { return [:] }
      var table: [String: String] = [:]
      for case (let key as String, let value as String) in (plist as? [AnyHashable: Any]) ?? [:] {
        table[key] = value
      }
      return table
    }

    /// The directory of the module's resources. On Linux, SwiftPM's `Bundle.module` traps when the bundle is
    /// missing from beside the executable and from the build directory, so the usual place is tried first.
    private static func resourceDirectory() -> String? {
      #if os(Linux) || os(Android) || os(Windows)
        let besideExecutable = Bundle.main.bundleURL
          .appendingPathComponent("ScreenState_ScreenStatePresentation.resources").path
        if FileManager.default.fileExists(atPath: besideExecutable) { return besideExecutable }
      #endif
      return Bundle.module.resourcePath ?? Bundle.module.bundlePath
    }
  #endif
}
