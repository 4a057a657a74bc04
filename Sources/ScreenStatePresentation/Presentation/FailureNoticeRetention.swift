import ScreenStateCore
import ScreenStateData

/// Which failure notice a screen shows over its content while requests nobody asked for come and go: a notice the
/// person has not answered (an alert, a banner, an inline notice) stays while an automatic request runs, and if it
/// fails too, so that a poll neither takes an alert away when it starts nor brings one back every interval; it goes
/// when a request succeeds, when the person starts one, or when they answer it.
///
/// A pure state machine: the source's projection and whether its request is automatic in, what to show and since
/// which change its notice shows (the notice's identity, see ``LoadableScreen/failureRevision``) out.
///
/// ```swift
/// var retention = FailureNoticeRetention()
/// retention.show(refreshFailed, isAutomatic: false, at: 1)   // the alert, since 1
/// retention.show(polling, isAutomatic: true, at: 2)          // the content with the same alert, since 1
/// retention.show(pollFailed, isAutomatic: true, at: 3)       // still that alert, since 1
/// retention.show(pollSucceeded, isAutomatic: false, at: 4)   // the fresh content, no notice
/// ```
package struct FailureNoticeRetention: Hashable, Sendable {
  /// A notice shown and not answered, with the change it was first shown at.
  package struct Kept: Hashable, Sendable {
    /// The notice.
    package var notice: FailureNotice
    /// The change of the source it was first shown at.
    package var since: UInt64
  }

  /// The notice kept, if any.
  package private(set) var kept: Kept?

  /// Creates a retention that keeps nothing.
  package init() {}

  /// What to show of `projection`, the source's projection at its change `change`, and since which change its notice
  /// shows; `isAutomatic` says that nobody asked for the source's request (the one in flight, or the one that failed).
  ///
  /// - A notice kept stays over the content of an automatic request, whether it runs or failed, and is the same notice
  ///   when the projection shows it again unanswered (the failure it came from, back after such a request was
  ///   cancelled);
  /// - otherwise a notice of the projection is kept from now on, and no notice means none is kept;
  /// - a projection with no content (blank, progress, a full-screen failure) keeps nothing.
  package mutating func show<Value>(
    _ projection: ScreenProjection<Value>, isAutomatic: Bool, at change: UInt64
  ) -> (projection: ScreenProjection<Value>, noticeSince: UInt64?) {
    switch projection {
    case .content(let value, let isRefreshing, let notice):
      let (shown, since) = keep(notice, isAutomatic: isAutomatic, at: change)
      return (.content(value, isRefreshing: isRefreshing, notice: shown), since)
    case .empty(let isRefreshing, let notice):
      let (shown, since) = keep(notice, isAutomatic: isAutomatic, at: change)
      return (.empty(isRefreshing: isRefreshing, notice: shown), since)
    case .blank, .progress, .failure:
      kept = nil
      return (projection, nil)
    }
  }

  /// The person answered the notice shown (dismissed it, or asked to try again): it is not kept any more.
  package mutating func answer() {
    kept = nil
  }

  private mutating func keep(
    _ notice: FailureNotice?, isAutomatic: Bool, at change: UInt64
  ) -> (FailureNotice?, UInt64?) {
    if let kept, isAutomatic || notice == kept.notice { return (kept.notice, kept.since) }
    guard let notice else {
      kept = nil
      return (nil, nil)
    }
    kept = Kept(notice: notice, since: change)
    return (notice, change)
  }
}
