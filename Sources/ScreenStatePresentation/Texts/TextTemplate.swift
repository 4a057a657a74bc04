import ScreenStateCore
import ScreenStateData

/// Fills the placeholders of a text: `%@` takes the next argument, `%1$@` the first, `%%` is a percent
/// sign. Written here rather than with `String(format:)`, which traps on a specifier that does not match
/// its argument, so that no text (an app's override, a translation) can crash a screen.
enum TextTemplate {
  static func fill(_ template: String, with arguments: [String]) -> String {
    guard template.contains("%") else { return template }
    var result = ""
    var next = 0
    var index = template.startIndex
    while index < template.endIndex {
      let character = template[index]
      guard character == "%" else {
        result.append(character)
        index = template.index(after: index)
        continue
      }
      let rest = template[template.index(after: index)...]
      if rest.first == "%" {
        result.append("%")
        index = template.index(index, offsetBy: 2)
      } else if rest.first == "@" {
        if next < arguments.count { result += arguments[next] }
        next += 1
        index = template.index(index, offsetBy: 2)
      } else if let (position, length) = positional(rest) {
        if (1...arguments.count).contains(position) { result += arguments[position - 1] }
        index = template.index(index, offsetBy: 1 + length)
      } else {
        result.append("%")
        index = template.index(after: index)
      }
    }
    return result
  }

  /// Reads `12$@` at the start of `text`: the position and the number of characters it takes.
  private static func positional(_ text: Substring) -> (position: Int, length: Int)? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 3, let position = Int(digits) else { return nil }
    let after = text.dropFirst(digits.count)
    guard after.hasPrefix("$@") else { return nil }
    return (position, digits.count + 2)
  }
}
