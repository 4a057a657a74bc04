import Foundation
import ScreenStateCore

// What an inspector reads of a store: its keys and what it keeps about each, as plain values. Nothing here changes
// the store or counts as a use of a key.

extension ResourceStore {
  /// The keys the store keeps, in the order of their paths.
  ///
  /// ```swift
  /// for key in store.keys { print(key, store.entryInfo(for: key)?.stage as Any) }
  /// ```
  public var keys: [ResourceKey] {
    storedKeys.sorted { $0.path < $1.path }
  }

  /// The store's time now: an offset on its clock, on the time line of every ``LoadEvent/time`` it reports.
  public var currentTime: Duration { now }

  /// What the store keeps about `key`, or `nil` when it keeps nothing; reading it does not count as a use.
  public func entryInfo(for key: ResourceKey) -> EntryInfo? {
    guard let entry = storedEntry(key) else { return nil }
    return entry.info(in: self)
  }

  /// What the store keeps about each key, in the order of their paths.
  public func entryInfos() -> [EntryInfo] {
    keys.compactMap(entryInfo(for:))
  }

  /// What a handle's `load()` finds for `entry`: its value, fresh or stale, or none of its own.
  func lookup(of entry: some ValueStoreEntry) -> LoadEvent.Kind {
    guard entry.value != nil, entry.valueOrigin != .placeholder else { return .cacheMiss }
    return .cacheHit(stale: isStale(entry))
  }

  /// What a ``ResourceStore`` keeps about one key, as a plain value: its state, its freshness, who observes it and
  /// when it goes. What an inspector draws (see ``StoreInspector``).
  public struct EntryInfo: Hashable, Sendable {
    /// Where the key's state stands, payload aside.
    public enum Stage: Hashable, Sendable {
      /// Nothing requested, nothing shown.
      case idle
      /// A request is in flight (a refresh, when ``EntryInfo/hasValue``).
      case loading
      /// A value is shown, settled.
      case loaded
      /// The last request failed (over a value kept, when ``EntryInfo/hasValue``).
      case failed
    }

    /// Where a paginated list stands after its last page.
    public enum NextPage: Hashable, Sendable {
      /// Another page exists and nothing loads it.
      case available
      /// The next page is loading.
      case loading
      /// The next page failed, classified.
      case failed(FailureClassification)
      /// The last page is loaded.
      case end
    }

    /// The key.
    public var key: ResourceKey
    /// The kind and its types, such as `Resource<Post, any Error>`.
    public var kind: String
    /// Where its state stands.
    public var stage: Stage
    /// Whether a value is shown (loaded, or kept while loading or after a failure).
    public var hasValue: Bool
    /// The classification of the failure shown, if any.
    public var failure: FailureClassification?
    /// Where the value shown came from.
    public var valueOrigin: ValueOrigin?
    /// Whether a request is in flight.
    public var isRunning: Bool
    /// The latest request of the key, in flight or not.
    public var latestRequest: RequestID?
    /// Whether the value is stale (see ``ResourceStore/isStale(_:)``).
    public var isStale: Bool
    /// How long ago the value shown was fetched; `nil` when it is stale by decree (never fetched, restored,
    /// a placeholder, invalidated).
    public var age: Duration?
    /// When the value shown was saved by an earlier launch, while it is the restored one.
    public var savedAt: Date?
    /// How many live handles observe the key.
    public var subscribers: Int
    /// How long ago the key was last used.
    public var idle: Duration
    /// How long until the store evicts the key, while no handle observes it; `nil` while one does.
    public var evictedIn: Duration?
    /// The number of items of a list (or any collection) shown.
    public var itemCount: Int?
    /// The number of pages of a paginated list shown.
    public var pageCount: Int?
    /// What follows the last page of a paginated list, while it is loaded and settled.
    public var nextPage: NextPage?
    /// Whether a sequence feeds the key now (see ``ResourceHandle/follow(_:apply:)``).
    public var isLive: Bool

    /// Creates the information of one key.
    public init(
      key: ResourceKey, kind: String, stage: Stage, hasValue: Bool = false, failure: FailureClassification? = nil,
      valueOrigin: ValueOrigin? = nil, isRunning: Bool = false, latestRequest: RequestID? = nil,
      isStale: Bool = true, age: Duration? = nil, savedAt: Date? = nil, subscribers: Int = 0,
      idle: Duration = .zero, evictedIn: Duration? = nil, itemCount: Int? = nil, pageCount: Int? = nil,
      nextPage: NextPage? = nil, isLive: Bool = false
    ) {
      self.key = key
      self.kind = kind
      self.stage = stage
      self.hasValue = hasValue
      self.failure = failure
      self.valueOrigin = valueOrigin
      self.isRunning = isRunning
      self.latestRequest = latestRequest
      self.isStale = isStale
      self.age = age
      self.savedAt = savedAt
      self.subscribers = subscribers
      self.idle = idle
      self.evictedIn = evictedIn
      self.itemCount = itemCount
      self.pageCount = pageCount
      self.nextPage = nextPage
      self.isLive = isLive
    }
  }
}

/// A value made of pages, for ``ResourceStore/EntryInfo/pageCount``.
protocol PageCounted {
  var pageCount: Int { get }
}

extension PagedList: PageCounted {}
