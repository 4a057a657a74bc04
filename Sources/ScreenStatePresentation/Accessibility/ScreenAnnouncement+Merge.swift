import ScreenStateCore
import ScreenStateData

extension ScreenAnnouncement {
  /// What an announcement is about: a newer one about the same thing says where it stands now.
  enum Topic: Hashable, Sendable {
    /// The screen's load: loading, loaded, refreshed, failed, still loading, waiting for the network.
    case load
    /// A paginated list's next pages.
    case pages
    /// An action the person took.
    case action
  }

  /// What the announcement is about.
  var topic: Topic {
    switch event {
    case .loading, .loaded, .empty, .refreshing, .refreshed, .loadFailed, .refreshFailed, .stillLoading,
      .waitingForNetwork:
      .load
    case .loadingMore, .loadedMore, .loadMoreFailed: .pages
    case .actionFailed: .action
    }
  }

  /// The one announcement to make when `newer` comes before this one was heard (VoiceOver is still reading it, or
  /// reported that it could not): two announcements spoken over each other are two announcements lost.
  ///
  /// - About the same thing (the screen's load, its next pages, an action), `newer` replaces this one: it says where
  ///   things stand now ("Loading posts", then "Loaded posts", is heard as "Loaded posts").
  /// - About different things, both are said in one announcement, the more urgent first ("Couldn't like the post.
  ///   Something went wrong on our side. Loaded more posts"), at the higher priority, moving the focus if either
  ///   does; its ``event`` is the more urgent one's.
  ///
  /// ```swift
  /// let loading = ScreenAnnouncement(event: .loading, text: "Loading posts")
  /// loading.merged(with: ScreenAnnouncement(event: .loaded, text: "Loaded posts")).text   // "Loaded posts"
  /// ```
  public func merged(with newer: ScreenAnnouncement) -> ScreenAnnouncement {
    var kept: [ScreenAnnouncement] = []
    for part in components + newer.components {
      kept.removeAll { $0.topic == part.topic }
      kept.append(part)
    }
    guard kept.count > 1 else { return kept[0] }
    // The most urgent first; among equals, the order they were made in.
    let spoken = kept.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }
      .map(\.element)
    var merged = ScreenAnnouncement(
      event: spoken[0].event, text: Self.joined(spoken.map(\.text)), priority: spoken[0].priority,
      movesFocusToErrorTitle: kept.contains { $0.movesFocusToErrorTitle })
    merged.parts = kept
    return merged
  }

  /// The announcements this one is made of: its parts, or itself.
  private var components: [ScreenAnnouncement] { parts.isEmpty ? [self] : parts }

  /// Sentences joined into one text: a period between two, unless the first ends with one of its own.
  private static func joined(_ texts: [String]) -> String {
    texts.dropFirst().reduce(texts[0]) { text, next in
      let ends = text.last.map { ".!?…".contains($0) } ?? true
      return text + (ends ? " " : ". ") + next
    }
  }
}
