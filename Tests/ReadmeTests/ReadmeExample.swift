import Foundation
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The README's text.
func readme() throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
}

/// Checks that the README shows, verbatim in a Swift code block, the example that a test file compiles between the
/// markers `// MARK: README <section> (begin)` and `// MARK: README <section> (end)`.
func expectReadmeShowsExample(
  _ section: String,
  compiledIn testFile: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let source = try String(contentsOfFile: testFile, encoding: .utf8)
  let begin = try #require(source.range(of: "// MARK: README \(section) (begin)\n"), sourceLocation: sourceLocation)
  let end = try #require(source.range(of: "// MARK: README \(section) (end)"), sourceLocation: sourceLocation)
  let example = String(source[begin.upperBound..<end.lowerBound])
  #expect(
    try readme().contains("```swift\n" + example + "```"), "README section \(section)", sourceLocation: sourceLocation)
}
