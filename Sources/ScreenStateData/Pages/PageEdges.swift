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

  /// Whether a request for a page beyond an end is in flight.
  var isRunning: Bool { next.request != nil || previous.request != nil }

  // MARK: - The list

  /// The list changed from `before` to `after` (its settled values): if another list is on screen, the edges are
  /// dropped. Returns what to cancel.
  mutating func reconcile(before: List?, after: List?) -> Dropped {
    if let before, let after, keepsPages(before, after) { return Dropped() }
    if before == nil, after == nil, next.request == nil, previous.request == nil { return Dropped() }
    generation &+= 1
    let dropped = Dropped(next: next.request, previous: previous.request)
    next = .idle
    previous = .idle
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
    let dropped = Dropped(next: next.request, previous: previous.request)
    next = next.cancelled
    previous = previous.cancelled
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
      if let maxPages, extended.pageCount > maxPages {
        let excess = extended.pageCount - maxPages
        extended = atEnd ? extended.droppingFirstPages(excess) : extended.droppingLastPages(excess)
      }
      _ = list.replaceValue(extended)
    case .failure(let failure, let classification):
      edge = .failed(failure, classification, cursor: cursor, generation: generation)
    case .cancelled:
      edge = edge.cancelled
    }
    return true
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
  /// The value shown when it is loaded and settled.
  func settledValue() -> Value? {
    if case .loaded(let value) = state { return value }
    return nil
  }
}
