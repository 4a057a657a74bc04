import ScreenState
import Testing

/// `AppUpdateStatus(installed:minimum:latest:)`.
@Suite("AppUpdateStatus")
struct AppUpdateStatusTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let installed: String
    let minimum: String
    let latest: String
    let status: AppUpdateStatus
    var testDescription: String { "\(installed) min \(minimum) latest \(latest) → \(status)" }
  }

  static let rows: [Row] = [
    Row(installed: "2.1", minimum: "2.0", latest: "2.1", status: .notNeeded),
    Row(installed: "2.2", minimum: "2.0", latest: "2.1", status: .notNeeded),
    Row(installed: "2.0", minimum: "2.0", latest: "2.1", status: .available),
    Row(installed: "1.9", minimum: "2.0", latest: "2.1", status: .required),
    Row(installed: "1.9.9", minimum: "2", latest: "2", status: .required),
    // Numeric, not lexicographic.
    Row(installed: "2.10", minimum: "2.9", latest: "2.10", status: .notNeeded),
    Row(installed: "2.9", minimum: "2.10", latest: "2.10", status: .required),
    Row(installed: "10.0", minimum: "9.0", latest: "10.0", status: .notNeeded),
    // Missing components count as zero.
    Row(installed: "2", minimum: "2.0.0", latest: "2.0", status: .notNeeded),
    Row(installed: "2.0.0", minimum: "2", latest: "2.0.1", status: .available),
    Row(installed: "2.0.0.0.1", minimum: "2", latest: "2.0.0.0.1", status: .notNeeded),
    // Required wins over available.
    Row(installed: "1.0", minimum: "3.0", latest: "2.0", status: .required),
    // Malformed announcements never force an update on their own.
    Row(installed: "1.0", minimum: "", latest: "", status: .notNeeded),
    Row(installed: "1.0", minimum: "abc", latest: "xyz", status: .notNeeded),
    Row(installed: "1.0", minimum: "..", latest: "1.0", status: .notNeeded),
    Row(installed: "1.0", minimum: "99999999999999999999999", latest: "1.0", status: .notNeeded),
    Row(installed: "1.0", minimum: "1.0", latest: "garbage", status: .notNeeded),
    Row(installed: "1.0", minimum: "0.9", latest: "1.x", status: .notNeeded),
    // A component with a suffix counts as zero; the others still count.
    Row(installed: "1.0", minimum: "0.9", latest: "1.1-beta", status: .available),
    Row(installed: "v2.1", minimum: "2.0", latest: "2.1", status: .notNeeded),
    Row(installed: "1.2.3 (45)", minimum: "1.2.3", latest: "1.2.3", status: .notNeeded),
    Row(installed: "1.0", minimum: "0.9", latest: "1.1.0-beta", status: .available),
  ]

  @Test(arguments: rows)
  func status(row: Row) {
    #expect(AppUpdateStatus(installed: row.installed, minimum: row.minimum, latest: row.latest) == row.status)
  }

  @Test func equalVersionsNeedNothing() {
    for version in ["0", "1", "1.0", "1.2.3", "2024.11.22"] {
      #expect(AppUpdateStatus(installed: version, minimum: version, latest: version) == .notNeeded)
    }
  }
}
