import ScreenState
import Testing

/// What the adapters report of the app's activity, and when an app reporting it itself is not overruled.
@MainActor
struct AppActivityTests {
  @Test func anAdaptersReportChangesTheActivityAndTellsItsObservers() {
    let activity = AppActivity()
    var heard: [Bool] = []
    let subscription = activity.observe { heard.append($0) }
    activity.adapterReported(isActive: false)
    activity.adapterReported(isActive: false)  // no change: not told again
    activity.adapterReported(isActive: true)
    #expect(activity.isActive)
    #expect(heard == [false, true])
    _ = subscription
  }

  @Test func anAppThatReportsItselfIsNotOverruledByTheAdapters() {
    let activity = AppActivity()
    activity.isReportedByAdapters = false
    activity.adapterReported(isActive: false)
    #expect(activity.isActive)
    activity.didEnterBackground()  // the app's own report
    #expect(!activity.isActive)
    activity.adapterReported(isActive: true)
    #expect(!activity.isActive)
  }
}
