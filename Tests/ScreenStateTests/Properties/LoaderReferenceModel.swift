import ScreenState

/// An independent statement of the loader's documented rules, written from the issue and the doc comments,
/// not from `LoaderStateMachine`: the oracle of the property tests.
///
/// Requests are numbered from 0 in the order they start. A request is *current* from its start until it
/// completes, is replaced by a newer one (`refresh()`), or is cancelled (`cancel()`, `reset()`); any
/// completion of a request that is not current is stale and changes nothing.
struct LoaderReferenceModel {
  /// What a screen shows once no request is in flight.
  enum Settled: Equatable {
    case idle
    case loaded(Int)
    case failed(code: Int, previous: Int?)

    var value: Int? {
      switch self {
      case .idle: nil
      case .loaded(let value): value
      case .failed(_, let previous): previous
      }
    }
  }

  /// What a command does about requests.
  enum Effect: Equatable {
    case start(request: Int, replacing: Int?)
    case join(request: Int)
    case nothing
  }

  enum Completion: Equatable, Sendable {
    case success(Int)
    case failure(code: Int)
    case cancellation
  }

  private(set) var settled: Settled
  /// The current request, if one is in flight.
  private(set) var current: Int?
  /// How many requests have started: with no retries, the number of operation calls.
  private(set) var started = 0
  /// The value of the latest successful, non-stale completion since the last reset (or the initial value).
  private(set) var latestSuccess: Int?

  init(settled: Settled = .idle) {
    self.settled = settled
    self.latestSuccess = settled.value
  }

  var isRunning: Bool { current != nil }

  /// The state the loader must show.
  func expected<Failure: Error>(failure: (Int) -> Failure) -> Loadable<Int, Failure> {
    if current != nil { return .loading(previous: settled.value) }
    switch settled {
    case .idle: return .idle
    case .loaded(let value): return .loaded(value)
    case .failed(let code, let previous): return .failed(failure(code), previous: previous)
    }
  }

  /// `load()`: joins a request in flight; starts when nothing is loaded or the last load failed.
  mutating func load() -> Effect {
    if let current { return .join(request: current) }
    switch settled {
    case .idle, .failed: return start()
    case .loaded: return .nothing
    }
  }

  /// `refresh()`: always starts, replacing any request in flight.
  mutating func refresh() -> Effect {
    start()
  }

  /// `retry()`: joins a request in flight; starts after a failure; otherwise nothing.
  mutating func retry() -> Effect {
    if let current { return .join(request: current) }
    if case .failed = settled { return start() }
    return .nothing
  }

  /// `cancel()`: the request in flight stops counting; the state goes back to the settled one.
  mutating func cancel() -> Int? {
    defer { current = nil }
    return current
  }

  /// `reset()`: the request in flight stops counting and everything is forgotten.
  mutating func reset() -> Int? {
    defer {
      current = nil
      settled = .idle
      latestSuccess = nil
    }
    return current
  }

  /// `setValue(_:)`: the request in flight stops counting; the app's value is shown as loaded.
  mutating func setValue(_ value: Int) -> Int? {
    defer {
      current = nil
      settled = .loaded(value)
      latestSuccess = value
    }
    return current
  }

  /// `dismissFailure()`: a failure shown with nothing in flight becomes what it kept (or idle).
  mutating func dismissFailure() -> Bool {
    guard current == nil, case .failed(_, let previous) = settled else { return false }
    settled = previous.map { .loaded($0) } ?? .idle
    return true
  }

  /// A request completes. Returns whether it counted (it was current).
  @discardableResult
  mutating func complete(request: Int, with completion: Completion) -> Bool {
    guard request == current else { return false }
    current = nil
    switch completion {
    case .success(let value):
      settled = .loaded(value)
      latestSuccess = value
    case .failure(let code):
      settled = .failed(code: code, previous: settled.value)
    case .cancellation:
      break  // never a failure: back to what was shown before the request
    }
    return true
  }

  private mutating func start() -> Effect {
    let request = started
    started += 1
    defer { current = request }
    return .start(request: request, replacing: current)
  }
}
