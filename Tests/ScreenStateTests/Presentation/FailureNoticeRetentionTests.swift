import ScreenState
import Testing

/// The rule alone: a failure notice the person has not answered stays through the requests nobody asked for, and goes
/// when a request succeeds, when the person starts one, or when they answer it.
@Suite("FailureNoticeRetention")
struct FailureNoticeRetentionTests {
  typealias Projection = ScreenProjection<[Int]>
  static let alert = FailureNotice.alert(.failure(FailureClassification(kind: .serverError)))
  static let quiet = FailureNotice.inline(.failure(FailureClassification(kind: .maintenance)))
  static let content = Projection.content([1], isRefreshing: false, notice: nil)
  static let refreshing = Projection.content([1], isRefreshing: true, notice: nil)

  static func failed(_ notice: FailureNotice) -> Projection { .content([1], isRefreshing: false, notice: notice) }

  @Test func anUnansweredAlertStaysThroughAnAutomaticRequestAndItsFailure() {
    var retention = FailureNoticeRetention()
    #expect(retention.show(Self.failed(Self.alert), isAutomatic: false, at: 1) == (Self.failed(Self.alert), 1))
    #expect(retention.show(Self.content, isAutomatic: true, at: 2) == (Self.failed(Self.alert), 1))
    #expect(retention.show(Self.failed(Self.quiet), isAutomatic: true, at: 3) == (Self.failed(Self.alert), 1))
    #expect(retention.show(Self.content, isAutomatic: true, at: 4) == (Self.failed(Self.alert), 1))
    // The automatic request succeeded: the content is fresh.
    #expect(
      retention.show(.content([2], isRefreshing: false, notice: nil), isAutomatic: false, at: 5) == (
        .content([2], isRefreshing: false, notice: nil), nil
      ))
    #expect(retention.kept == nil)
  }

  @Test func theFailureBackAfterACancelledAutomaticRequestIsTheSameNotice() {
    var retention = FailureNoticeRetention()
    _ = retention.show(Self.failed(Self.alert), isAutomatic: false, at: 1)
    _ = retention.show(Self.content, isAutomatic: true, at: 2)
    #expect(retention.show(Self.failed(Self.alert), isAutomatic: false, at: 3) == (Self.failed(Self.alert), 1))
    // Answered, the same words again are a new notice.
    retention.answer()
    #expect(retention.show(Self.failed(Self.alert), isAutomatic: false, at: 4) == (Self.failed(Self.alert), 4))
  }

  @Test func aQuietNoticeStaysThroughTheNextAutomaticRequestsToo() {
    var retention = FailureNoticeRetention()
    #expect(retention.show(Self.failed(Self.quiet), isAutomatic: true, at: 1) == (Self.failed(Self.quiet), 1))
    #expect(retention.show(Self.content, isAutomatic: true, at: 2) == (Self.failed(Self.quiet), 1))
    #expect(retention.show(Self.failed(Self.quiet), isAutomatic: true, at: 3) == (Self.failed(Self.quiet), 1))
  }

  @Test func thePersonsRequestOrAnswerTakesItAway() {
    var retention = FailureNoticeRetention()
    _ = retention.show(Self.failed(Self.alert), isAutomatic: false, at: 1)
    #expect(retention.show(Self.refreshing, isAutomatic: false, at: 2) == (Self.refreshing, nil))
    // Their refresh failed: a new alert, since the change it showed at.
    #expect(retention.show(Self.failed(Self.alert), isAutomatic: false, at: 3) == (Self.failed(Self.alert), 3))
    _ = retention.show(Self.content, isAutomatic: true, at: 4)
    retention.answer()
    #expect(retention.show(Self.content, isAutomatic: true, at: 4) == (Self.content, nil))
    // A failure of the automatic request after the answer is a new notice.
    #expect(retention.show(Self.failed(Self.quiet), isAutomatic: true, at: 5) == (Self.failed(Self.quiet), 5))
  }

  @Test func nothingIsKeptWithoutContent() {
    var retention = FailureNoticeRetention()
    _ = retention.show(Self.failed(Self.alert), isAutomatic: false, at: 1)
    #expect(retention.show(Projection.blank, isAutomatic: true, at: 2) == (Projection.blank, nil))
    #expect(retention.show(Self.content, isAutomatic: true, at: 3) == (Self.content, nil))
    _ = retention.show(Projection.empty(isRefreshing: false, notice: Self.alert), isAutomatic: false, at: 4)
    #expect(
      retention.show(Projection.empty(isRefreshing: false, notice: nil), isAutomatic: true, at: 5) == (
        Projection.empty(isRefreshing: false, notice: Self.alert), 4
      ))
    let screen = Projection.failure(.failure(FailureClassification(kind: .serverError)))
    #expect(retention.show(screen, isAutomatic: true, at: 6) == (screen, nil))
    #expect(retention.kept == nil)
  }
}
