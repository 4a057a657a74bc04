import ScreenState
import Testing

/// How an adapter stacks a screen: one refresh indicator, and the content kept under a
/// full-screen failure.
@Suite("ScreenLayers")
struct ScreenLayersTests {
  typealias Projection = ScreenProjection<[Int]>
  static let errorScreen = ErrorScreenConfiguration.failure(
    FailureClassification(kind: .maintenance), keepsContent: true)
  static let banner = ScreenBanner<ScreenAction>.failure(FailureClassification(kind: .offline))

  @Test func noSecondSpinnerUnderTheHostsRefreshControl() {
    let refreshing = Projection.content([1], isRefreshing: true, notice: nil)
    #expect(ScreenLayers(refreshing).overlay == .refreshing)
    #expect(ScreenLayers(refreshing, hostShowsRefreshControl: true).overlay == nil)
    #expect(ScreenLayers(refreshing, showsRefreshingIndicator: false).overlay == nil)
    #expect(ScreenLayers(Projection.empty(isRefreshing: true, notice: nil)).overlay == .refreshing)
    #expect(ScreenLayers(Projection.content([1], isRefreshing: false, notice: nil)).overlay == nil)
  }

  @Test func aBannerIsDrawnOverTheContentEvenUnderARefreshControl() {
    let projection = Projection.content([1], isRefreshing: false, notice: .banner(Self.banner))
    #expect(ScreenLayers(projection, hostShowsRefreshControl: true).overlay == .banner(Self.banner))
    // An inline notice is part of the content, an alert is presented: neither is an overlay.
    #expect(ScreenLayers(Projection.content([1], isRefreshing: false, notice: .inline(Self.banner))).overlay == nil)
  }

  @Test func theContentStaysUnderAFullScreenFailureAndComesBack() {
    let sequence: [ScreenLayers<[Int]>] = [
      ScreenLayers(.content([1, 2], isRefreshing: false, notice: nil)),
      ScreenLayers(.failure(Self.errorScreen), coveredContent: [1, 2]),
      ScreenLayers(.content([1, 2], isRefreshing: false, notice: nil)),
    ]
    // The content layer never goes away: the list keeps its identity, and its scroll position.
    #expect(sequence.map(\.content) == [[1, 2], [1, 2], [1, 2]])
    #expect(sequence.map(\.isContentCovered) == [false, true, false])
  }

  @Test func nothingToKeepWithoutContent() {
    #expect(ScreenLayers(Projection.failure(Self.errorScreen)).content == nil)
    #expect(!ScreenLayers(Projection.failure(Self.errorScreen)).isContentCovered)
    for projection in [Projection.blank, .progress, .empty(isRefreshing: false, notice: nil)] {
      #expect(ScreenLayers(projection, coveredContent: [1]).content == nil)
    }
  }
}
