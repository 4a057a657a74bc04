/// Loads a paginated list page by page: the first page like any ``Loader``, then each next page on demand,
/// keeping every page on screen while more load, after a page fails, and during a refresh.
///
/// ```swift
/// @MainActor @Observable final class FeedModel {
///   let pages: PageLoader<Post, String, any Error>
///   let screen: LoadableScreen<PagedList<Post, String>, any Error>
///
///   init(api: API) {
///     pages = PageLoader { cursor in                                 // nil for the first page
///       let response = try await api.posts(after: cursor)          // GET /posts?after=…
///       return Page(items: response.posts, next: response.next)     // next == nil on the last page
///     }
///     screen = LoadableScreen(pages)                                 // draws the list and its footer
///   }
/// }
///
/// // A page-number API:
/// PageLoader(first: 1) { number in
///   Page(items: try await api.posts(page: number), next: number < lastPage ? number + 1 : nil)
/// }
/// ```
///
/// - ``loader`` loads the first page: ``load()`` on appear, ``refresh()`` to start again from the first page
///   while the pages stay on screen (`.loading(previous:)`), its retries, timeouts and failures as any loader's.
///   Its value is a ``PagedList`` of every item loaded.
/// - ``loadMore()`` loads the page after the last one: a second call while it loads joins it; after a failure it
///   asks for that same page again; at the end of the list, or while the list is not settled, it does nothing.
/// - A failed page keeps every page loaded (``nextPage`` is ``NextPageState/failed(_:_:)``), and retrying it
///   retries that page only.
/// - A next page belongs to the list it extends: a refresh, a reset, or any other list put on screen cancels
///   the request for it (its answer is dropped) and forgets its failure.
/// - Appending page N costs the same for N = 1 and N = 1,000: no earlier page is copied (see ``PagedList``).
@MainActor
public final class PageLoader<Item: Sendable, Cursor: Sendable, Failure: Error> {
  /// Loads the first page and holds the list; draw it with a ``LoadableScreen`` (see ``LoadableScreen/init(_:policy:errorScreens:)``).
  public let loader: Loader<PagedList<Item, Cursor>, Failure>
  /// The cursor (or page number) of the first page; `nil` when the first page is asked for without one.
  public let firstCursor: Cursor?

  private let nextPageLoader: Loader<Page<Item, Cursor>, Failure>
  private let fetch: @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  /// The list the next page's request (or its failure) extends.
  private var extended: PagedList<Item, Cursor>?

  /// Creates a page loader for an API whose first page has a cursor or a number of its own, such as page 1.
  ///
  /// - Parameters:
  ///   - first: The cursor (or page number) of the first page.
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page at a cursor. It should honour task cancellation.
  public convenience init(
    first: Cursor,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: first, classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: randomNumberGenerator
    ) { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
      // Only the first request lacks a cursor here: every next one comes from a page's `next`.
      try await fetch(cursor ?? first)
    }
  }

  /// Creates a page loader for a cursor API whose first page is asked for without a cursor: `fetch` receives
  /// `nil` for the first page, then each page's `next`.
  ///
  /// - Parameters:
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page after a cursor (`nil` for the first). It should honour task cancellation.
  public convenience init(
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: nil, classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: randomNumberGenerator, fetch: fetch)
  }

  private init(
    firstCursor: Cursor?,
    classifier: FailureClassifier,
    retryPolicy: RetryPolicy,
    timeout: AttemptTimeout<Failure>?,
    clock: any Clock<Duration>,
    randomNumberGenerator: some RandomNumberGenerator,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.firstCursor = firstCursor
    self.fetch = fetch
    loader = Loader(
      classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: randomNumberGenerator
    ) { () async throws(Failure) -> PagedList<Item, Cursor> in
      PagedList(pages: [try await fetch(firstCursor)])
    }
    nextPageLoader = Loader(
      classifier: classifier, retryPolicy: retryPolicy, timeout: timeout, clock: clock,
      randomNumberGenerator: randomNumberGenerator
    ) { () async throws(Failure) -> Page<Item, Cursor> in
      try await fetch(firstCursor)
    }
    loader.observeStateChanges { [weak self] in self?.listChanged() }
    nextPageLoader.observeStateChanges { [weak self] in self?.nextPageChanged() }
  }

  /// The state of the list; reading it inside an observation tracks it.
  public var state: Loadable<PagedList<Item, Cursor>, Failure> { loader.state }

  /// What follows the last item: more to load, loading, failed or the end; `nil` unless the list is loaded
  /// and settled. Reading it inside an observation tracks it.
  public var nextPage: NextPageState<Failure>? {
    guard case .loaded(let list) = loader.state else { return nil }
    switch nextPageLoader.state {
    case .loading:
      return .loading
    case .failed(let failure, _):
      return .failed(failure, nextPageLoader.failureClassification ?? loader.classifier.classify(failure))
    case .idle, .loaded:
      return list.hasMore ? .available : .end
    }
  }

  /// Whether the first page, a refresh or a next page is loading.
  public var isRunning: Bool { loader.isRunning || nextPageLoader.isRunning }

  /// Loads the first page when nothing is loaded or the last load failed; joins a load in flight; does nothing
  /// once the list is loaded. Returns when that request has ended.
  public func load() async {
    await loader.load()
  }

  /// Loads the first page again, keeping the pages on screen until it arrives; cancels a next page in flight.
  /// Returns when the request has ended.
  public func refresh() async {
    await loader.refresh()
  }

  /// Loads the page after the last one, or the same page again after it failed; joins it while it loads.
  /// Does nothing at the end of the list or while the list is not loaded and settled. Returns when that
  /// request has ended.
  public func loadMore() async {
    guard case .loaded(let list) = loader.state, let cursor = list.nextCursor else { return }
    if nextPageLoader.isRunning { return await nextPageLoader.load() }
    if case .failed = nextPageLoader.state { return await nextPageLoader.retry() }
    extended = list
    let fetch = fetch
    nextPageLoader.operation = { () async throws(Failure) -> Page<Item, Cursor> in try await fetch(cursor) }
    await nextPageLoader.refresh()
  }

  /// Stops what is loading: a first load or refresh goes back to what was shown before it, a next page back to
  /// its footer.
  public func cancel() {
    nextPageLoader.cancel()
    loader.cancel()
  }

  /// Stops what is loading and forgets every page.
  public func reset() {
    loader.reset()
  }

  /// Suspends until every request this loader started has ended; for tests and command-line tools.
  public func waitUntilSettled() async {
    while isRunning {
      await loader.waitUntilSettled()
      await nextPageLoader.waitUntilSettled()
    }
  }

  /// Calls `observer` after every change of the next page's request, for as long as the loader lives.
  func observeNextPageChanges(_ observer: @escaping @MainActor () -> Void) {
    nextPageLoader.observeStateChanges(observer)
  }

  // MARK: - Keeping the two requests consistent

  /// A next page belongs to the list it extends: any other state of the list forgets it.
  private func listChanged() {
    if case .loaded(let list) = loader.state, let extended, list.isSameCopy(as: extended) { return }
    forgetNextPage()
  }

  /// A next page arrived: append it to the list it extends, then get ready for the one after.
  ///
  /// The list shown may be another copy equal to it: the loader reports no change when a list equal to the one
  /// shown is set, so the page still extends it.
  private func nextPageChanged() {
    guard case .loaded(let page) = nextPageLoader.state else { return }
    if case .loaded(let list) = loader.state, let extended,
      list.isSameCopy(as: extended) || loader.typeInfo.isSameState?(.loaded(list), .loaded(extended)) == true
    {
      loader.setValue(list.appending(page))
    }
    forgetNextPage()
  }

  private func forgetNextPage() {
    extended = nil
    guard nextPageLoader.isRunning || !nextPageLoader.state.isIdle else { return }
    nextPageLoader.reset()
  }
}

extension PagedList {
  /// Whether `other` is this very copy: the same storage, count and page count (so the same items and next
  /// cursor, without comparing them: no two lists on one storage have the same page count).
  func isSameCopy(as other: Self) -> Bool {
    storage === other.storage && count == other.count && pageCount == other.pageCount
  }
}
