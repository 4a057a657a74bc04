import Foundation
import Testing

/// The package's root, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The testing library's DocC catalog.
let testingCatalog = packageRoot.appendingPathComponent("Sources/ScreenStateTesting/ScreenStateTesting.docc")

/// The lines of `testFile` between `// MARK: <name> (begin)` and `// MARK: <name> (end)`, without the indentation
/// they share.
func markedExample(_ name: String, in testFile: String, sourceLocation: SourceLocation) throws -> String {
  let source = try String(contentsOfFile: testFile, encoding: .utf8)
  let begin = try #require(source.range(of: "// MARK: \(name) (begin)\n"), sourceLocation: sourceLocation)
  let end = try #require(source.range(of: "// MARK: \(name) (end)"), sourceLocation: sourceLocation)
  let lines = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
    .dropLast()  // what precedes the end marker on its line
  let indentation =
    lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indentation)) }
    .joined(separator: "\n") + "\n"
}

/// Expects the article `article` of the testing catalog (`name` unless given) to show, in a Swift code block, the
/// example between the markers `name` in `testFile` verbatim.
func expectArticleShowsExample(
  _ name: String, in article: String? = nil, compiledIn testFile: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let example = try markedExample(name, in: testFile, sourceLocation: sourceLocation)
  let article = article ?? name
  let text = try String(contentsOf: testingCatalog.appendingPathComponent("\(article).md"), encoding: .utf8)
  #expect(text.contains("```swift\n" + example + "```"), "article \(article): \(name)", sourceLocation: sourceLocation)
}

/// Expects the documentation comments of `sourceFile` (under `Sources`), read without their `///`, to show the
/// example between the markers `name` in `testFile` verbatim, in a Swift code block.
func expectDocumentationShowsExample(
  _ name: String, in sourceFile: String, compiledIn testFile: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let example = try markedExample(name, in: testFile, sourceLocation: sourceLocation)
  let source = try String(
    contentsOf: packageRoot.appendingPathComponent("Sources").appendingPathComponent(sourceFile), encoding: .utf8)
  let comments = source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
    let text = line.drop { $0 == " " }
    guard text.hasPrefix("///") else { return nil }
    let comment = text.dropFirst(3)
    return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
  }
  let documentation = comments.joined(separator: "\n") + "\n"
  #expect(
    documentation.contains("```swift\n" + example + "```"), "\(sourceFile): \(name)", sourceLocation: sourceLocation)
}
