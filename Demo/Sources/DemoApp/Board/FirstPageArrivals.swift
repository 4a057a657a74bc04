import ScreenState

/// Counts the first pages of the feed that arrived from the server and saves each in the cache: what tells
/// ``FeedModel`` that the list on screen is no longer the saved copy.
@MainActor
final class FirstPageArrivals {
  /// How many first pages arrived.
  private(set) var count = 0
  private let cache: FeedCache?

  init(cache: FeedCache?) {
    self.cache = cache
  }

  /// Saves `page`, which the server has just sent as the first page, and counts it.
  func record(_ page: Page<PostSummary, FeedCursor>) {
    cache?.save(page)
    count += 1
  }
}
