import ScreenStateCore

/// The pure state of a paginated list: its pages as one ``LoadState`` (the first page, a refresh), and the requests
/// for the pages beyond each end as ``PageEdge``s, in one value, so that every change is one change.
///
/// It owns no tasks; a ``PageLoader`` runs the requests it asks for and feeds their ends back.
///
/// - A page beyond an end belongs to the list it extends (its ``generation``): putting another list on screen
///   (a refresh starting or answering, a reset, a list set by hand with other pages) drops the requests for the
///   edges, and their answers are ignored. Changing items in place (a like on one post) keeps the pages and the
///   edges: the next page still extends the list.
/// - With ``maxPages``, a page appended drops pages at the front, and a page prepended drops pages at the back.
struct PagesState<Item, Cursor, Failure: Error> {
  typealias List = PagedList<Item, Cursor>

  /// The list itself: its first load, refreshes, failures, values set by hand.
  var list: LoadState<PageListRequest<Cursor>, List, Failure>
  var next: PageEdge<Cursor, Failure> = .idle
  var previous: PageEdge<Cursor, Failure> = .idle
  /// Counts the lists put on screen; a page request extends the generation it started in.
  private(set) var generation: UInt64 = 0
  /// The most pages kept; `nil` for no bound.
  let maxPages: Int?
  /// Whether two cursors are equal, when `Cursor` is `Equatable`.
  private let cursorsEqual: ((Cursor?, Cursor?) -> Bool)?

  init(list: LoadState<PageListRequest<Cursor>, List, Failure>, maxPages: Int?) {
    self.list = list
    self.maxPages = maxPages.map { max($0, 1) }
    cursorsEqual = Self.cursorEquality()
  }

  /// Which edges' requests must be cancelled after a change.
  struct DroppedEdges: Equatable {
    var next: RequestID?
    var previous: RequestID?
  }

  /// The list shown when it is loaded and settled.
  var settledList: List? {
    if case .loaded(let list) = list.state { return list }
    return nil
  }

  /// What follows the last item; `nil` unless the list is loaded and settled.
  var nextPage: NextPageState<Failure>? {
    settledList.map { next.state(generation: generation, hasPage: $0.hasMore) }
  }

  /// What precedes the first item; `nil` unless the list is loaded and settled.
  var previousPage: NextPageState<Failure>? {
    settledList.map { previous.state(generation: generation, hasPage: $0.hasPrevious) }
  }

  /// Whether any request is in flight.
  var isRunning: Bool { list.current != nil || next.request != nil || previous.request != nil }

  // MARK: - The list

  /// Applies a command to the list, then drops the edges if another list is on screen.
  mutating func changeList<Result>(
    _ command: (inout LoadState<PageListRequest<Cursor>, List, Failure>) -> Result
  ) -> (Result, DroppedEdges) {
    let before = settledList
    let result = command(&list)
    return (result, reconcile(before: before, after: settledList))
  }

  private mutating func reconcile(before: List?, after: List?) -> DroppedEdges {
    if let before, let after, after.isSameCopy(as: before) || keepsShape(before, after) { return DroppedEdges() }
    if before == nil, after == nil, next.request == nil, previous.request == nil { return DroppedEdges() }
    generation &+= 1
    return dropEdges()
  }

  private func keepsShape(_ before: List, _ after: List) -> Bool {
    after.hasSameShape(as: before) { lhs, rhs in cursorsEqual?(lhs, rhs) ?? true }
  }

  private mutating func dropEdges() -> DroppedEdges {
    let dropped = DroppedEdges(next: next.request, previous: previous.request)
    next = .idle
    previous = .idle
    return dropped
  }

  // MARK: - The edges

  /// `loadMore()`: start (or join, or retry) the request for the page after the last one; `nil` at the end or
  /// while the list is not settled.
  mutating func loadNext() -> (decision: StartDecision, cursor: Cursor?) {
    guard let list = settledList, let cursor = list.nextCursor else { return (.none, nil) }
    var edge = next
    defer { next = edge }
    return load(&edge, cursor: cursor)
  }

  /// `loadPrevious()`: as ``loadNext()``, for the page before the first one.
  mutating func loadPrevious() -> (decision: StartDecision, cursor: Cursor?) {
    guard let list = settledList, let cursor = list.previousCursor else { return (.none, nil) }
    var edge = previous
    defer { previous = edge }
    return load(&edge, cursor: cursor)
  }

  private mutating func load(
    _ edge: inout PageEdge<Cursor, Failure>, cursor: Cursor
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
    let request = list.ids.next()
    edge = .loading(request, cursor: cursor, generation: generation, retrying: retrying)
    return (.start(request), cursor)
  }

  /// Cancels the edges' requests (the pages loaded stay, a page asked for again goes back to its failure); returns
  /// what to cancel.
  mutating func cancelEdges() -> DroppedEdges {
    let dropped = DroppedEdges(next: next.request, previous: previous.request)
    next = next.cancelled
    previous = previous.cancelled
    return dropped
  }

  /// The next page's request ended. Returns whether anything changed.
  mutating func finishNext(_ request: RequestID, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>) -> Bool {
    guard case .loading(request, let cursor, let generation, _) = next else { return false }
    guard generation == self.generation, let shown = settledList else {
      next = .idle
      return true
    }
    switch outcome {
    case .success(let page):
      next = .idle
      var extended = shown.appending(page, cursor: cursor)
      if let maxPages, extended.pageCount > maxPages {
        extended = extended.droppingFirstPages(extended.pageCount - maxPages)
      }
      _ = list.replaceValue(extended)
    case .failure(let failure, let classification):
      next = .failed(failure, classification, cursor: cursor, generation: generation)
    case .cancelled:
      next = next.cancelled
    }
    return true
  }

  /// The previous page's request ended. Returns whether anything changed.
  mutating func finishPrevious(
    _ request: RequestID, with outcome: RequestOutcome<Page<Item, Cursor>, Failure>
  ) -> Bool {
    guard case .loading(request, let cursor, let generation, _) = previous else { return false }
    guard generation == self.generation, let shown = settledList else {
      previous = .idle
      return true
    }
    switch outcome {
    case .success(let page):
      previous = .idle
      var extended = shown.prepending(page, cursor: cursor)
      if let maxPages, extended.pageCount > maxPages {
        extended = extended.droppingLastPages(extended.pageCount - maxPages)
      }
      _ = list.replaceValue(extended)
    case .failure(let failure, let classification):
      previous = .failed(failure, classification, cursor: cursor, generation: generation)
    case .cancelled:
      previous = previous.cancelled
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
