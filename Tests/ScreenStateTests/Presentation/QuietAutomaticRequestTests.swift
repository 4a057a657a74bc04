import ScreenState
import Testing

/// The pure rules of a request nobody asked for: how its failure over content is shown, that its refresh is not the
/// person's (no refresh indicator), and that it is not announced.
@MainActor
@Suite("Quiet automatic requests")
struct QuietAutomaticRequestTests {
  typealias State = Loadable<[Int], any Error>
  typealias Projection = ScreenProjection<[Int]>
  static let texts = ScreenTexts(language: "en", subject: "posts")
  static let failure = FailureClassification(kind: .serverError, statusCode: 500)
  static let automatic: [RequestReason] = [.foreground, .reconnect, .poll, .revalidation, .invalidation]
  static let asked: [RequestReason?] = [nil, .load, .refresh, .retry, .query, .nextPage, .previousPage, .submit]

  static func projection(_ state: State, reason: RequestReason?, policy: PresentationPolicy = .default) -> Projection {
    ScreenProjection(state, classification: state.isFailed ? failure : nil, policy: policy, reason: reason)
  }

  @Test func theDefaultShowsAnAutomaticFailureOverContentAsAnInlineNotice() {
    let policy = PresentationPolicy.default
    #expect(policy.automaticRefreshFailure == .inline)
    #expect(PresentationPolicy.banner.automaticRefreshFailure == .inline)
    for kind in FailureKind.allCases {
      #expect(policy.display(for: kind, hasContent: true, isAutomatic: true) == .inline)
      #expect(policy.display(for: kind, hasContent: true, isAutomatic: false) == .alert)
      #expect(policy.display(for: kind, hasContent: false, isAutomatic: true) == .fullScreen)
    }
  }

  @Test(arguments: FailureDisplay.allCases)
  func thePolicyDecidesAndAKindsOverrideWins(display: FailureDisplay) {
    var policy = PresentationPolicy(automaticRefreshFailure: display)
    policy.overrides[.maintenance] = .fullScreen
    #expect(policy.display(for: .serverError, hasContent: true, isAutomatic: true) == display)
    #expect(policy.display(for: .serverError, hasContent: true) == .alert)
    #expect(policy.display(for: .maintenance, hasContent: true, isAutomatic: true) == .fullScreen)
  }

  @Test func anAutomaticFailureOverContentIsAQuietNoticeAndTheAskedOnesAnAlert() {
    let state = State.failed(HTTPStatusError(statusCode: 500), previous: [1])
    for reason in Self.automatic {
      #expect(
        Self.projection(state, reason: reason)
          == .content([1], isRefreshing: false, notice: .inline(.failure(Self.failure))))
      #expect(
        Self.projection(.failed(HTTPStatusError(statusCode: 500), previous: []), reason: reason)
          == .content([], isRefreshing: false, notice: .inline(.failure(Self.failure))))
    }
    for reason in Self.asked {
      #expect(
        Self.projection(state, reason: reason)
          == .content([1], isRefreshing: false, notice: .alert(.failure(Self.failure))))
    }
    #expect(Self.projection(state, reason: RequestReason("sync", isAutomatic: true)).alert == nil)
  }

  @Test func aFailureWithNothingToShowTakesTheScreenWhateverTheReason() {
    for reason in Self.automatic + Self.asked.compactMap({ $0 }) {
      #expect(
        Self.projection(.failed(HTTPStatusError(statusCode: 500), previous: nil), reason: reason)
          == .failure(.failure(Self.failure)))
      #expect(Self.projection(.loading(previous: nil), reason: reason) == .progress)
    }
  }

  @Test func anAutomaticRefreshIsNotDrawnAsThePersonsRefresh() {
    for reason in Self.automatic {
      #expect(
        Self.projection(.loading(previous: [1]), reason: reason) == .content([1], isRefreshing: false, notice: nil))
    }
    for reason in Self.asked {
      #expect(
        Self.projection(.loading(previous: [1]), reason: reason) == .content([1], isRefreshing: true, notice: nil))
    }
  }

  @Test func nothingOfAnAutomaticRefreshIsHeardButAFailureShownLoud() throws {
    let content = Projection.content([1], isRefreshing: false, notice: nil)
    let refreshing = Projection.content([1], isRefreshing: true, notice: nil)
    func heard(_ old: Projection, _ new: Projection) -> ScreenAnnouncement? {
      ScreenAnnouncement(from: old, to: new, texts: Self.texts, isAutomatic: true)
    }
    #expect(heard(content, refreshing) == nil)
    #expect(heard(refreshing, content) == nil)
    #expect(heard(content, .content([2], isRefreshing: false, notice: nil)) == nil)
    #expect(heard(content, .content([1], isRefreshing: false, notice: .inline(.failure(Self.failure)))) == nil)
    let banner = try #require(
      heard(content, .content([1], isRefreshing: false, notice: .banner(.failure(Self.failure, texts: Self.texts)))))
    #expect(banner.text == "Couldn't refresh posts. Something went wrong on our side")
    #expect(banner.isUrgent)
    #expect(heard(.progress, content)?.text == "Loaded posts")
    #expect(heard(.progress, .failure(.failure(Self.failure)))?.movesFocusToErrorTitle == true)
    // The person's own refresh, as before.
    #expect(ScreenAnnouncement(from: content, to: refreshing, texts: Self.texts)?.text == "Refreshing posts")
    #expect(ScreenAnnouncement(from: refreshing, to: content, texts: Self.texts)?.text == "Updated posts")
  }
}
