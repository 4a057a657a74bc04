import ScreenStateCore
import ScreenStateData

/// A change on a loading screen that a person using VoiceOver (or another assistive technology) must hear,
/// because nothing under their finger changed: "Loading posts", "Posts loaded", "Couldn't refresh posts.
/// No internet connection".
///
/// It is computed in the core from two projections, so every adapter announces the same thing at the same
/// moment; the SwiftUI and UIKit adapters post ``text`` as an announcement at its ``priority`` (a failure interrupts,
/// a page loaded waits its turn), or, for a failure that takes the whole screen
/// (``movesFocusToErrorTitle``), move VoiceOver's focus to the error screen's title instead. Announcements that
/// overlap are merged into one (``merged(with:)``), and ``AnnouncementQueue`` posts one again that VoiceOver reports
/// it did not deliver.
///
/// ```swift
/// let announcement = ScreenAnnouncement(from: .progress, to: .content(posts, isRefreshing: false, notice: nil),
///                                       texts: ScreenTexts(subject: "posts"))
/// announcement?.text   // "Loaded posts"
/// ```
public struct ScreenAnnouncement: Hashable, Sendable {
  /// What happened.
  public enum Event: String, Hashable, Sendable, CaseIterable {
    /// A first load started.
    case loading
    /// Content arrived on a screen that had none.
    case loaded
    /// A load arrived with nothing to show.
    case empty
    /// A refresh started over kept content.
    case refreshing
    /// A refresh brought new content.
    case refreshed
    /// A load with nothing on screen failed.
    case loadFailed
    /// A refresh over kept content failed.
    case refreshFailed
    /// The next page of a list started loading.
    case loadingMore
    /// The next page of a list arrived.
    case loadedMore
    /// The next page of a list failed; the pages loaded stay.
    case loadMoreFailed
    /// An action the person took (a like, a save) failed; what it changed was undone.
    case actionFailed
    /// A load has run past the escalation delay: "Still loading posts" (see ``LoadingTiming/escalation``).
    case stillLoading
    /// A load waits for the network to come back before it tries again.
    case waitingForNetwork

    /// How urgently the event is heard: a failure interrupts, the start and end of a load take their turn at once,
    /// news of pages and of a slow load wait for the speech before them to end.
    public var priority: Priority {
      switch self {
      case .loadFailed, .refreshFailed, .loadMoreFailed, .actionFailed: .high
      case .loading, .loaded, .empty, .refreshing, .refreshed, .waitingForNetwork: .default
      case .loadingMore, .loadedMore, .stillLoading: .low
      }
    }
  }

  /// How an announcement competes with the speech under way, as VoiceOver's announcement priorities
  /// (`AccessibilityNotification.Announcement` with an `announcementPriority`, iOS 17) do.
  public enum Priority: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Waits until the speech under way has ended.
    case low
    /// Interrupts the speech under way, and can be interrupted.
    case `default`
    /// Interrupts the speech under way, and cannot be interrupted once started: failures.
    case high

    /// Orders priorities from ``low`` to ``high``.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What happened (the most urgent event, in an announcement merged from several).
  public var event: Event
  /// The words to announce, in the screen's language.
  public var text: String
  /// How the announcement competes with the speech under way: the event's (``Event/priority``), or the highest of
  /// an announcement merged from several.
  public var priority: Priority
  /// Whether a failure now takes the whole screen: adapters move VoiceOver's focus to the error screen's title
  /// (`.screenChanged`), where it reads the title, instead of announcing ``text``.
  public var movesFocusToErrorTitle: Bool
  /// Whether the announcement should interrupt what is being read: failures do (``priority`` is ``Priority/high``).
  public var isUrgent: Bool { priority == .high }
  /// The announcements merged into this one, by ``merged(with:)``, in the order they were made; empty when none was.
  var parts: [ScreenAnnouncement] = []

  /// Creates an announcement of `event`, at the event's priority unless `priority` says otherwise.
  public init(event: Event, text: String, priority: Priority? = nil, movesFocusToErrorTitle: Bool = false) {
    self.event = event
    self.text = text
    self.priority = priority ?? event.priority
    self.movesFocusToErrorTitle = movesFocusToErrorTitle
  }

  /// The announcement for the change from `old` to `new`, or `nil` when nothing worth hearing changed (the
  /// same region, a busy error screen, a dismissed alert).
  ///
  /// A person who did not ask for a refresh hears nothing about it: when `isAutomatic` (the request behind `new` is
  /// one nobody asked for, see ``RequestReason/isAutomatic``), its start and end are not announced, nor its failure
  /// shown as an inline notice; a failure the policy shows louder (a banner, an alert, the whole screen) is announced
  /// as any other.
  public init?<Value>(
    from old: ScreenProjection<Value>, to new: ScreenProjection<Value>, texts: ScreenTexts, isAutomatic: Bool = false
  ) {
    let subject = texts.subject ?? texts[.defaultSubject]
    let oldFailed = old.showsFailure
    switch new {
    case .blank:
      return nil
    case .progress:
      guard !old.isProgress else { return nil }
      self.init(event: .loading, text: texts.format(.announceLoading, subject))
    case .failure(let errorScreen):
      guard !oldFailed else { return nil }
      let event: Event = old.hasContent ? .refreshFailed : .loadFailed
      let key: ScreenTextKey = event == .refreshFailed ? .announceRefreshFailed : .announceLoadFailed
      self.init(event: event, text: texts.format(key, subject, errorScreen.title), movesFocusToErrorTitle: true)
    case .content(_, let isRefreshing, let notice), .empty(let isRefreshing, let notice):
      if let notice {
        guard !oldFailed, !(isAutomatic && notice.isInline) else { return nil }
        self.init(event: .refreshFailed, text: texts.format(.announceRefreshFailed, subject, notice.title))
      } else if isRefreshing {
        guard !old.isRefreshing, !isAutomatic else { return nil }
        self.init(event: .refreshing, text: texts.format(.announceRefreshing, subject))
      } else if old.isRefreshing {
        guard !isAutomatic else { return nil }
        self.init(event: .refreshed, text: texts.format(.announceRefreshed, subject))
      } else if old.isProgress || (oldFailed && !old.hasContent) || old.isBlank {
        if case .empty = new {
          self.init(event: .empty, text: texts.format(.announceEmpty, subject))
        } else {
          self.init(event: .loaded, text: texts.format(.announceLoaded, subject))
        }
      } else {
        // Content to content (a dismissed alert, a new value set without a load): nothing to hear.
        return nil
      }
    }
  }
}

extension FailureNotice {
  /// The notice's headline.
  var title: String {
    switch self {
    case .alert(let alert): alert.title
    case .banner(let banner), .inline(let banner): banner.title
    }
  }

  /// Whether the notice is drawn inside the content: the quiet one.
  fileprivate var isInline: Bool {
    if case .inline = self { true } else { false }
  }
}

extension ScreenProjection {
  fileprivate var isBlank: Bool { if case .blank = self { true } else { false } }
  fileprivate var isProgress: Bool { if case .progress = self { true } else { false } }
  fileprivate var hasContent: Bool { region == .content || region == .empty }
  fileprivate var showsFailure: Bool { region == .failure || notice != nil }
}
