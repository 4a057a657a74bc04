import ScreenState

/// An independent statement of `PageLoader`'s documented rules, written from its doc comments and not from its
/// code: the oracle of `PageLoaderPropertyTests`. A list is an array of pages; its items are their
/// concatenation, its next cursor the last page's.
///
/// Calls are numbered from 0 in the order they are made; with no retries, each request is one call. The first
/// page's request is current from its start until it completes, is replaced (a refresh) or is dropped (a
/// cancel, a reset, a list set by hand); the next page's request belongs to the list it extends, and any change
/// of that list (a refresh starting, a reset, another list set) drops it. The answer of a call that is not
/// current is stale and changes nothing.
struct PageLoaderReferenceModel {
  typealias Pages = [Page<Int, Int>]

  /// What the list shows once its first page's request is not in flight.
  enum Settled: Equatable {
    case idle
    case loaded(Pages)
    case failed(code: Int, previous: Pages?)

    var value: Pages? {
      switch self {
      case .idle: nil
      case .loaded(let pages): pages
      case .failed(_, let previous): previous
      }
    }
  }

  /// The next page's request, once it settled: none yet, or failed (retried at the same cursor).
  enum NextSettled: Equatable {
    case idle
    case failed(code: Int, cursor: Int)
  }

  enum Completion: Equatable, Sendable {
    /// A page of `size` items; the last page when `last`.
    case page(size: Int, last: Bool)
    case failure(code: Int)
    case cancellation
  }

  static let firstCursor = 0

  private(set) var settled: Settled = .idle
  /// The call of the first page's request in flight.
  private(set) var head: Int?
  /// The call of the next page's request in flight, and its cursor.
  private(set) var next: (call: Int, cursor: Int)?
  private(set) var nextSettled: NextSettled = .idle
  /// The cursor of every call made, in order.
  private(set) var calls: [Int] = []

  /// The page a test answers call `call` at `cursor` with: `size` items unique to the call.
  static func page(call: Int, cursor: Int, size: Int, last: Bool) -> Page<Int, Int> {
    Page(items: (0..<size).map { call * 100 + $0 }, next: last ? nil : cursor + 1)
  }

  static func items(of pages: Pages) -> [Int] { pages.flatMap(\.items) }

  var isRunning: Bool { head != nil || next != nil }

  /// The list loaded and settled, if any: the only state with a next page.
  var loadedList: Pages? {
    guard head == nil, case .loaded(let pages) = settled else { return nil }
    return pages
  }

  /// The state the loader must show.
  func expected<Failure: Error>(failure: (Int) -> Failure) -> Loadable<Pages, Failure> {
    if head != nil { return .loading(previous: settled.value) }
    switch settled {
    case .idle: return .idle
    case .loaded(let pages): return .loaded(pages)
    case .failed(let code, let previous): return .failed(failure(code), previous: previous)
    }
  }

  /// What `nextPage` must say.
  func expectedNextPage<Failure: Error>(failure: (Int) -> Failure) -> NextPageState<Failure>? {
    guard let list = loadedList else { return nil }
    if next != nil { return .loading }
    if case .failed(let code, _) = nextSettled {
      let failure = failure(code)
      return .failed(failure, FailureClassifier.standard.classify(failure))
    }
    return list.last?.next == nil ? .end : .available
  }

  /// `load()`: joins the first page's request; starts it when nothing is loaded or the last load failed.
  mutating func load() {
    guard head == nil else { return }
    switch settled {
    case .idle, .failed: startHead()
    case .loaded: break
    }
  }

  /// `refresh()`: starts the first page again, replacing its request; the next page is forgotten.
  mutating func refresh() {
    startHead()
  }

  /// `loadMore()`: joins the next page's request; after its failure asks for the same cursor again; otherwise
  /// asks for the page after the last one. Nothing at the end, or unless the list is loaded and settled.
  mutating func loadMore() {
    guard let list = loadedList, let cursor = list.last?.next else { return }
    if next != nil { return }
    if case .failed(_, let failedCursor) = nextSettled {
      startNext(failedCursor)
    } else {
      startNext(cursor)
    }
  }

  /// `LoadableScreen.rowAppeared(at:)`: loads more when the footer offers more and the row is one of the last
  /// `prefetchDistance`.
  mutating func rowAppeared(at index: Int, prefetchDistance: Int) {
    guard expectedNextPage(failure: TestFailure.init) == .available, let list = loadedList else { return }
    if index >= Self.items(of: list).count - prefetchDistance { loadMore() }
  }

  /// `cancel()`: the next page goes back to its footer (its failure, if it was retrying one), the first page's
  /// request back to what was shown before it.
  mutating func cancel() {
    next = nil
    head = nil
  }

  /// `reset()`: everything stops and is forgotten.
  mutating func reset() {
    head = nil
    settled = .idle
    forgetNextPage()
  }

  /// `loader.dismissFailure()`: a failed first page with nothing in flight becomes what it kept.
  mutating func dismissFailure() {
    guard head == nil, case .failed(_, let previous) = settled else { return }
    settled = previous.map { .loaded($0) } ?? .idle
  }

  /// Whether two lists have the same pages, whatever their items: as many pages, each with as many items and the
  /// same cursors around it.
  static func haveSameShape(_ lhs: Pages, _ rhs: Pages) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy {
        $0.items.count == $1.items.count && $0.next == $1.next && $0.previous == $1.previous
      }
  }

  /// `loader.setValue(_:)`: the list is shown as loaded, its first page's request dropped. A list with the same
  /// pages as the one loaded and settled (items changed in place) keeps the next page; any other list drops it.
  mutating func setValue(_ pages: Pages) {
    if let list = loadedList, Self.haveSameShape(list, pages) {
      settled = .loaded(pages)
      return
    }
    head = nil
    settled = .loaded(pages)
    forgetNextPage()
  }

  /// Call `call` completes; returns whether it counted.
  @discardableResult
  mutating func complete(call: Int, with completion: Completion) -> Bool {
    if call == head {
      head = nil
      switch completion {
      case .page(let size, let last):
        settled = .loaded([Self.page(call: call, cursor: calls[call], size: size, last: last)])
      case .failure(let code):
        settled = .failed(code: code, previous: settled.value)
      case .cancellation:
        break
      }
      return true
    }
    if let next, next.call == call {
      self.next = nil
      switch completion {
      case .page(let size, let last):
        guard case .loaded(let pages) = settled else { preconditionFailure("a next page without a list") }
        settled = .loaded(pages + [Self.page(call: call, cursor: next.cursor, size: size, last: last)])
        nextSettled = .idle
      case .failure(let code):
        nextSettled = .failed(code: code, cursor: next.cursor)
      case .cancellation:
        break
      }
      return true
    }
    return false
  }

  private mutating func startHead() {
    head = calls.count
    calls.append(Self.firstCursor)
    forgetNextPage()
  }

  private mutating func startNext(_ cursor: Int) {
    next = (calls.count, cursor)
    calls.append(cursor)
  }

  private mutating func forgetNextPage() {
    next = nil
    nextSettled = .idle
  }
}
