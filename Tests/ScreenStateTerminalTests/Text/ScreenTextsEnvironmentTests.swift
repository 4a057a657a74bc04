import ScreenState
import Testing

@testable import ScreenStateTerminal

/// The terminal's language comes from the POSIX locale variables.
struct ScreenTextsEnvironmentTests {
  @Test(arguments: [
    (["LANG": "de_DE.UTF-8"], "de"),
    (["LC_ALL": "de_AT.UTF-8", "LANG": "en_US.UTF-8"], "de"),
    (["LANGUAGE": "fr:de", "LANG": "en_US.UTF-8"], "de"),
    (["LANGUAGE": "", "LC_MESSAGES": "de_CH"], "de"),
    (["LANG": "C.UTF-8"], "en"),
    (["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"], "de"),
    (["LANG": "ja_JP.UTF-8"], "en"),
  ])
  func theFirstUsableVariableChoosesTheLanguage(environment: [String: String], expected: String) {
    #expect(ScreenTexts.fromEnvironment(environment).resolvedLanguage == expected)
  }

  @Test func germanFromTheEnvironmentReachesTheScreen() {
    let texts = ScreenTexts.fromEnvironment(["LANG": "de_DE.UTF-8"])
    let renderer = ScreenRenderer(texts: texts)
    let frame = renderer.render(
      ScreenProjection<[String]>.failure(.failure(FailureClassification(kind: .offline), texts: texts)),
      content: ListContentRenderer<[String]> { $0 }, size: TerminalSize(columns: 60, rows: 12)
    ).plainText
    #expect(frame.contains("Keine Internetverbindung"))
    #expect(frame.contains("Erneut versuchen"))
    #expect(ScreenTexts.environmentLanguage(["LANG": "C"]) == nil)
  }
}
