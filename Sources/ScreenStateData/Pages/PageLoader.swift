import Observation
import ScreenStateCore

/// Loads a paginated list page by page: the first page like any ``Loader``, then each next (or previous) page on
/// demand, keeping every page on screen while more load, after a page fails, and during a refresh.
///
/// ```swift
/// let feed = PageLoader { (cursor: String?) in                 // nil for the first page
///   let response = try await api.posts(after: cursor)          // GET /posts?after=…
///   return Page(items: response.posts, next: response.next)     // next == nil on the last page
/// }
/// let screen = LoadableScreen(feed)                            // draws the list and its footer
///
/// // A page-number API:
/// PageLoader(first: 1) { number in
///   Page(items: try await api.posts(page: number), next: number < lastPage ? number + 1 : nil)
/// }
/// ```
///
/// - ``LoadEntry/load()`` loads the first page on appear; ``LoadEntry/refresh()`` loads every page loaded again (or
///   only the first, with ``PageRefreshPolicy/firstPage``) while the pages stay on screen (`.loading(previous:)`);
///   retries, timeouts and failures as any loader's. Its value is a ``PagedList`` of every item loaded.
/// - ``loadMore()`` loads the page after the last one: a second call while it loads joins it; after a failure it
///   asks for that same page again; at the end of the list, or while the list is not settled, it does nothing.
///   ``loadPrevious()`` does the same before the first page, for a list opened in the middle.
/// - A failed page keeps every page loaded (``nextPage`` is ``NextPageState/failed(_:_:)``), and retrying it
///   retries that page only.
/// - ``refresh(page:)`` asks for one page loaded again (a row edited, a page known to have changed) and keeps the
///   others: one request, the other pages untouched, the order kept.
/// - A next page belongs to the list it extends: a refresh, a reset, or another list put on screen cancels the
///   request for it (its answer is dropped) and forgets its failure. Changing an item in place (``LoadEntry/modifyValue(_:)``)
///   keeps the pages and the request: the page still extends the list.
/// - With `maxPages`, the list keeps at most that many pages: a page appended drops pages at the front.
/// - Appending page N costs the same for N = 1 and N = 1,000: no earlier page is copied (see ``PagedList``).
/// - One change on screen notifies once: a next page's arrival (the list grown, the footer back to "more") is one
///   change, not three.
@MainActor
public final class PageLoader<Item: Sendable, Cursor: Sendable, Failure: Error>:
  LoadEntry<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>, PagedLoadableSource
{
  /// The cursor (or page number) of the first page; `nil` when the first page is asked for without one.
  public let firstCursor: Cursor?
  /// What a refresh loads again.
  public let refreshPolicy: PageRefreshPolicy
  /// The most pages kept, if bounded.
  public var maxPages: Int? { edges.maxPages }

  private var edges: PageEdges<Item, Cursor, Failure>
  nonisolated(unsafe) private var nextRunner: RequestRunner<Cursor, Page<Item, Cursor>, Failure>!
  nonisolated(unsafe) private var previousRunner: RequestRunner<Cursor, Page<Item, Cursor>, Failure>!
  /// Asks for a page loaded again; its input is the cursor the page was asked for with.
  nonisolated(unsafe) private var pageRunner: RequestRunner<Cursor?, Page<Item, Cursor>, Failure>!
  /// While an edge's own change commits: whether the footers changed (the edges are not reconciled then).
  private var edgeCommit: Bool?
  /// The edges' requests a change of the list dropped, cancelled once it is committed.
  private var dropped = PageEdges<Item, Cursor, Failure>.Dropped()

  deinit {
    nextRunner?.abandon()
    previousRunner?.abandon()
    pageRunner?.abandon()
  }

  /// Creates a page loader for an API whose first page has a cursor or a number of its own, such as page 1, with
  /// every rule of `configuration`.
  ///
  /// - Parameters:
  ///   - first: The cursor (or page number) of the first page.
  ///   - refresh: What a refresh loads again; every page loaded by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - configuration: The classifier, retry policy, attempt timeout, clock and randomness of every page.
  ///   - fetch: Loads the page at a cursor. It should honour task cancellation.
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    configuration: LoadingConfiguration,
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: first, refresh: refresh, maxPages: maxPages, configuration: configuration,
      timeout: configuration.attemptTimeout(for: Failure.self)
    ) { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
      // Only a first page lacks a cursor here: every other one comes from a page's `next` or `previous`.
      try await fetch(cursor ?? first)
    }
  }

  /// Creates a page loader for a cursor API whose first page is asked for without a cursor: `fetch` receives
  /// `nil` for the first page, then each page's `next` (or `previous`); with every rule of `configuration`.
  public convenience init(
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    configuration: LoadingConfiguration,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: nil, refresh: refresh, maxPages: maxPages, configuration: configuration,
      timeout: configuration.attemptTimeout(for: Failure.self), fetch: fetch)
  }

  /// Creates a page loader for an API whose first page has a cursor or a number of its own, such as page 1.
  ///
  /// - Parameters:
  ///   - first: The cursor (or page number) of the first page.
  ///   - refresh: What a refresh loads again; every page loaded by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page at a cursor. It should honour task cancellation.
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Cursor) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: first, refresh: refresh, maxPages: maxPages,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout
    ) { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in
      try await fetch(cursor ?? first)
    }
  }

  /// Creates a page loader for a cursor API whose first page is asked for without a cursor: `fetch` receives
  /// `nil` for the first page, then each page's `next`.
  ///
  /// - Parameters:
  ///   - refresh: What a refresh loads again; every page loaded by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page at a cursor, `nil` for the first page. It should honour task cancellation.
  public convenience init(
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      firstCursor: nil, refresh: refresh, maxPages: maxPages,
      configuration: LoadingConfiguration(
        classifier: classifier, retryPolicy: retryPolicy, attemptTimeout: timeout?.duration, clock: clock,
        randomness: RandomSource(randomNumberGenerator)),
      timeout: timeout, fetch: fetch)
  }

  /// Unavailable: `first: nil` with a cursor type inferred from the page is a first page without a cursor, which
  /// is `PageLoader { cursor in … }`, whose `cursor` is `nil` for it.
  @available(
    *, unavailable,
    message:
      "leave `first` out for a first page without a cursor: PageLoader { cursor in … } gets nil for it, and its cursor type is not optional"
  )
  public convenience init<Wrapped>(
    first: Wrapped?,
    refresh: PageRefreshPolicy = .loadedPages,
    maxPages: Int? = nil,
    classifier: FailureClassifier = .standard,
    retryPolicy: RetryPolicy = .default,
    timeout: AttemptTimeout<Failure>? = .standard,
    clock: any Clock<Duration> = ContinuousClock(),
    randomNumberGenerator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
    fetch: @escaping @Sendable (Wrapped?) async throws(Failure) -> Page<Item, Cursor>
  ) where Cursor == Wrapped? {
    fatalError("unavailable")
  }

  init(
    firstCursor: Cursor?,
    refresh: PageRefreshPolicy,
    maxPages: Int?,
    configuration: LoadingConfiguration,
    timeout: AttemptTimeout<Failure>?,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    // An optional cursor type's cursor holding `nil` is no cursor: the first page is asked for without one.
    self.firstCursor = firstCursor.namingAPage()
    self.refreshPolicy = refresh
    edges = PageEdges(maxPages: maxPages)
    super.init(
      .idle, configuration: configuration, timeout: timeout,
      work: .withInput { (request: PageListRequest<Cursor>) async throws(Failure) -> PagedList<Item, Cursor> in
        try await Self.fetchList(request, fetch: fetch)
      },
      hasCommitHooks: true)
    nextRunner = edgeRunner(.nextPage, timeout: timeout, atEnd: true, fetch: fetch)
    previousRunner = edgeRunner(.previousPage, timeout: timeout, atEnd: false, fetch: fetch)
    pageRunner = RequestRunner(
      part: .page, configuration: configuration, timeout: timeout,
      operation: { (cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor> in try await fetch(cursor) },
      onEnd: { [weak self] request, outcome in self?.finishPage(request, with: outcome) })
  }

  private func edgeRunner(
    _ part: LoadPart, timeout: AttemptTimeout<Failure>?, atEnd: Bool,
    fetch: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> RequestRunner<Cursor, Page<Item, Cursor>, Failure> {
    RequestRunner(
      part: part, configuration: configuration, timeout: timeout,
      operation: { (cursor: Cursor) async throws(Failure) -> Page<Item, Cursor> in try await fetch(cursor) },
      onEnd: { [weak self] request, outcome in self?.finishEdge(request, atEnd: atEnd, with: outcome) })
  }

  private nonisolated static func fetchList(
    _ request: PageListRequest<Cursor>,
    fetch: @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) async throws(Failure) -> PagedList<Item, Cursor> {
    switch request {
    case .first(let cursor):
      return PagedList(pages: [try await fetch(cursor)], firstCursor: cursor)
    case .refetch(let first, let count):
      var pages: [Page<Item, Cursor>] = []
      var cursor = first
      while true {
        let page = try await fetch(cursor)
        pages.append(page)
        guard pages.count < count, let next = page.next else { break }
        cursor = next
      }
      return PagedList(pages: pages, firstCursor: first)
    }
  }

  // MARK: - The edges

  /// What follows the last item: more to load, loading, failed or the end; `nil` unless the list is loaded and
  /// settled. Reading it inside an observation tracks it.
  public var nextPage: NextPageState<Failure>? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return edges.footers(of: machine).next
  }

  /// What precedes the first item, for a list loaded both ways; `nil` unless the list is loaded and settled.
  public var previousPage: NextPageState<Failure>? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return edges.footers(of: machine).previous
  }

  /// The events of every page's requests (``LoadEvent/part`` tells them apart).
  override public var events: LoadEvents {
    let events = super.events
    nextRunner.report(to: events)
    previousRunner.report(to: events)
    pageRunner.report(to: events)
    return events
  }

  /// Loads the page after the last one, or the same page again after it failed; joins it while it loads. Does nothing
  /// at the end of the list or while the list is not loaded and settled. Returns when that request has ended.
  public func loadMore() async {
    let (decision, cursor) = updateEdges { list, edges in edges.loadNext(&list) }
    if case .start(let request) = decision, let cursor {
      nextRunner.start(request, input: cursor, reason: .nextPage)
    }
    if let request = decision.request { await nextRunner.wait(for: request) }
  }

  /// Loads the page before the first one (see ``Page/previous``), or the same page again after it failed; joins it
  /// while it loads. Does nothing when no page precedes the list or while it is not settled.
  public func loadPrevious() async {
    let (decision, cursor) = updateEdges { list, edges in edges.loadPrevious(&list) }
    if case .start(let request) = decision, let cursor {
      previousRunner.start(request, input: cursor, reason: .previousPage)
    }
    if let request = decision.request { await previousRunner.wait(for: request) }
  }

  /// Which page loaded (0 for the first) is asked for again by ``refresh(page:)``, if any; reading it inside an
  /// observation tracks it, so a row can show that it is being refreshed.
  public var refreshingPage: Int? {
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    return edges.refreshing?.index
  }

  /// Asks for page `index` of the list (0 for the first page loaded) again, alone, and keeps the other pages as they
  /// are: one request, at the cursor that page was asked for with, whose answer replaces that page in place (its items
  /// and cursors; the order of the pages is kept). Returns when that request has ended.
  ///
  /// ```swift
  /// await feed.refresh(page: 1)   // the second page again; the first and the third stay as they are
  /// ```
  ///
  /// - An index out of range (negative, or beyond the pages loaded) does nothing, and so does a list not loaded.
  /// - Asking for the page already asked for joins its request; asking for another page while one is asked for waits
  ///   for it first: one page at a time.
  /// - While the list's own request is in flight (a load, a refresh, which asks for every page loaded), it asks for
  ///   nothing and waits for that request. A refresh, a reset or another list put on screen meanwhile drops the
  ///   page's request: its answer belongs to the list it was asked for in.
  /// - A failure leaves the page as it was, and is reported in ``events`` (part ``LoadPart/page``); nothing else on
  ///   screen changes. The list's freshness is unchanged: one page is not the list.
  /// - An answer that moves an end of the list (the last page now says another `next`) drops the request for the
  ///   page beyond that end, asked for at the old cursor.
  public func refresh(page index: Int) async {
    while !Task.isCancelled {
      if let request = machine.current {
        await runner.wait(for: request)
        return
      }
      let (decision, cursor, busy) = updateEdges { list, edges in edges.refreshPage(index, &list) }
      if let busy {
        await pageRunner.wait(for: busy)
        continue
      }
      if case .start(let request) = decision { pageRunner.start(request, input: cursor, reason: .refresh) }
      if let request = decision.request { await pageRunner.wait(for: request) }
      return
    }
  }

  /// Stops what is loading: a first load or refresh goes back to what was shown before it, a page beyond an end back
  /// to its footer.
  override public func cancel() {
    cancel(updateEdges { _, edges in edges.cancel() })
    super.cancel()
  }

  /// Suspends until no request of any page is in flight; for tests and command-line tools.
  override public func waitUntilSettled() async {
    while !Task.isCancelled {
      if let request = machine.current {
        await runner.wait(for: request)
      } else if let request = edges.next.request {
        await nextRunner.wait(for: request)
      } else if let request = edges.previous.request {
        await previousRunner.wait(for: request)
      } else if let request = edges.refreshing?.request {
        await pageRunner.wait(for: request)
      } else {
        return
      }
    }
  }

  // MARK: - What the entry asks

  /// The first page for a load or a retry; for a refresh, what the refresh policy says, and every page loaded for a
  /// refresh nobody asked for: an automatic one never cuts what the person scrolled.
  override func input(for command: LoadCommand, reason: RequestReason) -> PageListRequest<Cursor> {
    guard command == .refresh, refreshPolicy == .loadedPages || reason.isAutomatic, let list = machine.state.value,
      list.pageCount > 0
    else { return .first(firstCursor) }
    return .refetch(from: list.firstPageCursor ?? firstCursor, count: list.pageCount)
  }

  @usableFromInline override func willCommit(
    from old: LoadState<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>,
    to new: LoadState<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>
  ) -> Bool {
    if let edgeCommit { return edgeCommit }
    let (before, after) = (old.settledValue(), new.settledValue())
    // The same pages (items changed in place, a like): the edges and the footers stay as they are.
    if let before, let after, edges.keepsPages(before, after) { return false }
    let footers = edges.footers(of: old)
    dropped = edges.reconcile(before: before, after: after)
    return edges.footers(of: new) != footers
  }

  @usableFromInline override func didCommit() {
    edgeCommit = nil
    edgesRunning = edges.isRunning
    let dropped = self.dropped
    self.dropped = .init()
    cancel(dropped)
  }

  // MARK: - Effects

  /// Applies a command to the edges (and the list they extend) as one change.
  private func updateEdges<Result>(
    _ command: (
      inout LoadState<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>,
      inout PageEdges<Item, Cursor, Failure>
    ) -> Result
  ) -> Result {
    var list = machine
    var changed = edges
    let result = command(&list, &changed)
    edgeCommit =
      changed.footers(of: list) != edges.footers(of: machine) || changed.refreshing?.index != edges.refreshing?.index
    edges = changed
    commit(&list)
    return result
  }

  private func finishEdge(
    _ request: RequestID, atEnd: Bool, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>
  ) {
    let asked = edges.refreshing?.request
    let changed = updateEdges { list, edges in edges.finish(request, atEnd: atEnd, with: outcome, list: &list) }
    // A page asked for again that the list's bound dropped is asked for no more.
    if asked != nil, edges.refreshing?.request != asked { pageRunner.cancel() }
    guard changed, outcome.isSuccess, let record else { return }
    record.store?.entryEnded(self, part: atEnd ? .nextPage : .previousPage, request: request, succeeded: true)
  }

  private func finishPage(_ request: RequestID, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>) {
    let (replaced, dropped) = updateEdges { list, edges in edges.finishPage(request, with: outcome, list: &list) }
    cancel(dropped)
    guard replaced, let record else { return }
    record.store?.entryEnded(self, part: .page, request: request, succeeded: true)
  }

  private func cancel(_ dropped: PageEdges<Item, Cursor, Failure>.Dropped) {
    if dropped.next != nil { nextRunner.cancel() }
    if dropped.previous != nil { previousRunner.cancel() }
    if dropped.page != nil { pageRunner.cancel() }
  }
}
