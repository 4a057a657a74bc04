import ScreenState

/// An independent statement of `QueryLoader`'s documented rules, written from its doc comments and not from
/// its code: the oracle of `QueryLoaderPropertyTests`.
///
/// Calls are numbered from 0 in the order they are made; with no retries, each request is one call. The
/// answer to call `n` for query `q` is `"q#n"`, so a value says which query it answers. A request is *current*
/// from its start until it completes, is replaced (a newer query, a refresh) or is cancelled (a cancel, a
/// reset, a value set by hand); the answer of any other call is stale and changes nothing: the latest query
/// wins.
struct QueryLoaderReferenceModel {
  /// What the screen shows once no request is in flight.
  enum Settled: Equatable {
    case idle
    case loaded(String)
    case failed(code: Int, previous: String?)

    var value: String? {
      switch self {
      case .idle: nil
      case .loaded(let value): value
      case .failed(_, let previous): previous
      }
    }
  }

  /// A request in flight: its call and the query it asks for.
  struct Request: Equatable {
    let call: Int
    let query: String
  }

  enum Completion: Equatable, Sendable {
    case success
    case failure(code: Int)
    case cancellation
  }

  let debounce: Duration
  private(set) var now: Duration = .zero
  /// The latest query asked for.
  private(set) var query: String
  /// A query waiting for its debounce, and when it is sent.
  private(set) var waiting: (query: String, deadline: Duration)?
  private(set) var settled: Settled = .idle
  private(set) var current: Request?
  /// The query of every call made, in order.
  private(set) var calls: [String] = []
  /// The query whose answer is (or was last) on screen; a value set by hand keeps it, a reset forgets it.
  private(set) var shown: String?
  /// What the loader's own commands (a retry) ask for: the query of the last request, which is the one that
  /// failed unless a newer request was cancelled since, or the query shown once it is asked for again.
  private(set) var requestQuery: String

  init(query: String, debounce: Duration) {
    self.query = query
    self.requestQuery = query
    self.debounce = debounce
  }

  /// The answer a test gives to call `call` for `query`.
  static func answer(_ query: String, call: Int) -> String { "\(query)#\(call)" }

  /// The query a value answers, or `nil` for a value set by hand.
  static func query(answeredBy value: String) -> String? {
    value.hasPrefix("set#") ? nil : value.split(separator: "#", omittingEmptySubsequences: false).first.map(String.init)
  }

  var isRunning: Bool { current != nil }
  var isDebouncing: Bool { waiting != nil }

  /// The state the loader must show.
  func expected<Failure: Error>(failure: (Int) -> Failure) -> Loadable<String, Failure> {
    if current != nil { return .loading(previous: settled.value) }
    switch settled {
    case .idle: return .idle
    case .loaded(let value): return .loaded(value)
    case .failed(let code, let previous): return .failed(failure(code), previous: previous)
    }
  }

  /// The query `shownQuery` must report: the one answered by the value on screen, `nil` with no value.
  var expectedShownQuery: String? {
    settled.value == nil ? nil : shown
  }

  /// `setQuery(_:)`: the query is recorded at once; asking for the query loading, or for the one whose results
  /// are shown with nothing loading, changes nothing (and drops a waiting query); any other query is sent after
  /// the debounce, replacing the request in flight then.
  mutating func setQuery(_ query: String) {
    self.query = query
    waiting = nil
    if let current {
      if current.query == query { return }
    } else if case .loaded = settled, shown == query {
      requestQuery = query
      return
    }
    if debounce > .zero {
      waiting = (query, now + debounce)
    } else {
      start(query)
    }
  }

  /// Virtual time passes: a query whose debounce ends is sent.
  mutating func advance(by duration: Duration) {
    now += duration
    if let waiting, waiting.deadline <= now {
      self.waiting = nil
      start(waiting.query)
    }
  }

  /// `load()`: joins a request in flight; loads the current query (at once, without waiting for its debounce)
  /// when nothing is loaded or the last load failed; otherwise does nothing.
  mutating func load() {
    guard current == nil else { return }
    switch settled {
    case .idle, .failed:
      waiting = nil
      start(query)
    case .loaded:
      break
    }
  }

  /// `refresh()`: loads the current query again now, a waiting one included, replacing any request.
  mutating func refresh() {
    waiting = nil
    start(query)
  }

  /// `loader.retry()`: joins a request in flight; after a failure, asks again for the query of the last
  /// request: the one that failed or, when a newer one was cancelled, that newer one.
  mutating func retry() {
    guard current == nil, case .failed = settled else { return }
    start(requestQuery)
  }

  /// `cancel()`: drops the waiting query and the request in flight, keeping what was shown.
  mutating func cancel() {
    waiting = nil
    current = nil
  }

  /// `reset()`: forgets everything shown, stops the request in flight and drops a waiting query.
  mutating func reset() {
    waiting = nil
    current = nil
    settled = .idle
    shown = nil
  }

  /// `loader.dismissFailure()`: a failure with nothing in flight becomes what it kept.
  mutating func dismissFailure() {
    guard current == nil, case .failed(_, let previous) = settled else { return }
    settled = previous.map { .loaded($0) } ?? .idle
  }

  /// `loader.setValue(_:)`: shown as loaded, the request in flight dropped, the query shown kept.
  mutating func setValue(_ value: String) {
    current = nil
    settled = .loaded(value)
  }

  /// Call `call` completes; returns whether it counted.
  @discardableResult
  mutating func complete(call: Int, with completion: Completion) -> Bool {
    guard let current, current.call == call else { return false }
    self.current = nil
    switch completion {
    case .success:
      settled = .loaded(Self.answer(current.query, call: call))
      shown = current.query
    case .failure(let code):
      settled = .failed(code: code, previous: settled.value)
    case .cancellation:
      break  // never a failure: back to what was shown before the request
    }
    return true
  }

  private mutating func start(_ query: String) {
    current = Request(call: calls.count, query: query)
    requestQuery = query
    calls.append(query)
  }
}
