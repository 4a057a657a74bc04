import ScreenStateCore

/// What a store inspector shows at one moment, as a plain value: every key of a ``ResourceStore`` with its state,
/// age, staleness, subscribers and bytes saved, the keys it evicted lately, the mutations watched, and for each the
/// latest events and requests (each request with its attempts and their waits).
///
/// Made by ``StoreInspector/snapshot()``; drawn by the terminal inspector (`StoreInspectorRenderer`) and the SwiftUI
/// one (`StoreInspectorView`), which both take their words from ``InspectorFormat``.
///
/// ```swift
/// let snapshot = inspector.snapshot()
/// for entry in snapshot.sections { print(entry.name, InspectorFormat.status(of: entry)) }
/// // board/feed   loaded · 40 items, 2 pages · next page failed: server error (500)
/// // like post/3  failed: server error (500) · 2 patches rolled back
/// ```
public struct InspectorSnapshot: Hashable, Sendable {
  /// The store's time when the snapshot was made: the time line of every event's ``LoadEvent/time``.
  public var time: Duration
  /// The store's keys in the order of their paths, then the keys it evicted lately, then the mutations watched.
  public var sections: [Section]
  /// How many events the inspector has heard.
  public var eventCount: Int
  /// The entry that heard the latest event, if any: what an inspector selects first.
  public var mostRecent: Section.Subject?

  /// Creates a snapshot.
  public init(time: Duration, sections: [Section], eventCount: Int = 0, mostRecent: Section.Subject? = nil) {
    self.time = time
    self.sections = sections
    self.eventCount = eventCount
    self.mostRecent = mostRecent
  }

  /// The entry of `subject`, if the snapshot has one.
  public func section(_ subject: Section.Subject) -> Section? {
    sections.first { $0.subject == subject }
  }

  /// One key of the store (kept or lately evicted), or one mutation watched.
  public struct Section: Hashable, Sendable, Identifiable {
    /// What an entry is about.
    public enum Subject: Hashable, Sendable {
      /// A key of the store.
      case key(ResourceKey)
      /// A mutation watched, by its name.
      case mutation(String)
    }

    /// What the entry is about.
    public var subject: Subject
    /// What the store keeps about the key; `nil` for a mutation, and for a key the store evicted.
    public var info: ResourceStore.EntryInfo?
    /// Why the store evicted the key, while it keeps no entry for it.
    public var evicted: LoadEvent.EvictionReason?
    /// The size of the latest save of the key, when the persistence told it.
    public var bytesSaved: Int?
    /// How many times the key was saved since the inspector began.
    public var saves: Int
    /// The latest events, oldest first.
    public var timeline: [LoadEvent]
    /// The latest requests, oldest first, each with its attempts and their waits.
    public var requests: [RequestTrace]
    /// When the latest event happened.
    public var lastEventAt: Duration?

    /// Creates an entry.
    public init(
      subject: Subject, info: ResourceStore.EntryInfo? = nil, evicted: LoadEvent.EvictionReason? = nil,
      bytesSaved: Int? = nil, saves: Int = 0, timeline: [LoadEvent] = [], requests: [RequestTrace] = [],
      lastEventAt: Duration? = nil
    ) {
      self.subject = subject
      self.info = info
      self.evicted = evicted
      self.bytesSaved = bytesSaved
      self.saves = saves
      self.timeline = timeline
      self.requests = requests
      self.lastEventAt = lastEventAt
    }

    /// The subject.
    public var id: Subject { subject }

    /// The key's path or the mutation's name.
    public var name: String {
      switch subject {
      case .key(let key): key.path
      case .mutation(let name): name
      }
    }

    /// Whether it is a mutation.
    public var isMutation: Bool {
      if case .mutation = subject { return true }
      return false
    }

    /// The latest request, if any.
    public var latestRequest: RequestTrace? { requests.last }
  }
}
