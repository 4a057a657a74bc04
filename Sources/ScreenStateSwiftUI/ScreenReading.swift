#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// What a view reads of a screen, and where its taps go, without the screen's failure type: a `LoadableScreen`,
  /// or a projection computed by hand (which has no revisions, covered content or announcements).
  @MainActor
  struct ScreenReading<Value> {
    var projection: @MainActor () -> ScreenProjection<Value>
    var coveredContent: @MainActor () -> Value?
    var failureRevision: @MainActor () -> Int?
    var send: @MainActor (ScreenAction) async -> Void
    var texts: ScreenTexts
    var announcementCount: @MainActor () -> Int
    var latestAnnouncement: @MainActor () -> ScreenAnnouncement?
    /// The clock of the screen's source, which times its announcements.
    var clock: any Clock<Duration>

    /// Reads `screen`; reading it in `body` is what SwiftUI observes.
    init<Failure>(_ screen: LoadableScreen<Value, Failure>) {
      projection = { screen.projection }
      coveredContent = { screen.coveredContent }
      failureRevision = { screen.failureRevision }
      send = { await screen.send($0) }
      texts = screen.policy.texts
      announcementCount = { screen.announcementCount }
      latestAnnouncement = { screen.announcement }
      clock = screen.source.configuration.clock
    }

    /// Reads a fixed projection; taps go to `send`.
    init(
      _ projection: ScreenProjection<Value>, texts: ScreenTexts, send: @escaping @MainActor (ScreenAction) async -> Void
    ) {
      self.projection = { projection }
      coveredContent = { nil }
      failureRevision = { nil }
      self.send = send
      self.texts = texts
      announcementCount = { 0 }
      latestAnnouncement = { nil }
      clock = ContinuousClock()
    }
  }
#endif
