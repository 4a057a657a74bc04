import Foundation
import ScreenStateCore

/// A screen's handle on a paginated list kept under one key of a ``ResourceStore``: shared by every screen that asks
/// for the key, saved by the store's persistence (its first pages), patched by ``ResourceStore/modifyValue(for:as:_:)``
/// and optimistic updates, invalidated and revalidated like any key.
///
/// ```swift
/// let feed = store.pages("feed", savedPages: 3) { (cursor: String?) in
///   let answer = try await api.posts(after: cursor)
///   return Page(items: answer.posts, next: answer.next)
/// }
/// let screen = LoadableScreen(feed)     // the list, its footer, infinite scroll
/// ```
///
/// The subscription ends with ``release()`` or when the handle is deinitialised.
@MainActor
public final class PagedResource<Item: Sendable, Cursor: Sendable, Failure: Error>: PagedLoadableSource {
  /// The key this handle observes.
  public let key: ResourceKey
  /// The page loader shared by every handle of the key.
  public let pages: PageLoader<Item, Cursor, Failure>
  private let subscription: KeySubscription<PageLoader<Item, Cursor, Failure>>

  init(entry: StoreEntry<PageLoader<Item, Cursor, Failure>>, store: ResourceStore) {
    self.key = entry.key
    self.pages = entry.source
    subscription = KeySubscription(entry: entry, store: store)
  }

  private var store: ResourceStore { subscription.store }

  /// The shared list; reading it inside an observation tracks it.
  public var state: Loadable<PagedList<Item, Cursor>, Failure> { pages.state }
  /// The classification of the list's failure; `nil` unless failed.
  public var failureClassification: FailureClassification? { pages.failureClassification }
  /// Where the list shown came from: answered, restored from disk, set by hand.
  public var valueOrigin: ValueOrigin? { pages.valueOrigin }
  /// Counts the visible changes of the list.
  public var changeCount: UInt64 { pages.changeCount }
  /// What follows the last item; `nil` unless the list is loaded and settled.
  public var nextPage: NextPageState<Failure>? { pages.nextPage }
  /// What precedes the first item; `nil` unless the list is loaded and settled.
  public var previousPage: NextPageState<Failure>? { pages.previousPage }
  /// Whether any page is loading.
  public var isRunning: Bool { pages.isRunning }
  /// Whether the key's request waits for the network to come back.
  public var isWaitingForNetwork: Bool { pages.isWaitingForNetwork }
  /// The events of every page's requests.
  public var events: LoadEvents { pages.events }
  /// The configuration of the key's requests (the store's, or the key's own).
  public var configuration: LoadingConfiguration { pages.configuration }

  /// Whether the list shown is stale (see ``ResourceStore/isStale(_:)``).
  public var isStale: Bool { store.isStale(key) }
  /// When the list shown was saved by an earlier launch, while it is the one restored from disk.
  public var savedAt: Date? { store.savedAt(key) }

  /// Loads what the screen needs on appear: the first page when nothing is shown or the last load failed, a refresh
  /// of a stale list (restored from disk, invalidated, old) while it stays on screen; joins a request in flight.
  public func load() async {
    subscription.revalidateOnAppear()
    await pages.load()
  }

  /// Loads again what the list's refresh policy says, for every handle, keeping the pages on screen.
  public func refresh() async {
    await pages.refresh()
  }

  /// After the list failed, asks again.
  public func retry() async {
    await pages.retry()
  }

  /// Loads the page after the last one (or the failed one again), for every handle.
  public func loadMore() async {
    await pages.loadMore()
  }

  /// Loads the page before the first one (or the failed one again), for every handle.
  public func loadPrevious() async {
    await pages.loadPrevious()
  }

  /// Stops what is loading, for every handle.
  public func cancel() {
    pages.cancel()
  }

  /// Accepts the list's failure, for every handle.
  public func dismissFailure() {
    pages.dismissFailure()
  }

  /// Changes the list shown for every handle, fresh from now; items changed in place keep the pages, the footer
  /// and a next page in flight. `false` with no list shown.
  @discardableResult
  public func modifyValue(_ transform: (inout PagedList<Item, Cursor>) -> Void) -> Bool {
    store.modifyValue(for: key, as: PagedList<Item, Cursor>.self, transform)
  }

  /// Stops what is loading and forgets the value, for every handle of the key: the key shows nothing, as before its
  /// first load (a saved copy included), until the next load.
  public func reset() {
    pages.reset()
  }

  /// Suspends until no page of the key is loading.
  public func waitUntilSettled() async {
    await pages.waitUntilSettled()
  }

  /// Asks the key again every `interval` while screens show it, the app is in the foreground and the network allows
  /// optional work (reachable, not Low Data Mode, not cellular); a poll never overlaps a request of the key, and
  /// the interval counts from the end of the last one. `nil` stops polling.
  ///
  /// ```swift
  /// scores.poll(every: .seconds(30))
  /// ```
  public func poll(every interval: Duration?) {
    store.setPollInterval(interval, for: subscription.entry)
  }

  /// Ends this handle's subscription now; later calls do nothing.
  public func release() {
    subscription.release()
  }
}
