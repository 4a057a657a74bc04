import Observation
import ScreenStateCore

/// Loads a paginated list page by page: the first page like any ``Loader``, then each next (or previous) page on
/// demand, keeping every page on screen while more load, after a page fails, and during a refresh.
///
/// ```swift
/// @MainActor @Observable final class FeedModel {
///   let feed = PageLoader { (cursor: String?) in                 // nil for the first page
///     let response = try await api.posts(after: cursor)          // GET /posts?after=…
///     return Page(items: response.posts, next: response.next)     // next == nil on the last page
///   }
///   lazy var screen = LoadableScreen(feed)                       // draws the list and its footer
/// }
///
/// // A page-number API:
/// PageLoader(first: 1) { number in
///   Page(items: try await api.posts(page: number), next: number < lastPage ? number + 1 : nil)
/// }
/// ```
///
/// - ``load()`` loads the first page on appear; ``refresh()`` loads it again (or every page loaded, with
///   ``PageRefreshPolicy/loadedPages``) while the pages stay on screen (`.loading(previous:)`); retries, timeouts
///   and failures as any loader's. Its value is a ``PagedList`` of every item loaded.
/// - ``loadMore()`` loads the page after the last one: a second call while it loads joins it; after a failure it
///   asks for that same page again; at the end of the list, or while the list is not settled, it does nothing.
///   ``loadPrevious()`` does the same before the first page, for a list opened in the middle.
/// - A failed page keeps every page loaded (``nextPage`` is ``NextPageState/failed(_:_:)``), and retrying it
///   retries that page only.
/// - A next page belongs to the list it extends: a refresh, a reset, or another list put on screen cancels the
///   request for it (its answer is dropped) and forgets its failure. Changing an item in place (``modifyValue(_:)``)
///   keeps the pages and the request: the page still extends the list.
/// - With `maxPages`, the list keeps at most that many pages: a page appended drops pages at the front.
/// - Appending page N costs the same for N = 1 and N = 1,000: no earlier page is copied (see ``PagedList``).
/// - One change on screen notifies once: a next page's arrival (the list grown, the footer back to "more") is one
///   change, not three.
@MainActor
public final class PageLoader<Item: Sendable, Cursor: Sendable, Failure: Error>: PagedLoadableSource {
  /// How requests are classified, retried, limited and timed.
  public let configuration: LoadingConfiguration
  /// The cursor (or page number) of the first page; `nil` when the first page is asked for without one.
  public let firstCursor: Cursor?
  /// What a refresh loads again.
  public let refreshPolicy: PageRefreshPolicy
  /// The most pages kept, if bounded.
  public var maxPages: Int? { machine.maxPages }

  private var machine: PagesState<Item, Cursor, Failure>
  private var notifications: UInt64 = 0
  nonisolated(unsafe) private var listRunner: RequestRunner<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>!
  nonisolated(unsafe) private var nextRunner: RequestRunner<Cursor, Page<Item, Cursor>, Failure>!
  nonisolated(unsafe) private var previousRunner: RequestRunner<Cursor, Page<Item, Cursor>, Failure>!
  private var eventSource = LoadEventSource()
  private let registrar = ObservationRegistrar()
  /// The key path of `state` and `==` on states, shared by every page loader of these types.
  private let typeInfo = PageLoaderTypeInfo<Item, Cursor, Failure>.shared

  deinit {
    listRunner?.abandon()
    nextRunner?.abandon()
    previousRunner?.abandon()
  }

  /// Creates a page loader for an API whose first page has a cursor or a number of its own, such as page 1, with
  /// every rule of `configuration`.
  ///
  /// - Parameters:
  ///   - first: The cursor (or page number) of the first page.
  ///   - refresh: What a refresh loads again; the first page by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - configuration: The classifier, retry policy, attempt timeout, clock and randomness of every page.
  ///   - fetch: Loads the page at a cursor. It should honour task cancellation.
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .firstPage,
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
    refresh: PageRefreshPolicy = .firstPage,
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
  ///   - refresh: What a refresh loads again; the first page by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page at a cursor. It should honour task cancellation.
  public convenience init(
    first: Cursor,
    refresh: PageRefreshPolicy = .firstPage,
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
  ///   - refresh: What a refresh loads again; the first page by default.
  ///   - maxPages: The most pages kept (at least 1); no bound by default.
  ///   - classifier: The rule that classifies failures of every page, for retries and presentation alike.
  ///   - retryPolicy: When a failed attempt at a page is retried.
  ///   - timeout: The time limit of each attempt at a page.
  ///   - clock: The clock of backoff, timeouts and time budgets; inject a virtual clock in tests.
  ///   - randomNumberGenerator: The source of jitter; inject a seeded one in tests.
  ///   - fetch: Loads the page at a cursor, `nil` for the first page. It should honour task cancellation.
  public convenience init(
    refresh: PageRefreshPolicy = .firstPage,
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

  /// Unavailable: an optional cursor type makes a last page's `next: nil` a cursor of its own, and the list never
  /// ends. A first page asked for without a cursor is `PageLoader { cursor in … }`, whose `cursor` is `nil` for it.
  @available(
    *, unavailable,
    message: "an optional cursor never ends the list; for a first page without a cursor use PageLoader { cursor in … }"
  )
  public convenience init<Wrapped>(
    first: Wrapped?,
    refresh: PageRefreshPolicy = .firstPage,
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
    let classifier = configuration.classifier
    self.configuration = configuration
    self.firstCursor = firstCursor
    self.refreshPolicy = refresh
    machine = PagesState(list: LoadState(classify: { classifier.classify($0) }), maxPages: maxPages)
    listRunner = RequestRunner(
      part: .value, configuration: configuration, timeout: timeout,
      operation: { (request: PageListRequest<Cursor>) async throws(Failure) -> PagedList<Item, Cursor> in
        try await Self.fetchList(request, fetch: fetch)
      },
      onEnd: { [weak self] request, outcome in
        self?.changeList { $0.finish(request, with: outcome) }
      }
    )
    nextRunner = RequestRunner(
      part: .nextPage, configuration: configuration, timeout: timeout,
      operation: { (cursor: Cursor) async throws(Failure) -> Page<Item, Cursor> in try await fetch(cursor) },
      onEnd: { [weak self] request, outcome in
        self?.update { $0.finishNext(request, with: outcome) }
      }
    )
    previousRunner = RequestRunner(
      part: .previousPage, configuration: configuration, timeout: timeout,
      operation: { (cursor: Cursor) async throws(Failure) -> Page<Item, Cursor> in try await fetch(cursor) },
      onEnd: { [weak self] request, outcome in
        self?.update { $0.finishPrevious(request, with: outcome) }
      }
    )
    listRunner.onNetworkWait = { [weak self] request, waiting in
      _ = self?.changeList { $0.networkWait(request, waiting) }
    }
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

  // MARK: - State

  /// The state of the list; reading it inside an observation tracks every change of the loader.
  public var state: Loadable<PagedList<Item, Cursor>, Failure> {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.list.state
  }

  /// The classification of the list's failure (a first page or a refresh); `nil` unless failed.
  public var failureClassification: FailureClassification? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.list.classification
  }

  /// Where the list shown came from: answered, restored from disk, set by hand; `nil` when none is shown.
  public var valueOrigin: ValueOrigin? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.list.origin
  }

  /// Counts the visible changes of the loader.
  public var changeCount: UInt64 {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return notifications
  }

  /// What follows the last item: more to load, loading, failed or the end; `nil` unless the list is loaded
  /// and settled. Reading it inside an observation tracks it.
  public var nextPage: NextPageState<Failure>? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.nextPage
  }

  /// What precedes the first item, for a list loaded both ways; `nil` unless the list is loaded and settled.
  public var previousPage: NextPageState<Failure>? {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.previousPage
  }

  /// Whether the first page or a refresh waits for the network to come back; tracks the loader.
  public var isWaitingForNetwork: Bool {
    registrar.access(self, keyPath: typeInfo.stateKeyPath)
    return machine.list.isWaitingForNetwork
  }

  /// Whether the first page, a refresh, or a page beyond either end is loading.
  public var isRunning: Bool { machine.isRunning }

  /// The latest request started (of any page), in flight or not; `nil` before the first.
  public var latestRequest: RequestID? { machine.list.ids.latest }

  /// The events of every page's requests (``LoadEvent/part`` tells them apart).
  public var events: LoadEvents {
    let events = eventSource.get()
    listRunner.events = events
    nextRunner.events = events
    previousRunner.events = events
    return events
  }

  // MARK: - Commands

  /// Loads the first page when nothing is loaded or the last load failed; joins a load in flight; does nothing
  /// once the list is loaded. Returns when that request has ended.
  public func load() async {
    await listRunner.wait(for: start(.load))
  }

  /// Loads again what ``refreshPolicy`` says (the first page, or every page loaded), keeping the pages on screen
  /// until it arrives; cancels a page in flight beyond either end. Returns when the request has ended.
  public func refresh() async {
    await listRunner.wait(for: start(.refresh))
  }

  /// After the list failed, asks again; joins a request in flight; otherwise does nothing. A failed page beyond an
  /// end is retried by ``loadMore()`` (or ``loadPrevious()``). Returns when that request has ended.
  public func retry() async {
    await listRunner.wait(for: start(.retry))
  }

  /// Performs `command` on the list without waiting: returns the request started or joined, if any.
  @discardableResult
  public func start(_ command: LoadCommand, reason: RequestReason? = nil) -> RequestID? {
    let first = PageListRequest<Cursor>.first(firstCursor)
    let refreshRequest = refreshRequest()
    let decision: StartDecision =
      switch command {
      case .load: changeList { $0.load(first) }
      case .refresh: changeList { $0.refresh(refreshRequest) }
      case .retry: changeList { $0.retry(first) }
      }
    if case .start(let request) = decision, let input = machine.list.currentInput {
      listRunner.start(request, input: input, reason: reason ?? command.reason)
    }
    return decision.request
  }

  /// Loads the page after the last one, or the same page again after it failed; joins it while it loads.
  /// Does nothing at the end of the list or while the list is not loaded and settled. Returns when that
  /// request has ended.
  public func loadMore() async {
    let (decision, cursor) = update { $0.loadNext() }
    if case .start(let request) = decision, let cursor {
      nextRunner.start(request, input: cursor, reason: .nextPage)
    }
    if let request = decision.request { await nextRunner.wait(for: request) }
  }

  /// Loads the page before the first one (see ``Page/previous``), or the same page again after it failed; joins it
  /// while it loads. Does nothing when no page precedes the list or while it is not settled.
  public func loadPrevious() async {
    let (decision, cursor) = update { $0.loadPrevious() }
    if case .start(let request) = decision, let cursor {
      previousRunner.start(request, input: cursor, reason: .previousPage)
    }
    if let request = decision.request { await previousRunner.wait(for: request) }
  }

  /// Stops what is loading: a first load or refresh goes back to what was shown before it, a page beyond an end
  /// back to its footer.
  public func cancel() {
    let dropped = update { $0.cancelEdges() }
    cancel(dropped)
    if changeList({ $0.cancel() }) != nil { listRunner.cancel() }
  }

  /// Stops what is loading and forgets every page.
  public func reset() {
    if changeList({ $0.reset() }) != nil { listRunner.cancel() }
    eventSource.emit { LoadEvent(.reset, time: listRunner.timers.now) }
  }

  /// Accepts the list's failure: the kept pages are shown as loaded, or nothing when none were kept.
  public func dismissFailure() {
    _ = changeList { $0.dismissFailure() }
  }

  /// Shows `list` now, cancelling a first load or refresh in flight. A list with the same pages as the one shown
  /// (items changed in place) keeps the requests for the pages beyond its ends; any other list drops them.
  public func setValue(_ list: PagedList<Item, Cursor>, origin: ValueOrigin = .set) {
    if changeList({ $0.setValue(list, origin: origin) }) != nil { listRunner.cancel() }
    eventSource.emit { LoadEvent(.valueReplaced(origin), time: listRunner.timers.now) }
  }

  /// Changes the list shown, if any, with `transform`, as ``setValue(_:origin:)`` would: changing items in place
  /// keeps the pages, the footer and a next page in flight. Returns `false`, changing nothing, with no list shown.
  @discardableResult
  public func modifyValue(_ transform: (inout PagedList<Item, Cursor>) -> Void) -> Bool {
    guard var list = machine.list.state.value else { return false }
    transform(&list)
    setValue(list)
    return true
  }

  /// Suspends until no request of any page is in flight; for tests and command-line tools.
  public func waitUntilSettled() async {
    while !Task.isCancelled {
      if let request = machine.list.current {
        await listRunner.wait(for: request)
      } else if let request = machine.next.request {
        await nextRunner.wait(for: request)
      } else if let request = machine.previous.request {
        await previousRunner.wait(for: request)
      } else {
        return
      }
    }
  }

  // MARK: - Effects and observation

  private func refreshRequest() -> PageListRequest<Cursor> {
    guard refreshPolicy == .loadedPages, let list = machine.list.state.value, list.pageCount > 0 else {
      return .first(firstCursor)
    }
    return .refetch(from: list.firstPageCursor ?? firstCursor, count: list.pageCount)
  }

  @discardableResult
  private func changeList<Result>(
    _ command: (inout LoadState<PageListRequest<Cursor>, PagedList<Item, Cursor>, Failure>) -> Result
  ) -> Result {
    let (result, dropped) = update { $0.changeList(command) }
    cancel(dropped)
    return result
  }

  private func cancel(_ dropped: PagesState<Item, Cursor, Failure>.DroppedEdges) {
    if dropped.next != nil { nextRunner.cancel() }
    if dropped.previous != nil { previousRunner.cancel() }
  }

  @discardableResult
  private func update<Result>(_ command: (inout PagesState<Item, Cursor, Failure>) -> Result) -> Result {
    var next = machine
    let result = command(&next)
    if isVisiblyDifferent(machine, next) {
      registrar.willSet(self, keyPath: typeInfo.stateKeyPath)
      machine = next
      notifications &+= 1
      registrar.didSet(self, keyPath: typeInfo.stateKeyPath)
    } else {
      machine = next
    }
    return result
  }

  private func isVisiblyDifferent(
    _ old: PagesState<Item, Cursor, Failure>, _ new: PagesState<Item, Cursor, Failure>
  ) -> Bool {
    if old.nextPage != new.nextPage || old.previousPage != new.previousPage
      || old.list.isWaitingForNetwork != new.list.isWaitingForNetwork
    {
      return true
    }
    if old.list.revision == new.list.revision { return false }
    let (before, after) = (old.list.state, new.list.state)
    guard before.caseIndex == after.caseIndex, old.list.origin == new.list.origin else { return true }
    if case .loaded(let lhs) = before, case .loaded(let rhs) = after, lhs.isSameCopy(as: rhs) { return false }
    return typeInfo.isSameListState?(before, after) != true
  }
}
