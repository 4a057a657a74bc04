import XCTest

/// The UIKit example screens, launched in the host app with the stubbed posts API, pass Xcode's accessibility audit
/// (`performAccessibilityAudit()`, iOS 17): element descriptions, hit regions, contrast, Dynamic Type, clipped text,
/// traits. XCTest, not Swift Testing: UI automation (`XCUIApplication`) exists only in XCTest.
final class ExampleAccessibilityAuditTests: XCTestCase {
  /// Launches the host app with `arguments` (`-example posts|feed`, `-failing`).
  @MainActor
  private func launch(_ arguments: [String]) -> XCUIApplication {
    let app = XCUIApplication()
    app.launchArguments = arguments
    app.launch()
    return app
  }

  @MainActor
  func testThePostsScreenPassesTheAudit() throws {
    let app = launch(["-example", "posts"])
    let posts = app.staticTexts.containing(NSPredicate(format: "label CONTAINS %@", "Post 1")).firstMatch
    XCTAssertTrue(posts.waitForExistence(timeout: 15))
    try app.performAccessibilityAudit()
  }

  @MainActor
  func testThePostsErrorScreenPassesTheAudit() throws {
    let app = launch(["-example", "posts", "-failing"])
    // The load's retries (three, with backoff) run first.
    XCTAssertTrue(app.buttons["Try Again"].waitForExistence(timeout: 60))
    try app.performAccessibilityAudit()
  }

  @MainActor
  func testTheFeedPassesTheAudit() throws {
    let app = launch(["-example", "feed"])
    XCTAssertTrue(app.staticTexts["Post 1"].waitForExistence(timeout: 15))
    try app.performAccessibilityAudit()
  }
}
