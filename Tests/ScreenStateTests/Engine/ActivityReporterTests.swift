import ScreenState
import Testing

/// The app's activity with several reporters (windows, scenes, screens): active while any is in front, and never left
/// inactive by one that went away.
@MainActor
struct ActivityReporterTests {
  @Test func oneWindowInTheBackgroundLeavesTheAppActiveWhileAnotherIsInFront() {
    let activity = AppActivity()
    var heard: [Bool] = []
    let subscription = activity.observe { heard.append($0) }
    let first = ActivityReporter(activity)
    let second = ActivityReporter(activity)
    first.report(isActive: true)
    second.report(isActive: true)
    first.report(isActive: false)
    #expect(activity.isActive)
    #expect(heard.isEmpty)
    second.report(isActive: false)  // every window in the background
    #expect(!activity.isActive)
    first.report(isActive: true)
    #expect(activity.isActive)
    #expect(heard == [false, true])
    subscription.cancel()
  }

  @Test func aScreenThatReportedBackgroundAndDisappearedIsForgotten() {
    let activity = AppActivity()
    let screen = ActivityReporter(activity)
    screen.report(isActive: false)
    #expect(!activity.isActive)
    screen.forget()
    #expect(activity.isActive)
    // It counts again once it reports again.
    screen.report(isActive: false)
    #expect(!activity.isActive)
  }

  @Test func aReporterReleasedWithoutForgettingIsForgottenOnTheNextTurn() async {
    let activity = AppActivity()
    var screen: ActivityReporter? = ActivityReporter(activity)
    screen?.report(isActive: false)
    #expect(!activity.isActive)
    screen = nil
    #expect(await eventually { activity.isActive })
  }

  @Test func theAdaptersReportsAreNotCountedWhileTheAppReportsByHand() {
    let activity = AppActivity()
    let window = ActivityReporter(activity)
    window.report(isActive: false)
    #expect(!activity.isActive)
    activity.isReportedByAdapters = false  // the app reports by hand from now on: nothing changes by itself
    #expect(!activity.isActive)
    activity.didBecomeActive()
    window.report(isActive: false)
    #expect(activity.isActive)
    activity.didEnterBackground()
    window.report(isActive: true)
    #expect(!activity.isActive)
    // Turned on again: the adapters' reports decide, the window's last one included.
    activity.isReportedByAdapters = true
    #expect(activity.isActive)
  }

  @Test func theAppsOwnReportHoldsUntilTheAdaptersNextChange() {
    let activity = AppActivity()
    let screen = ActivityReporter(activity)
    screen.report(isActive: true)
    activity.didEnterBackground()
    #expect(!activity.isActive)
    screen.report(isActive: true)
    #expect(activity.isActive)
  }

  @Test func theWholeAppsReportAndAScreensCountTogether() {
    let activity = AppActivity()
    let screen = ActivityReporter(activity)
    activity.adapterReported(isActive: false)  // a terminal lost the focus
    screen.report(isActive: true)
    #expect(activity.isActive)
    screen.forget()
    #expect(!activity.isActive)
    #expect(screen.activity === activity)
  }
}
