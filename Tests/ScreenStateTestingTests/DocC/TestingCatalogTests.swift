import Foundation
import Testing

/// The testing library's DocC catalog lists every public type of the library and every article of the catalog.
struct TestingCatalogTests {
  /// The names of the types `public` at the top level of the library's sources.
  static func publicTypes() throws -> Set<String> {
    let sources = testingCatalog.deletingLastPathComponent()
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
    var names: Set<String> = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("public ") {
        let words = line.split(whereSeparator: { " <:{".contains($0) }).map(String.init)
        guard let kind = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "actor"].contains($0) }),
          kind + 1 < words.count
        else { continue }
        names.insert(words[kind + 1])
      }
    }
    return names
  }

  @Test func theTopicsListEveryPublicType() throws {
    let types = try Self.publicTypes()
    #expect(types.contains("InMemoryPersistence"))  // the scan finds the types
    let overview = try String(
      contentsOf: testingCatalog.appendingPathComponent("ScreenStateTesting.md"), encoding: .utf8)
    let missing = types.filter { !overview.contains("- ``\($0)``") }.sorted()
    #expect(missing.isEmpty, "not in the topics of ScreenStateTesting.md: \(missing)")
  }

  @Test func theTopicsListEveryArticle() throws {
    let articles = try FileManager.default.contentsOfDirectory(atPath: testingCatalog.path)
      .filter { $0.hasSuffix(".md") && $0 != "ScreenStateTesting.md" }
      .map { String($0.dropLast(3)) }
    #expect(!articles.isEmpty)
    let overview = try String(
      contentsOf: testingCatalog.appendingPathComponent("ScreenStateTesting.md"), encoding: .utf8)
    let missing = articles.filter { !overview.contains("- <doc:\($0)>") }.sorted()
    #expect(missing.isEmpty, "not in the topics of ScreenStateTesting.md: \(missing)")
  }
}
