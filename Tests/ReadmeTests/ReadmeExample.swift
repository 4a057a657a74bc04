import Foundation
import Testing

/// Checks that the README shows, verbatim in a Swift code block, the example that a test file compiles between the
/// markers `// MARK: README <section> (begin)` and `// MARK: README <section> (end)`.
func expectReadmeShowsExample(
  _ section: String,
  compiledIn testFile: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let source = try String(contentsOfFile: testFile, encoding: .utf8)
  let readmeURL = URL(fileURLWithPath: testFile)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")
  let readme = try String(contentsOf: readmeURL, encoding: .utf8)
  let begin = try #require(source.range(of: "// MARK: README \(section) (begin)\n"), sourceLocation: sourceLocation)
  let end = try #require(source.range(of: "// MARK: README \(section) (end)"), sourceLocation: sourceLocation)
  let example = String(source[begin.upperBound..<end.lowerBound])
  #expect(readme.contains("```swift\n" + example + "```"), "README section \(section)", sourceLocation: sourceLocation)
}
