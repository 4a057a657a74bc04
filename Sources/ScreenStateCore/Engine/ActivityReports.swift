/// The app's activity counted across every part of the app that reports it (each scene, window or screen): the app
/// is active while any reporter says its part is, or while none says anything, and a reporter forgotten no longer
/// counts.
///
/// So one window going to the background never marks the app inactive while another is in front, and a screen that
/// reported "background" and went away never leaves the app inactive for good. ``AppActivity`` keeps one.
///
/// ```swift
/// var reports = ActivityReports<Int>()
/// reports.report(1, isActive: true)
/// reports.report(2, isActive: false)  // one window in the background
/// reports.isActive                     // true: the other one is in front
/// reports.forget(1)                    // that window closed
/// reports.isActive                     // false
/// reports.forget(2)
/// reports.isActive                     // true: nobody says otherwise
/// ```
public struct ActivityReports<Reporter: Hashable & Sendable>: Hashable, Sendable {
  /// What each reporter said last: `true` for active.
  private var reports: [Reporter: Bool] = [:]

  /// Reports from nobody: the app counts as active.
  public init() {}

  /// Whether the app is active: some reporter says its part is, or no reporter says anything.
  public var isActive: Bool {
    reports.isEmpty || reports.values.contains(true)
  }

  /// The reporters that count now.
  public var reporters: Set<Reporter> {
    Set(reports.keys)
  }

  /// Records that `reporter`'s part of the app is active or not, in place of what it said before.
  public mutating func report(_ reporter: Reporter, isActive: Bool) {
    reports[reporter] = isActive
  }

  /// Forgets what `reporter` said: it went away, and no longer counts.
  public mutating func forget(_ reporter: Reporter) {
    reports[reporter] = nil
  }

  /// Forgets every reporter for which `shouldForget` returns `true`.
  public mutating func forgetAll(where shouldForget: (Reporter) -> Bool) {
    reports = reports.filter { !shouldForget($0.key) }
  }
}
