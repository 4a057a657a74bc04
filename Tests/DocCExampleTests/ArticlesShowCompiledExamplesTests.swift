import Foundation
import Testing

/// Every Swift block of the ScreenState and ScreenStateTerminal DocC catalogs is compiled: it appears, line for line
/// (indentation aside), in this target's sources, or in TypeChecked/, which Scripts/typecheck-adapters.sh type-checks
/// against the SwiftUI and UIKit shims.
struct ArticlesShowCompiledExamplesTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The catalogs whose examples this target compiles.
  static let catalogs = [
    "Sources/ScreenState/ScreenState.docc", "Sources/ScreenStateTerminal/ScreenStateTerminal.docc",
  ]

  /// Every article of the catalogs, as a path from the root.
  static let articles: [String] = catalogs.flatMap { catalog in
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }

  /// The lines of every Swift file of this target, TypeChecked/ included, each without its indentation.
  static let sources: [(file: String, lines: [String])] = {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
      guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else {
        return nil
      }
      return (file, unindentedLines(text))
    }
  }()

  @Test func theCatalogsAreFound() {
    #expect(Self.articles.count >= 20)
    #expect(Self.sources.count >= 20)
  }

  @Test(arguments: articles) func everySwiftBlockIsCompiled(_ article: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(article), encoding: .utf8)
    for (number, block) in Self.swiftBlocks(in: text).enumerated() {
      let lines = Self.unindentedLines(block)
      let file = Self.sources.first { Self.contains($0.lines, lines) }?.file
      #expect(file != nil, "\(article), Swift block \(number + 1), compiled nowhere:\n\(block)")
    }
  }

  /// The contents of the article's ```swift blocks.
  static func swiftBlocks(in article: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line.trimmingCharacters(in: .whitespaces) == "```swift" { current = [] }
      } else if line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks
  }

  static func unindentedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Whether `lines` holds `block` as consecutive lines.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    guard !block.isEmpty, block.count <= lines.count else { return false }
    return (0...(lines.count - block.count)).contains { start in
      lines[start..<(start + block.count)].elementsEqual(block)
    }
  }
}
