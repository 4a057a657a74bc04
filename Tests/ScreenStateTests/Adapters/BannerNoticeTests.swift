import ScreenState
import Testing

/// The notice a banner view draws: a failed refresh is never silent, even where no alert can
/// be presented.
@Suite("Banner notice")
struct BannerNoticeTests {
  typealias Projection = ScreenProjection<[Int]>
  static let failure = FailureClassification(kind: .offline)

  @Test func anAlertThatCannotBePresentedIsDrawnAsABanner() throws {
    let alert = ScreenAlert<ScreenAction>.failure(Self.failure)
    let projection = Projection.content([1], isRefreshing: false, notice: .alert(alert))
    #expect(projection.bannerNotice(alertPresented: true) == nil)
    let banner = try #require(projection.bannerNotice(alertPresented: false))
    #expect(banner.title == alert.title)
    #expect(banner.message == alert.message)
    #expect(banner.buttons == alert.buttons)
  }

  @Test func bannersAndInlineNoticesAreDrawnAsTheyAre() {
    let banner = ScreenBanner<ScreenAction>.failure(Self.failure)
    #expect(
      Projection.content([1], isRefreshing: false, notice: .banner(banner)).bannerNotice(alertPresented: true) == banner
    )
    #expect(
      Projection.empty(isRefreshing: false, notice: .inline(banner)).bannerNotice(alertPresented: false) == banner)
    #expect(Projection.content([1], isRefreshing: false, notice: nil).bannerNotice(alertPresented: false) == nil)
    #expect(Projection.progress.bannerNotice(alertPresented: false) == nil)
  }

  @Test func aFailureIsShownWhenFullScreenOrANotice() {
    #expect(Projection.failure(.failure(Self.failure)).showsAnyFailure)
    #expect(Projection.content([1], isRefreshing: false, notice: .banner(.failure(Self.failure))).showsAnyFailure)
    #expect(!Projection.content([1], isRefreshing: true, notice: nil).showsAnyFailure)
    #expect(!Projection.blank.showsAnyFailure)
  }
}
