import ScreenState
import ScreenStateTesting
import Testing

@MainActor
struct PagedScreenStateSampleTests {
  private let list = PagedList([1, 2, 3], nextCursor: 2)
  private var samples: [ScreenStateSample<PagedList<Int, Int>, any Error>] {
    ScreenStateSample.all(pages: list, emptyValue: PagedList([]), failureKinds: [.offline, .serverError])
  }

  private func sample(_ name: String) -> ScreenStateSample<PagedList<Int, Int>, any Error>? {
    samples.first { $0.name == name }
  }

  @Test func theStatesOfAPaginatedScreenInAStableOrder() {
    #expect(
      samples.map(\.name) == [
        "idle", "first-load", "loaded", "loading-more", "end", "refreshing", "empty", "refreshing-empty",
        "failed-offline", "refresh-failed-offline-alert", "refresh-failed-offline-banner",
        "refresh-failed-offline-inline", "refresh-failed-offline-full-screen",
        "failed-server-error", "refresh-failed-server-error-alert", "refresh-failed-server-error-banner",
        "refresh-failed-server-error-inline", "refresh-failed-server-error-full-screen",
        "load-more-failed-offline", "load-more-failed-server-error",
      ])
  }

  @Test func eachSampleSaysWhatFollowsTheListAsAPageLoaderWould() {
    #expect(sample("loaded")?.nextPage == .available)
    #expect(sample("loading-more")?.nextPage == .loading)
    #expect(sample("end")?.nextPage == .end)
    // An empty first page without a next cursor is the end of the list.
    #expect(sample("empty")?.nextPage == .end)
    // A list not loaded and settled has nothing below it.
    for name in [
      "idle", "first-load", "refreshing", "refreshing-empty", "failed-offline", "refresh-failed-offline-banner",
    ] {
      #expect(sample(name)?.nextPage == nil, "\(name)")
      #expect(sample(name)?.footer() == nil, "\(name)")
    }
  }

  @Test func thePagesLoadedStayOnScreenBelowEveryFooter() {
    for name in ["loaded", "loading-more", "end", "load-more-failed-server-error"] {
      #expect(sample(name)?.projection() == .content(list, isRefreshing: false, notice: nil), "\(name)")
    }
  }

  @Test func theFootersAreTheCoresInTheScreensWords() {
    let texts = ScreenTexts(language: "en")
    let policy = PresentationPolicy(texts: texts)
    #expect(sample("loaded")?.footer(policy: policy) == .loadMore(ScreenButton("Load more", action: .loadMore)))
    #expect(sample("loading-more")?.footer(policy: policy) == .loading("Loading more…"))
    #expect(sample("end")?.footer(policy: policy) == .end("You're all caught up"))
    let failed = sample("load-more-failed-server-error")?.footer(policy: policy)
    #expect(
      failed
        == PageFooter(
          NextPageState<any Error>.failed(
            SampleFailure(.serverError), FailureClassification(kind: .serverError, statusCode: 500)), texts: texts))
    guard case .failed(let banner)? = failed else {
      Issue.record("not a failed page")
      return
    }
    #expect(banner.buttons.map(\.action) == [.loadMore])
    let german = PresentationPolicy(texts: ScreenTexts(language: "de"))
    #expect(sample("loading-more")?.footer(policy: german) == .loading("Weitere werden geladen…"))
  }

  @Test func aCustomClassifierDecidesWhatAFailedPageShows() {
    let classifier = FailureClassifier { _ in FailureClassification(kind: .unauthorized) }
    guard case .failed(let banner)? = sample("load-more-failed-server-error")?.footer(classifier: classifier) else {
      Issue.record("not a failed page")
      return
    }
    // Signed out: trying again cannot help, so there is no button.
    #expect(banner.buttons.isEmpty)
  }

  @Test func aSampleWithoutANextPageHasNoFooter() {
    #expect(ScreenStateSample<[Int], any Error>("loaded", state: .loaded([1])).footer() == nil)
  }
}
