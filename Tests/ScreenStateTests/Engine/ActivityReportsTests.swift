import ScreenState
import Testing

/// The rule of the app's activity across its reporters: active while any reporter is, or while none says anything;
/// a reporter forgotten no longer counts.
struct ActivityReportsTests {
  @Test func nobodyReportingCountsAsActive() {
    let reports = ActivityReports<Int>()
    #expect(reports.isActive)
    #expect(reports.reporters.isEmpty)
  }

  @Test func theAppIsActiveWhileAnyReporterIs() {
    var reports = ActivityReports<String>()
    reports.report("window 1", isActive: true)
    reports.report("window 2", isActive: true)
    reports.report("window 1", isActive: false)  // one window in the background, the other in front
    #expect(reports.isActive)
    reports.report("window 2", isActive: false)
    #expect(!reports.isActive)
    reports.report("window 2", isActive: true)  // a report replaces the one before
    #expect(reports.isActive)
    #expect(reports.reporters == ["window 1", "window 2"])
  }

  @Test func aReporterForgottenNoLongerCounts() {
    var reports = ActivityReports<String>()
    reports.report("screen", isActive: false)
    #expect(!reports.isActive)
    // The screen that said "background" went away: it cannot leave the app inactive.
    reports.forget("screen")
    #expect(reports.isActive)
    reports.report("window", isActive: false)
    reports.report("screen", isActive: true)
    reports.forget("screen")
    #expect(!reports.isActive)
    #expect(reports.reporters == ["window"])
  }

  @Test func forgettingSomeReportersKeepsTheOthers() {
    var reports = ActivityReports<Int>()
    for reporter in 0..<6 { reports.report(reporter, isActive: reporter == 4) }
    reports.forgetAll { $0.isMultiple(of: 2) }
    #expect(reports.reporters == [1, 3, 5])
    #expect(!reports.isActive)
  }
}
