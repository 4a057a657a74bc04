import DemoApp
import DemoServer
import ScreenState
import Testing

/// Every string a person can read on a screen, gathered so a test can prove none of them leaks a server body.
enum UserFacingText {
  /// The strings of a projection: the error screen's, the notice's, and the posts' titles and bodies.
  static func strings(in projection: ScreenProjection<[Post]>) -> [String] {
    var strings: [String] = []
    switch projection {
    case .blank, .progress:
      break
    case .content(let posts, _, _):
      strings += posts.flatMap { [$0.title, $0.body] }
    case .empty:
      break
    case .failure(let configuration):
      strings += self.strings(in: configuration)
    }
    switch projection.notice {
    case .alert(let alert)?:
      strings += [alert.title, alert.message ?? ""] + alert.buttons.map(\.label)
    case .banner(let banner)?, .inline(let banner)?:
      strings += [banner.title, banner.message] + banner.buttons.map(\.label)
    case nil:
      break
    }
    return strings
  }

  /// The strings of an error screen.
  static func strings(in configuration: ErrorScreenConfiguration) -> [String] {
    [configuration.icon.rawValue, configuration.title, configuration.message] + configuration.buttons.map(\.label)
  }

  /// Records an issue for each string that shows a telltale of a hostile body, or any 16 characters in a row of
  /// `rawBody` (so a truncated or re-wrapped body is caught, not only the whole of it).
  static func expectNoLeak(
    of rawBody: String,
    in strings: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fragments = fragments(of: rawBody, length: 16)
    for string in strings {
      for telltale in HostileBody.telltales {
        #expect(
          !string.localizedLowercase.contains(telltale.lowercased()), "\"\(string)\" shows \(telltale)",
          sourceLocation: sourceLocation)
      }
      let leaked = fragments.first { string.contains($0) }
      #expect(leaked == nil, "\"\(string)\" shows the raw body: \(leaked ?? "")", sourceLocation: sourceLocation)
    }
  }

  private static func fragments(of text: String, length: Int) -> Set<String> {
    let characters = Array(text)
    guard characters.count >= length else { return [text] }
    return Set((0...(characters.count - length)).map { String(characters[$0..<($0 + length)]) })
  }
}
