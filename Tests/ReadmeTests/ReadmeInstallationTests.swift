import Foundation
import Testing

/// The README's "Installation" section: a manifest that evaluates, the version of the latest
/// release, and exactly the library products `Package.swift` declares.
struct ReadmeInstallationTests {
  /// The repository's root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  /// The README's Installation section, up to the next section.
  static func installation() throws -> String {
    let readme = try text("README.md")
    let start = try #require(readme.range(of: "\n## Installation\n"))
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The section's Swift code block: a consumer's whole manifest.
  static func manifest() throws -> String {
    let section = try installation()
    let start = try #require(section.range(of: "```swift\n"))
    let end = try #require(section[start.upperBound...].range(of: "```"))
    return String(section[start.upperBound..<end.lowerBound])
  }

  /// Every match of `pattern`'s first group in `text`.
  static func captures(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The library products `Package.swift` declares.
  static func libraryProducts() throws -> Set<String> {
    Set(try captures(#"\.library\(name: "([A-Za-z]+)""#, in: try text("Package.swift")))
  }

  @Test func theProductsNamedAreThePackagesLibrariesAllOfThem() throws {
    let products = try Self.libraryProducts()
    #expect(products.count == 7)
    let section = try Self.installation()
    // Every `ScreenState…` name in code voice is a product, and every product is named.
    let named = Set(try Self.captures("`(ScreenState[A-Za-z]*)`", in: section))
    #expect(named == products)
    // The manifest's products are among them, each from the package the URL names.
    let manifest = try Self.manifest()
    let used = try Self.captures(#"\.product\(name: "([A-Za-z]+)", package: "ScreenState"\)"#, in: manifest)
    #expect(!used.isEmpty)
    #expect(Set(used).isSubset(of: products))
    let packages = try Self.captures(#"package: "([^"]+)""#, in: manifest)
    #expect(packages == used.map { _ in "ScreenState" })
  }

  @Test func theVersionIsTheLatestReleaseAndTheURLNamesThePackage() throws {
    let manifest = try Self.manifest()
    let dependency = try #require(
      try Self.captures(#"\.package\(url: "(https://github\.com/[^"]+)", from: "[0-9.]+"\)"#, in: manifest).first)
    // SwiftPM names a package by its URL's last component: the `package:` of each product above.
    #expect(dependency.hasSuffix("/ScreenState"))
    let version = try #require(try Self.captures(#"from: "([0-9.]+)""#, in: manifest).first)
    let released = try Self.captures(#"\n## \[([0-9]+\.[0-9]+\.[0-9]+)\]"#, in: try Self.text("CHANGELOG.md"))
    #expect(version == released.first)
    // The same URL wherever the section names it.
    let section = try Self.installation()
    let urls = Set(try Self.captures(#"(https://github\.com/[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)"#, in: section))
    #expect(urls == [dependency])
  }

  /// The manifest is a real one: SwiftPM evaluates it (`dump-package` compiles it against PackageDescription and
  /// fetches nothing).
  @Test func theManifestEvaluates() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-installation-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Self.manifest().write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package"]
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let printed = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(printed)")
    #expect(printed.contains(#""identity" : "screenstate""#))
  }
}
