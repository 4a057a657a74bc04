import ScreenState
import ScreenStateTerminal

// Projections of a small list screen in each case, shared by the renderer, interaction and runner tests.

typealias Projection = ScreenProjection<[String]>

enum Fixtures {
  static let items = (1...40).map { "Item \($0)" }

  static let content = Projection.content(items, isRefreshing: false, notice: nil)
  static let refreshing = Projection.content(items, isRefreshing: true, notice: nil)
  static let empty = Projection.empty(isRefreshing: false, notice: nil)
  static let refreshingEmpty = Projection.empty(isRefreshing: true, notice: nil)

  /// "OK" (cancel, dismisses) then "Try Again" (default, retries).
  static let alertState = ScreenAlert.failure(
    FailureClassification(kind: .serverError),
    texts: ScreenTexts(
      language: "en",
      overrides: [
        .failureTitle(.serverError): "Couldn't refresh",
        .failureMessage(.serverError): "The server ran into a problem.",
      ]))
  static let alert = Projection.content(items, isRefreshing: false, notice: .alert(alertState))
  /// "Try Again" (default, retries) then "Dismiss" (cancel, dismisses).
  static let bannerState = ScreenBanner.failure(
    FailureClassification(kind: .timedOut), texts: ScreenTexts(language: "en"))
  static let banner = Projection.content(items, isRefreshing: false, notice: .banner(bannerState))
  static let inline = Projection.content(items, isRefreshing: false, notice: .inline(bannerState))
  static let emptyWithBanner = Projection.empty(isRefreshing: false, notice: .banner(bannerState))
  static let emptyWithAlert = Projection.empty(isRefreshing: false, notice: .alert(alertState))

  /// "Update" (primary) and "Later" (secondary).
  static let updateConfiguration = ErrorScreenConfiguration(
    icon: .updateAvailable, title: "An update is available", message: "A new version is ready.",
    buttons: [
      ScreenButton("Update", action: .errorScreenPrimary),
      ScreenButton("Later", role: .cancel, action: .errorScreenSecondary),
    ])
  static let errorScreen = Projection.failure(updateConfiguration)
  static let busyErrorScreen = Projection.failure(updateConfiguration.busy(true))
  static let offline = Projection.failure(
    .failure(FailureClassification(kind: .offline), texts: ScreenTexts(language: "en")))

  /// Every case of a projection, named, for tests that must hold for all of them.
  static let all: [(name: String, projection: Projection)] = [
    ("blank", .blank), ("progress", .progress), ("content", content), ("refreshing", refreshing),
    ("empty", empty), ("refreshing empty", refreshingEmpty), ("alert", alert), ("banner", banner),
    ("inline", inline), ("empty with banner", emptyWithBanner), ("empty with alert", emptyWithAlert),
    ("error screen", errorScreen), ("busy error screen", busyErrorScreen), ("offline", offline),
  ]

  static func list(selectedIndex: Int = 0) -> ListContentRenderer<[String]> {
    ListContentRenderer(selectedIndex: selectedIndex) { $0 }
  }

  /// The plain text of `projection` drawn at `columns` × `rows`.
  static func text(
    _ projection: Projection,
    columns: Int = 60,
    rows: Int = 16,
    focus: ScreenFocus? = nil,
    tick: Int = 0,
    renderer: ScreenRenderer = ScreenRenderer(texts: ScreenTexts(language: "en"), emptyMessage: "Nothing yet.")
  ) -> String {
    renderer.render(
      projection, content: list(), size: TerminalSize(columns: columns, rows: rows), focus: focus, tick: tick
    ).plainText
  }
}

extension String {
  /// How many times `needle` occurs.
  func occurrences(of needle: String) -> Int {
    var count = 0
    var rest = self[...]
    while let range = rest.firstRange(of: needle) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }

  /// The lines, empty ones included.
  var lines: [Substring] { split(separator: "\n", omittingEmptySubsequences: false) }
}

/// The footers of a paginated list, in English, shared by the footer tests.
enum Footers {
  static let texts = ScreenTexts(language: "en")
  static let loadMore = PageFooter(NextPageState<any Error>.available, texts: texts)!
  static let loading = PageFooter(NextPageState<any Error>.loading, texts: texts)!
  static let end = PageFooter(NextPageState<any Error>.end, texts: texts)!
  /// A server error: "Try Again".
  static let failed = failed(.serverError)
  /// A page that failed because the person is signed out: no button, trying again cannot help.
  static let failedWithoutRetry = failed(.unauthorized)

  static func failed(_ kind: FailureKind) -> PageFooter {
    let classification = FailureClassification(kind: kind)
    return PageFooter(NextPageState<any Error>.failed(SampleError(), classification), texts: texts)!
  }

  static let all: [(name: String, footer: PageFooter)] = [
    ("load more", loadMore), ("loading", loading), ("failed", failed), ("failed without retry", failedWithoutRetry),
    ("end", end),
  ]
}

/// An error whose meaning the tests give in its classification.
struct SampleError: Error {}
