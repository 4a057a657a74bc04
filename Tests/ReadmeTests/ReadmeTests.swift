import Foundation
import Testing

/// The README's quick start is the first view of `Examples/SwiftUI/PostsScreen.swift`, verbatim: that file is compiled
/// against SwiftUI's declarations by `Scripts/typecheck-adapters.sh` (on Linux, against the shims; on a Mac, against
/// the SDKs).
struct ReadmeTests {
  @Test func theQuickStartIsTheExamplesPostsScreenVerbatim() throws {
    let file = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Examples/SwiftUI/PostsScreen.swift"), encoding: .utf8)
    let end = try #require(file.range(of: "\n}\n"))
    let view = String(file[..<end.upperBound])
    #expect(view.contains("struct PostsScreen: View"))
    #expect(try readme().contains("## Quick start\n\n```swift\n" + view + "```"))
  }

  /// The two commands a new user and CI rely on: `.ci/run` runs the README's test command.
  @Test func theReadmeSaysHowToRunTheDemoAndTheTests() throws {
    let text = try readme()
    #expect(text.contains("swift run --package-path Demo demo"))
    #expect(text.contains("\nswift test "))
    let ci = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.contains("run_logged \"$log\" swift test\n"))
  }

  /// Every relative link of the README names a file or a directory of the repository.
  @Test func everyLinkOfTheReadmeNamesAFileOfTheRepository() throws {
    let text = try readme()
    let links = try NSRegularExpression(pattern: #"\]\(([^)#:]+)(#[^)]*)?\)"#)
    let paths = links.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
    #expect(!paths.isEmpty)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path), "\(path)")
    }
  }
}
