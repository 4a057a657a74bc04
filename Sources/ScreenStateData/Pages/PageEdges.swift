import ScreenStateCore

/// The requests for the pages beyond each end of a paginated list, and the rules that tie them to the list they
/// extend: pure, so every rule is tested alone. A ``PageLoader`` keeps its list in its entry's ``LoadState`` and these
/// beside it; a change of either is one change on screen.
///
/// - A page beyond an end belongs to the list it extends (its ``generation``): another list put on screen (a refresh
///   starting or answering, a reset, a list set by hand with other pages) drops the requests for the edges, and their
///   answers are ignored. Changing items in place (a like on one post) keeps the pages and the edges.
/// - With ``maxPages``, a page appended drops pages at the front, and a page prepended drops pages at the back.
struct PageEdges<Item, Cursor, Failure: Error> {
  typealias List = PagedList<Item, Cursor>
  typealias ListState = LoadState<PageListRequest<Cursor>, List, Failure>

  var next: PageEdge<Cursor, Failure> = .idle
  var previous: PageEdge<Cursor, Failure> = .idle
  /// The page loaded that is asked for again alone, if any.
  private(set) var refreshing: PageRefresh?
  /// Counts the lists put on screen; a page request extends the generation it started in.
  private(set) var generation: UInt64 = 0
  /// The most pages kept; `nil` for no bound.
  let maxPages: Int?
  /// Whether two cursors are equal, when `Cursor` is `Equatable`.
  private let cursorsEqual: ((Cursor?, Cursor?) -> Bool)?

  init(maxPages: Int?) {
    self.maxPages = maxPages.map { max($0, 1) }
    cursorsEqual = Self.cursorEquality()
  }

  /// Which edges' requests must be cancelled after a change.
  struct Dropped: Equatable {
    var next: RequestID?
    var previous: RequestID?
    var page: RequestID?
  }

  /// A page already loaded, asked for again alone: request `request`, for the page at `index` of the list of
  /// `generation` (an index that follows the pages added or dropped before it meanwhile).
  struct PageRefresh: Equatable {
    let request: RequestID
    var index: Int
    let generation: UInt64
  }

  /// What the footers show, for a list state: what follows the last item and what precedes the first.
  struct Footers: Equatable {
    var next: NextPageState<Failure>?
    var previous: NextPageState<Failure>?
  }

  /// The footers of `list`: `nil` each unless the list is loaded and settled.
  func footers(of list: ListState) -> Footers {
    guard let settled = list.settledValue() else { return Footers() }
    return Footers(
      next: next.state(generation: generation, hasPage: settled.hasMore),
      previous: previous.state(generation: generation, hasPage: settled.hasPrevious))
  }

  /// Whether a request for a page beyond an end, or for a page loaded, is in flight.
  var isRunning: Bool { next.request != nil || previous.request != nil || refreshing != nil }

  // MARK: - The list

  /// The list changed from `before` to `after` (its settled values): if another list is on screen, the edges are
  /// dropped. Returns what to cancel.
  mutating func reconcile(before: List?, after: List?) -> Dropped {
    if let before, let after, keepsPages(before, after) { return Dropped() }
    if before == nil, after == nil, next.request == nil, previous.request == nil, refreshing == nil {
      return Dropped()
    }
    generation &+= 1
    let dropped = Dropped(next: next.request, previous: previous.request, page: refreshing?.request)
    next = .idle
    previous = .idle
    refreshing = nil
    return dropped
  }

  /// Whether `after` has the pages of `before` (the same copy, or the same pages with their cursors, items changed in
  /// place): a page beyond either end still extends it.
  func keepsPages(_ before: List, _ after: List) -> Bool {
    after.isSameCopy(as: before) || after.hasSameShape(as: before) { lhs, rhs in cursorsEqual?(lhs, rhs) ?? true }
  }

  // MARK: - The edges

  /// `loadMore()`: start (or join, or retry) the request for the page after the last one of `list`; `nil` at the end
  /// or while the list is not settled. Request ids come from the list's, so that every request of a list is ordered.
  mutating func loadNext(_ list: inout ListState) -> (decision: StartDecision, cursor: Cursor?) {
    guard let settled = list.settledValue(), let cursor = settled.nextCursor else { return (.none, nil) }
    return load(&next, cursor: cursor, ids: &list.ids)
  }

  /// `loadPrevious()`: as ``loadNext(_:)``, for the page before the first one.
  mutating func loadPrevious(_ list: inout ListState) -> (decision: StartDecision, cursor: Cursor?) {
    guard let settled = list.settledValue(), let cursor = settled.previousCursor else { return (.none, nil) }
    return load(&previous, cursor: cursor, ids: &list.ids)
  }

  private func load(
    _ edge: inout PageEdge<Cursor, Failure>, cursor: Cursor, ids: inout RequestIDs
  ) -> (decision: StartDecision, cursor: Cursor?) {
    var retrying: PageEdge<Cursor, Failure>.Failed?
    switch edge {
    case .loading(let request, _, let generation, _) where generation == self.generation:
      return (.join(request), nil)
    case .failed(let failure, let classification, _, let generation) where generation == self.generation:
      retrying = .init(failure: failure, classification: classification)
    case .idle, .loading, .failed:
      break
    }
    let request = ids.next()
    edge = .loading(request, cursor: cursor, generation: generation, retrying: retrying)
    return (.start(request), cursor)
  }

  /// Cancels the edges' requests (the pages loaded stay, a page asked for again goes back to its failure); returns
  /// what to cancel.
  mutating func cancel() -> Dropped {
    let dropped = Dropped(next: next.request, previous: previous.request, page: refreshing?.request)
    next = next.cancelled
    previous = previous.cancelled
    refreshing = nil
    return dropped
  }

  /// The request for the page beyond the end `atEnd` (after the last one, or before the first) ended. Returns whether
  /// anything changed.
  mutating func finish(
    _ request: RequestID, atEnd: Bool, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>,
    list: inout ListState
  ) -> Bool {
    var edge = atEnd ? next : previous
    defer { if atEnd { next = edge } else { previous = edge } }
    guard case .loading(request, let cursor, let generation, _) = edge else { return false }
    guard generation == self.generation, let shown = list.settledValue() else {
      edge = .idle
      return true
    }
    switch outcome {
    case .success(let page):
      edge = .idle
      var extended = atEnd ? shown.appending(page, cursor: cursor) : shown.prepending(page, cursor: cursor)
      if !atEnd { refreshing?.index += 1 }
      if let maxPages, extended.pageCount > maxPages {
        let excess = extended.pageCount - maxPages
        extended = atEnd ? extended.droppingFirstPages(excess) : extended.droppingLastPages(excess)
        if atEnd { refreshing?.index -= excess }
      }
      // A page asked for again that the bound dropped is asked for no more.
      if let index = refreshing?.index, index < 0 || index >= extended.pageCount { refreshing = nil }
      _ = list.replaceValue(extended)
    case .failure(let failure, let classification):
      edge = .failed(failure, classification, cursor: cursor, generation: generation)
    case .cancelled:
      edge = edge.cancelled
    }
    return true
  }

  // MARK: - A page loaded, asked for again

  /// `refresh(page:)`: starts the request for page `index` of the settled `list` again, or joins it when that page
  /// is asked for already. Returns `.none` for an index out of range, a list not settled, or while another page is
  /// asked for (`busy` then holds its request, to wait for).
  mutating func refreshPage(_ index: Int, _ list: inout ListState) -> (
    decision: StartDecision, cursor: Cursor?, busy: RequestID?
  ) {
    guard let settled = list.settledValue(), index >= 0, index < settled.pageCount else { return (.none, nil, nil) }
    if let refreshing {
      guard refreshing.index == index else { return (.none, nil, refreshing.request) }
      return (.join(refreshing.request), nil, nil)
    }
    let request = list.ids.next()
    refreshing = PageRefresh(request: request, index: index, generation: generation)
    return (.start(request), settled.cursor(ofPage: index), nil)
  }

  /// The request for a page loaded, asked for again, ended: an answer replaces that page of `list` (the others stay),
  /// while the list is still the one it was asked for in. Returns whether it replaced the page, and which
  /// requests beyond an end to cancel: an answer that moves an end of the list (the last page's `next`, the first
  /// page's `previous`) drops the request beyond that end, which extends the list as it was.
  mutating func finishPage(
    _ request: RequestID, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>, list: inout ListState
  ) -> (replaced: Bool, dropped: Dropped) {
    guard let asked = refreshing, asked.request == request else { return (false, Dropped()) }
    refreshing = nil
    guard case .success(let page) = outcome, asked.generation == generation, let shown = list.settledValue(),
      asked.index < shown.pageCount
    else { return (false, Dropped()) }
    let replaced = shown.replacingPage(at: asked.index, with: page)
    var dropped = Dropped()
    // An end that moved: what was loading (or failed) beyond it was asked for at the old cursor.
    if !cursorsMatch(replaced.nextCursor, shown.nextCursor) {
      dropped.next = next.request
      next = .idle
    }
    if !cursorsMatch(replaced.previousCursor, shown.previousCursor) {
      dropped.previous = previous.request
      previous = .idle
    }
    return (list.replaceValue(replaced), dropped)
  }

  /// Whether two cursors are the same; cursors that cannot be compared are taken to differ when either is `nil` and
  /// the other is not, and to match otherwise.
  private func cursorsMatch(_ lhs: Cursor?, _ rhs: Cursor?) -> Bool {
    if let cursorsEqual { return cursorsEqual(lhs, rhs) }
    return (lhs == nil) == (rhs == nil)
  }

  private static func cursorEquality() -> ((Cursor?, Cursor?) -> Bool)? {
    guard let equatable = Cursor.self as? any Equatable.Type else { return nil }
    func equality<C: Equatable>(_: C.Type) -> (Cursor?, Cursor?) -> Bool {
      { lhs, rhs in (lhs as! C?) == (rhs as! C?) }
    }
    return equality(equatable)
  }
}

extension LoadState {
  /// The value shown when it is loaded and settled: no request in flight (one nobody asked for leaves it loaded).
  func settledValue() -> Value? {
    if current == nil, case .loaded(let value) = state { return value }
    return nil
  }
}
