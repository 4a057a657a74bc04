import ScreenState
import ScreenStateTesting
import Testing

@MainActor
final class SearchHarness {
  typealias Search = ControllableOperation<[String], any Error>
  let search = Search()
  let clock = VirtualClock()
  let loader: QueryLoader<String, [String], any Error>

  init(query: String = "", debounce: Duration = .zero, retryPolicy: RetryPolicy = .never) {
    loader = QueryLoader(
      query, debounce: debounce, retryPolicy: retryPolicy, timeout: nil, clock: clock,
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 3), operation: search.operation(taking: String.self))
  }

  /// Results for `query`, as a search server would answer.
  static func results(_ query: String) -> [String] { ["\(query) 1", "\(query) 2"] }
}

@Suite("QueryLoader")
@MainActor
struct QueryLoaderTests {
  @Test func loadAsksForTheFirstQuery() async {
    let harness = SearchHarness(query: "swift")
    _ = Task.immediate { await harness.loader.load() }
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "swift")
    call.succeed(with: SearchHarness.results("swift"))
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.state == .loaded(SearchHarness.results("swift")))
    #expect(harness.loader.shownQuery == "swift")
  }

  @Test func aNewQueryKeepsThePreviousResultsOnScreenWhileItLoads() async {
    let harness = SearchHarness(query: "a")
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("ab")
    #expect(harness.loader.query == "ab")
    #expect(harness.loader.state == .loading(previous: ["a"]))
    #expect(harness.loader.shownQuery == "a")
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "ab")
    call.succeed(with: ["ab"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.state == .loaded(["ab"]))
    #expect(harness.loader.shownQuery == "ab")
  }

  @Test func theLatestQueryWinsWhateverOrderTheAnswersArriveIn() async {
    let harness = SearchHarness()
    harness.loader.setQuery("s")
    let first = await harness.search.nextCall()
    harness.loader.setQuery("sw")
    let second = await harness.search.nextCall()
    harness.loader.setQuery("swi")
    let third = await harness.search.nextCall()
    third.succeed(with: ["swi"])
    await Task.yield()
    second.succeed(with: ["sw"])
    first.succeed(with: ["s"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.state == .loaded(["swi"]))
    #expect(harness.loader.shownQuery == "swi")
    #expect(first.isCancelled && second.isCancelled)
  }

  @Test func aBurstOfKeystrokesWithinTheDebounceSendsOnlyTheLast() async {
    let harness = SearchHarness(debounce: .milliseconds(300))
    for text in ["s", "sw", "swi", "swif", "swift"] {
      harness.loader.setQuery(text)
      #expect(harness.loader.isDebouncing)
      await harness.clock.waitForSleepers()
      harness.clock.advance(by: .milliseconds(100))
    }
    #expect(harness.search.callCount == 0)
    harness.clock.advance(by: .milliseconds(200))
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "swift")
    #expect(!harness.loader.isDebouncing)
    call.succeed(with: ["swift"])
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 1)
    #expect(harness.loader.shownQuery == "swift")
  }

  @Test func askingForTheQueryShownChangesNothing() async {
    let harness = SearchHarness(query: "x", debounce: .milliseconds(300))
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["x"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("xy")
    #expect(harness.loader.isDebouncing)
    harness.loader.setQuery("x")
    #expect(!harness.loader.isDebouncing)
    #expect(harness.loader.state == .loaded(["x"]))
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 1)
  }

  @Test func retryAfterAFailureAsksForTheSameQuery() async {
    let harness = SearchHarness()
    harness.loader.setQuery("q")
    await harness.search.nextCall().fail(with: TestFailure(1))
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.state.isFailed)
    #expect(harness.loader.shownQuery == nil)
    _ = Task.immediate { await harness.loader.retry() }
    let retry = await harness.search.nextCall()
    #expect(retry.input as? String == "q")
    retry.succeed(with: ["q"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.shownQuery == "q")
  }

  @Test func settingAFailedQueryAgainAsksAgain() async {
    let harness = SearchHarness()
    harness.loader.setQuery("q")
    await harness.search.nextCall().fail(with: TestFailure(1))
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("q")
    let again = await harness.search.nextCall()
    #expect(again.input as? String == "q")
  }

  @Test func refreshSendsAQueryWaitingForItsDebounceAtOnce() async {
    let harness = SearchHarness(debounce: .seconds(1))
    harness.loader.setQuery("now")
    _ = Task.immediate { await harness.loader.refresh() }
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "now")
    #expect(!harness.loader.isDebouncing)
    call.succeed(with: ["now"])
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 1)
  }

  @Test func cancelDropsTheWaitingQueryAndTheRequestKeepingTheResults() async {
    let harness = SearchHarness(query: "a", debounce: .milliseconds(50))
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("b")
    harness.loader.cancel()
    harness.clock.advance(by: .seconds(1))
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 1)
    #expect(harness.loader.state == .loaded(["a"]))
    #expect(harness.loader.query == "b")
  }

  @Test func aResetForgetsTheQueryShown() async {
    let harness = SearchHarness(query: "a")
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.reset()
    #expect(harness.loader.shownQuery == nil)
  }

  @Test func aValueSetByHandKeepsTheQueryShown() async {
    let harness = SearchHarness(query: "a")
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setValue(["a", "edited"])
    #expect(harness.loader.shownQuery == "a")
  }

  @Test func theCaptionNamesTheQueryShownInTheScreensLanguage() async {
    let harness = SearchHarness(query: "  ")
    #expect(harness.loader.caption(texts: ScreenTexts(language: "en")) == nil)
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: [])
    await harness.loader.waitUntilSettled()
    // A blank query's results get no caption.
    #expect(harness.loader.caption(texts: ScreenTexts(language: "en")) == nil)
    harness.loader.setQuery("swift")
    // While "swift" loads, the caption still names the query whose results are shown.
    #expect(harness.loader.caption(texts: ScreenTexts(language: "en")) == nil)
    await harness.search.nextCall().succeed(with: ["swift 1"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.caption(texts: ScreenTexts(language: "en")) == "Results for “swift”")
    #expect(harness.loader.caption(texts: ScreenTexts(language: "de")) == "Ergebnisse für „swift“")
    var texts = ScreenTexts(language: "en")
    texts.overrides[.resultsFor] = "Matches: %@"
    #expect(harness.loader.caption(texts: texts) == "Matches: swift")
  }

  @Test func hostileDebouncesAreClamped() {
    let negative = QueryLoader<Int, Int, Never>(0, debounce: .seconds(-5), timeout: nil) { $0 }
    #expect(negative.debounce == .zero)
    let huge = QueryLoader<Int, Int, Never>(0, debounce: .seconds(Int64.max), timeout: nil) { $0 }
    #expect(huge.debounce == .seconds(1_000_000_000))
  }

  @Test func observersHearOfTheQueryOnceAndOfTheResults() async {
    let harness = SearchHarness()
    let queries = ChangeCounter { _ = harness.loader.query }
    let shown = ChangeCounter { _ = harness.loader.shownQuery }
    harness.loader.setQuery("new")
    harness.loader.setQuery("new")
    #expect(queries.count == 1)
    await harness.search.nextCall().succeed(with: ["new"])
    await harness.loader.waitUntilSettled()
    #expect(shown.count == 1)
  }

  // Regressions found by QueryLoaderPropertyTests.

  @Test func askingAgainForACancelledQuerySendsItTheResultsShownAnswerAnother() async throws {
    let harness = SearchHarness(query: "a", debounce: .milliseconds(300))
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("b")
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .milliseconds(300))
    _ = await harness.search.nextCall()
    harness.loader.cancel()
    await harness.loader.waitUntilSettled()
    // "b" was typed, then "bc", then "b" again: the results shown are still those of "a".
    harness.loader.setQuery("bc")
    harness.loader.setQuery("b")
    try #require(harness.loader.isDebouncing)
    await harness.clock.waitForSleepers()
    harness.clock.advance(by: .milliseconds(300))
    try #require(await eventually { harness.search.callCount == 3 })
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "b")
    call.succeed(with: ["b"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.shownQuery == "b")
  }

  @Test func askingAgainForAQueryWhoseFailureWasDismissedSendsIt() async throws {
    let harness = SearchHarness(query: "a")
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("b")
    await harness.search.nextCall().fail(with: TestFailure(1))
    await harness.loader.waitUntilSettled()
    harness.loader.dismissFailure()
    #expect(harness.loader.state == .loaded(["a"]))
    harness.loader.setQuery("b")
    try #require(await eventually { harness.search.callCount == 3 })
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "b")
  }

  @Test func askingAgainForTheQueryShownAfterACancelSendsNothingAndARefreshOfTheScreenAsksForIt() async throws {
    let harness = SearchHarness(query: "a")
    _ = Task.immediate { await harness.loader.load() }
    await harness.search.nextCall().succeed(with: ["a"])
    await harness.loader.waitUntilSettled()
    harness.loader.setQuery("b")
    _ = await harness.search.nextCall()
    harness.loader.cancel()
    harness.loader.setQuery("a")
    try #require(harness.loader.state == .loaded(["a"]))
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 2)
    let screen = LoadableScreen(harness.loader)
    _ = Task.immediate { await screen.send(.refresh) }
    let refresh = await harness.search.nextCall()
    #expect(refresh.input as? String == "a")
  }

  @Test func loadAfterTheWaitingQueryWasDroppedLoadsTheCurrentQuery() async {
    let harness = SearchHarness(query: "a", debounce: .milliseconds(300))
    harness.loader.setQuery("b")
    harness.loader.cancel()
    _ = Task.immediate { await harness.loader.load() }
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "b")
    call.succeed(with: ["b"])
    await harness.loader.waitUntilSettled()
    #expect(harness.loader.shownQuery == "b")
  }

  @Test func loadWhileAQueryWaitsSendsItAtOnceAndOnce() async throws {
    let harness = SearchHarness(query: "a", debounce: .milliseconds(300))
    harness.loader.setQuery("b")
    _ = Task.immediate { await harness.loader.load() }
    try #require(!harness.loader.isDebouncing)
    let call = await harness.search.nextCall()
    #expect(call.input as? String == "b")
    call.succeed(with: ["b"])
    harness.clock.advance(by: .seconds(1))
    await harness.loader.waitUntilSettled()
    #expect(harness.search.callCount == 1)
  }
}
