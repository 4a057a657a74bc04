import Foundation
import ScreenState

/// Keeps the first page of the board's feed between launches, so that the feed opens at once (marked stale)
/// with what was last seen, even with the server out of reach.
///
/// ```swift
/// let cache = FeedCache(directory: cachesDirectory)
/// cache.save(firstPage)          // each time the first page arrives from the server
/// cache.saved()?.value           // on the next launch, before the network answers
/// ```
public struct FeedCache: Sendable {
  /// The key the first page is kept under.
  public static let key: ResourceKey = "board/feed/first-page"

  private let persistence: any ResourcePersistence

  /// Creates a cache over `persistence`.
  public init(persistence: any ResourcePersistence) {
    self.persistence = persistence
  }

  /// Creates a cache in `directory`, with one JSON file per key (see ``ScreenState/FileResourcePersistence``);
  /// `log` hears of each file it cannot read or write.
  public init(directory: URL, log: @escaping @Sendable (String) -> Void = { _ in }) {
    self.init(persistence: FileResourcePersistence(directory: directory, log: log))
  }

  /// The first page saved by the latest launch that loaded one, and when it was saved; `nil` when there is none
  /// that can be read.
  public func saved() -> PersistedValue<Page<PostSummary, FeedCursor>>? {
    persistence.read(Page<PostSummary, FeedCursor>.self, for: Self.key)
  }

  /// Keeps `page` as the first page, replacing the one kept.
  public func save(_ page: Page<PostSummary, FeedCursor>) {
    persistence.write(page, for: Self.key)
  }

  /// Forgets the page kept.
  public func clear() {
    persistence.remove(Self.key)
  }
}
