import ScreenState
import Testing

/// Which announcements an adapter posts: each once, never one an alert reads itself.
@Suite("AnnouncementGate")
struct AnnouncementGateTests {
  static let loaded = ScreenAnnouncement(event: .loaded, text: "Loaded posts")
  static let refreshFailed = ScreenAnnouncement(event: .refreshFailed, text: "Couldn't refresh posts. Offline")

  @Test func eachAnnouncementOnceBySCount() {
    var gate = AnnouncementGate(after: 3)
    // Made before the view appeared: not heard.
    #expect(gate.pass(Self.loaded, count: 3, alertPresented: false) == nil)
    #expect(gate.pass(Self.loaded, count: 4, alertPresented: false) == Self.loaded)
    // Drawn again by another update: not heard twice.
    #expect(gate.pass(Self.loaded, count: 4, alertPresented: false) == nil)
    // The same words as a new announcement: heard again.
    #expect(gate.pass(Self.loaded, count: 5, alertPresented: false) == Self.loaded)
    #expect(gate.pass(nil, count: 6, alertPresented: false) == nil)
  }

  @Test func aFailureAnAlertReadsIsNotAnnounced() {
    var gate = AnnouncementGate(after: 0)
    #expect(gate.pass(Self.refreshFailed, count: 1, alertPresented: true) == nil)
    // As a banner (or an alert that could not be presented), it is announced, urgently.
    #expect(gate.pass(Self.refreshFailed, count: 2, alertPresented: false) == Self.refreshFailed)
    #expect(Self.refreshFailed.isUrgent)
    // Other announcements are not for the alert to read.
    #expect(gate.pass(Self.loaded, count: 3, alertPresented: true) == Self.loaded)
  }

  @Test func anAlertedFailureIsSkippedOnTheRealScreen() {
    let texts = ScreenTexts(language: "en", subject: "posts")
    let refreshing = ScreenProjection<[Int]>.content([1], isRefreshing: true, notice: nil)
    let alerted = ScreenProjection<[Int]>.content(
      [1], isRefreshing: false, notice: .alert(.failure(FailureClassification(kind: .offline), texts: texts)))
    let bannered = ScreenProjection<[Int]>.content(
      [1], isRefreshing: false, notice: .banner(.failure(FailureClassification(kind: .offline), texts: texts)))
    var gate = AnnouncementGate(after: 0)
    let alertAnnouncement = ScreenAnnouncement(from: refreshing, to: alerted, texts: texts)
    #expect(alertAnnouncement?.event == .refreshFailed)
    #expect(gate.pass(alertAnnouncement, count: 1, alertPresented: alerted.alert != nil) == nil)
    let bannerAnnouncement = ScreenAnnouncement(from: refreshing, to: bannered, texts: texts)
    #expect(gate.pass(bannerAnnouncement, count: 2, alertPresented: bannered.alert != nil) == bannerAnnouncement)
  }
}
