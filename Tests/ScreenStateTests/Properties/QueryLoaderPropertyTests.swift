import Foundation
import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random interleavings of queries (repeats of the current one included), virtual time, answers and failures
/// in any order (late, stale ones included), refreshes, retries and cancellations against a real `QueryLoader`,
/// checked after every step against `QueryLoaderReferenceModel`: exactly the calls the model predicts, with
/// their queries; the model's state; `shownQuery` the query the value on screen answers; never a stale answer
/// on screen; `isDebouncing` and the debounce's deadline.
///
/// The operation ignores cancellation, so replaced and cancelled calls stay pending and can be answered late.
/// The number of scenarios is `FUZZ_COUNT` (200 by default).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct QueryLoaderPropertyTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap(Int.init) ?? 200

  @Test func randomInterleavingsMatchTheReferenceModel() async {
    await propertyCheck(count: Self.count, input: Gen.bool, QueryStep.scenarios) { debounced, steps in
      await QueryScenario(debounced: debounced).run(steps)
    }
  }

  /// The interleavings the random ones must cover, spelled out.
  @Test(arguments: [
    // Answers arrive newest first: the stale one, answered last, is dropped.
    (
      false,
      [QueryStep.setQuery("a"), .setQuery("b"), .setQuery("c"), .answer(.newest), .answer(.oldest), .answer(.oldest)]
    ),
    // A burst within the debounce sends only its last query; a repeat of the query loading sends nothing.
    (true, [.setQuery("b"), .advance(100), .setQuery("c"), .advance(300), .setQuery("c"), .answer(.current)]),
    // Asking again, after a cancel, for the query that was loading: the results shown answer another query.
    (
      true,
      [.load, .answer(.current), .setQuery("b"), .advance(300), .cancel, .setQuery("c"), .setQuery("b"), .advance(300)]
    ),
    (false, [.load, .answer(.current), .setQuery("b"), .fail(.current, code: 1), .dismissFailure, .setQuery("b")]),
    // Loading after the waiting query was dropped loads the current query, not the one before it.
    (true, [.setQuery("b"), .cancel, .load, .answer(.current)]),
    // A refresh sends the waiting query at once; the stale answer of the replaced request is dropped.
    (true, [.load, .setQuery("b"), .refresh, .answer(.oldest), .advance(1_000), .answer(.current)]),
    // A retry asks again for the query that failed, even after the query changed and was dropped.
    (true, [.load, .fail(.current, code: 2), .setQuery("c"), .cancel, .retry, .answer(.current)]),
    // ... and, when a newer request was cancelled since, for that newer query, the current one.
    (true, [.load, .setQuery("b"), .fail(.oldest, code: 0), .advance(300), .cancel, .retry, .answer(.current)]),
    // A reset forgets the query shown; a value set by hand keeps it.
    (false, [.load, .answer(.current), .setValue(1), .setQuery("a"), .reset, .setQuery("a"), .answer(.current)]),
  ])
  func namedScenarios(debounced: Bool, steps: [QueryStep]) async {
    await QueryScenario(debounced: debounced).run(steps)
  }
}

/// One step of a random `QueryLoader` scenario.
enum QueryStep: Sendable, Equatable, CustomStringConvertible {
  /// Which pending call an answer goes to.
  enum Target: Sendable, Equatable {
    /// The oldest or newest pending call, current or stale.
    case oldest, newest
    /// The call of the request in flight, if any.
    case current
    /// The newest pending call that is not current (a replaced or cancelled request), if any.
    case stale
  }

  case setQuery(String)
  case advance(Int)
  case load, refresh, retry, cancel, reset, dismissFailure
  case setValue(Int)
  case answer(Target)
  case fail(Target, code: Int)
  case cancelCall(Target)

  static let alphabet = ["a", "b", "c"]
  static let targets: [Target] = [.oldest, .newest, .current, .stale]

  init(code: Int, value: Int) {
    let target = Self.targets[value % 4]
    switch code {
    case 0...3: self = .setQuery(Self.alphabet[value % 3])
    case 4, 5: self = .advance([100, 200, 300, 1_000][value % 4])
    case 6: self = .load
    case 7: self = .refresh
    case 8: self = .retry
    case 9: self = .cancel
    case 10: self = .reset
    case 11: self = .dismissFailure
    case 12: self = .setValue(value)
    case 13...15: self = .answer(target)
    case 16: self = .fail(target, code: value)
    default: self = .cancelCall(target)
    }
  }

  var description: String {
    switch self {
    case .setQuery(let query): "setQuery(\(query))"
    case .advance(let milliseconds): "advance(\(milliseconds)ms)"
    case .load: "load"
    case .refresh: "refresh"
    case .retry: "retry"
    case .cancel: "cancel"
    case .reset: "reset"
    case .dismissFailure: "dismissFailure"
    case .setValue(let value): "setValue(\(value))"
    case .answer(let target): "answer(\(target))"
    case .fail(let target, let code): "fail(\(target), \(code))"
    case .cancelCall(let target): "cancelCall(\(target))"
    }
  }

  /// Scenarios of 1 to 40 steps; queries come from three letters, so repeats of the current one are frequent.
  static let scenarios = zip(Gen.int(in: 0...17), Gen.int(in: 0...11))
    .map { QueryStep(code: $0, value: $1) }
    .array(of: 1...40)
}

@MainActor
final class QueryScenario {
  typealias Operation = ControllableOperation<String, any Error>
  static let debounce: Duration = .milliseconds(300)

  let operation = Operation(cancellationFailure: nil)
  let clock = VirtualClock()
  let search: QueryLoader<String, String, any Error>
  var model: QueryLoaderReferenceModel
  /// Commands still waiting for their request, awaited at the end so nothing outlives the scenario.
  var commands: [Task<Void, Never>] = []

  init(debounced: Bool) {
    let debounce = debounced ? Self.debounce : .zero
    search = QueryLoader(
      "a", debounce: debounce, retryPolicy: .never, timeout: nil, clock: clock,
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 5), operation: operation.operation(taking: String.self))
    model = QueryLoaderReferenceModel(query: "a", debounce: debounce)
  }

  func run(_ steps: [QueryStep]) async {
    for (index, step) in steps.enumerated() {
      await apply(step)
      guard await check(after: step, at: index, of: steps) else { return }
    }
    await finish(steps)
  }

  private func apply(_ step: QueryStep) async {
    switch step {
    case .setQuery(let query):
      model.setQuery(query)
      search.setQuery(query)
    case .advance(let milliseconds):
      model.advance(by: .milliseconds(milliseconds))
      clock.advance(by: .milliseconds(milliseconds))
    case .load:
      model.load()
      commands.append(Task.immediate { await self.search.load() })
    case .refresh:
      model.refresh()
      commands.append(Task.immediate { await self.search.refresh() })
    case .retry:
      model.retry()
      commands.append(Task.immediate { await self.search.retry() })
    case .cancel:
      model.cancel()
      search.cancel()
    case .reset:
      model.reset()
      search.reset()
    case .dismissFailure:
      model.dismissFailure()
      search.dismissFailure()
    case .setValue(let value):
      model.setValue("set#\(value)")
      search.setValue("set#\(value)")
    case .answer(let target):
      await complete(target, with: .success)
    case .fail(let target, let code):
      await complete(target, with: .failure(code: code))
    case .cancelCall(let target):
      await complete(target, with: .cancellation)
    }
  }

  /// Settles one pending call, then waits until the loader has taken its answer.
  private func complete(_ target: QueryStep.Target, with completion: QueryLoaderReferenceModel.Completion) async {
    let pending = operation.pendingCalls
    let currentCall = model.current.map(\.call)
    let call: Operation.Call? =
      switch target {
      case .oldest: pending.first
      case .newest: pending.last
      case .current: pending.first { $0.index == currentCall }
      case .stale: pending.last { $0.index != currentCall }
      }
    guard let call else { return }
    let counts = model.complete(call: call.index, with: completion)
    switch completion {
    case .success: call.succeed(with: QueryLoaderReferenceModel.answer(model.calls[call.index], call: call.index))
    case .failure(let code): call.fail(with: TestFailure(code))
    case .cancellation: call.fail(with: CancellationError())
    }
    if counts { _ = await eventually { !self.search.isRunning } }
    // A stale answer is processed by its request's task too: give it the turns to do so, then check nothing moved.
    for _ in 0..<4 { await Task.yield() }
  }

  private var expectedState: Loadable<String, any Error> {
    model.expected { TestFailure($0) }
  }

  private func check(after step: QueryStep, at index: Int, of steps: [QueryStep]) async -> Bool {
    func context() -> Comment { "after step \(index) (\(step)) of \(steps)" }
    // Calls are made by the requests' tasks, and a debounce's sleep registers from its own task.
    let expectedDeadlines = model.waiting.map { [VirtualClock.Instant(offset: $0.deadline)] } ?? []
    _ = await eventually { self.operation.callCount >= self.model.calls.count }
    _ = await eventually { self.clock.pendingDeadlines == expectedDeadlines }
    let state = search.state
    #expect(operation.callCount == model.calls.count, context())
    #expect(operation.calls.map { $0.input as? String } == model.calls, context())
    #expect(state == expectedState, context())
    #expect(search.isRunning == model.isRunning, context())
    #expect(search.query == model.query, context())
    #expect(search.isDebouncing == model.isDebouncing, context())
    #expect(clock.pendingDeadlines == expectedDeadlines, context())
    #expect(search.shownQuery == model.expectedShownQuery, context())
    // The value on screen answers the query shown: no stale answer, no answer under another query's name.
    if let value = state.value, let answered = QueryLoaderReferenceModel.query(answeredBy: value) {
      #expect(search.shownQuery == answered, context())
    }
    return state == expectedState && operation.callCount == model.calls.count
      && search.shownQuery == model.expectedShownQuery
  }

  /// Sends a waiting query, answers every pending call (late, stale answers last), and checks that none of
  /// them moved the loader off the model.
  private func finish(_ steps: [QueryStep]) async {
    if let waiting = model.waiting {
      let remaining = waiting.deadline - model.now
      model.advance(by: remaining)
      clock.advance(by: remaining)
      _ = await eventually { self.operation.callCount >= self.model.calls.count }
    }
    if let current = model.current, let call = operation.calls.first(where: { $0.index == current.call }) {
      model.complete(call: call.index, with: .success)
      call.succeed(with: QueryLoaderReferenceModel.answer(current.query, call: call.index))
    }
    for call in operation.pendingCalls { call.succeed(with: "late#\(call.index)") }
    for command in commands { await command.value }
    await search.waitUntilSettled()
    #expect(operation.pendingCalls.isEmpty)
    #expect(search.state == expectedState, "at the end of \(steps)")
    #expect(search.shownQuery == model.expectedShownQuery, "at the end of \(steps)")
  }
}
