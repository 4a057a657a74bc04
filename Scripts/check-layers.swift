// Checks that the folders of Sources/ScreenState depend on each other in one direction only, in the order of
// Scripts/layers.txt: a file may name the types declared in its own folder and in the folders listed before it, never
// a type of a folder listed after it. Comments and string literals are ignored, so documentation may refer upward.
//
// Usage: swift Scripts/check-layers.swift Scripts/layers.txt Sources/ScreenState
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  print("usage: check-layers.swift LAYERS SOURCES")
  exit(2)
}
let layerLines = try String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\n")
let layers = layerLines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
let root = URL(fileURLWithPath: arguments[2])
let manager = FileManager.default

/// The Swift files of each folder directly under the sources (documentation catalogs and resources have none).
var files: [String: [URL]] = [:]
for folder in try manager.contentsOfDirectory(atPath: root.path).sorted() {
  let url = root.appendingPathComponent(folder)
  let swift = (try? manager.contentsOfDirectory(atPath: url.path))?.filter { $0.hasSuffix(".swift") } ?? []
  if !swift.isEmpty { files[folder] = swift.sorted().map { url.appendingPathComponent($0) } }
}

var problems: [String] = []
for folder in files.keys.sorted() where rank[folder] == nil {
  problems.append("\(folder): not placed in \(arguments[1])")
}
for layer in layers where files[layer] == nil {
  problems.append("\(layer): listed in \(arguments[1]) but has no Swift files")
}

/// Source text without comments and string literals.
func code(of text: String) -> String {
  var result = ""
  var index = text.startIndex
  func peek(_ offset: Int) -> Character? {
    text.index(index, offsetBy: offset, limitedBy: text.endIndex).flatMap { $0 < text.endIndex ? text[$0] : nil }
  }
  while index < text.endIndex {
    let character = text[index]
    if character == "/", peek(1) == "/" {
      while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }
    } else if character == "/", peek(1) == "*" {
      var depth = 0
      repeat {
        if text[index] == "/", peek(1) == "*" {
          depth += 1
          index = text.index(index, offsetBy: 2)
        } else if text[index] == "*", peek(1) == "/" {
          depth -= 1
          index = text.index(index, offsetBy: 2)
        } else {
          index = text.index(after: index)
        }
      } while depth > 0 && index < text.endIndex
    } else if character == "\"" {
      let triple = peek(1) == "\"" && peek(2) == "\""
      index = text.index(index, offsetBy: triple ? 3 : 1)
      while index < text.endIndex {
        if text[index] == "\\" {
          index = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
          continue
        }
        if text[index] == "\"", !triple || (peek(1) == "\"" && peek(2) == "\"") {
          index = text.index(index, offsetBy: triple ? 3 : 1)
          break
        }
        index = text.index(after: index)
      }
      result.append("\"\"")
    } else {
      result.append(character)
      index = text.index(after: index)
    }
  }
  return result
}

let declaration = try NSRegularExpression(
  pattern: #"(?m)^\s*(?:[@a-zA-Z()_]+\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z][A-Za-z0-9_]*)"#)
var declaredIn: [String: String] = [:]
var sources: [URL: String] = [:]
for (folder, urls) in files {
  for url in urls {
    let text = code(of: try String(contentsOf: url, encoding: .utf8))
    sources[url] = text
    let range = NSRange(text.startIndex..., in: text)
    for match in declaration.matches(in: text, range: range) {
      // A private type (a `CodingKeys`) is invisible to other files: it names no dependency.
      guard let whole = Range(match.range, in: text), !text[whole].contains("private ") else { continue }
      if let name = Range(match.range(at: 1), in: text) { declaredIn[String(text[name])] = folder }
    }
  }
}

let identifier = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
var edges: Set<String> = []
for (folder, urls) in files.sorted(by: { $0.key < $1.key }) {
  guard let own = rank[folder] else { continue }
  for url in urls {
    let text = sources[url]!
    var named: Set<String> = []
    for match in identifier.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      if let range = Range(match.range, in: text) { named.insert(String(text[range])) }
    }
    for name in named.sorted() {
      guard let home = declaredIn[name], home != folder, let theirs = rank[home] else { continue }
      edges.insert("\(folder) -> \(home)")
      if theirs > own {
        problems.append("\(folder)/\(url.lastPathComponent) uses \(name) of \(home), a layer above \(folder)")
      }
    }
  }
}

if problems.isEmpty {
  print("\(layers.count) layers, \(edges.count) dependencies between folders, all pointing down")
} else {
  for problem in problems { print("error: \(problem)") }
  exit(1)
}
