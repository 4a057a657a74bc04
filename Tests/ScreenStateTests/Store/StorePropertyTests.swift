import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random interleavings of subscriptions, loads, answers (in any order, late ones included), failures,
/// invalidations, time and optimistic mutations against a real `ResourceStore`, checked after every step
/// against `StoreReferenceModel`: the store makes exactly the requests the model predicts (so never two at
/// once per key), shows the model's value (so no older answer lands over a newer value), and rolls back
/// exactly what the model rolls back.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StorePropertyTests {
  @Test func randomInterleavingsMatchTheReferenceModel() async {
    await propertyCheck(count: 1_000, input: StoreStep.scenarios) { steps in
      let scenario = StoreScenario()
      await scenario.run(steps)
    }
  }

  /// The interleavings the properties must cover, spelled out: a newer value during a mutation is kept, and an
  /// invalidation during a mutation outlives its rollback (the restored value is stale, so the next load asks).
  @Test(arguments: [
    [
      StoreStep.subscribe(0), .load(0), .answer(0, newest: false, value: 0), .mutate(0), .invalidate(0),
      .fail(0, newest: true), .finishMutation(0, succeeds: false), .load(0),
    ],
    [
      .subscribe(0), .load(0), .answer(0, newest: true, value: 1), .mutate(0), .invalidate(0),
      .answer(0, newest: true, value: 2), .finishMutation(0, succeeds: false), .answer(0, newest: true, value: 3),
    ],
    [
      .subscribe(1), .load(1), .answer(1, newest: true, value: 1), .mutate(1), .finishMutation(1, succeeds: false),
      .answer(1, newest: false, value: 3), .answer(1, newest: true, value: 2),
    ],
    [
      .subscribe(2), .load(2), .mutate(2), .answer(2, newest: true, value: 1), .finishMutation(2, succeeds: true),
      .release(2), .answer(2, newest: true, value: 2), .advance(seconds: 12), .subscribe(2), .load(2),
    ],
  ])
  func namedScenarios(steps: [StoreStep]) async {
    let scenario = StoreScenario()
    await scenario.run(steps)
  }
}

/// One step of a random scenario on one of three keys.
enum StoreStep: Sendable, CustomStringConvertible {
  case subscribe(Int)
  case release(Int)
  case load(Int)
  case invalidate(Int)
  case invalidatePrefix
  case advance(seconds: Int)
  case answer(Int, newest: Bool, value: Int)
  case fail(Int, newest: Bool)
  case mutate(Int)
  case finishMutation(Int, succeeds: Bool)

  init(code: Int, key: Int, value: Int) {
    switch code {
    case 0: self = .subscribe(key)
    case 1: self = .release(key)
    case 2: self = .load(key)
    case 3: self = .invalidate(key)
    case 4: self = .invalidatePrefix
    case 5: self = .advance(seconds: value * 4)
    case 6, 7: self = .answer(key, newest: code == 7, value: value)
    case 8: self = .fail(key, newest: value % 2 == 0)
    case 9: self = .mutate(key)
    default: self = .finishMutation(key, succeeds: value % 2 == 0)
    }
  }

  var description: String {
    switch self {
    case .subscribe(let key): "subscribe(\(key))"
    case .release(let key): "release(\(key))"
    case .load(let key): "load(\(key))"
    case .invalidate(let key): "invalidate(\(key))"
    case .invalidatePrefix: "invalidatePrefix"
    case .advance(let seconds): "advance(\(seconds)s)"
    case .answer(let key, let newest, let value): "answer(\(key), \(newest ? "newest" : "oldest"), \(value))"
    case .fail(let key, let newest): "fail(\(key), \(newest ? "newest" : "oldest"))"
    case .mutate(let key): "mutate(\(key))"
    case .finishMutation(let key, let succeeds): "finishMutation(\(key), \(succeeds ? "success" : "failure"))"
    }
  }

  /// Key 0 comes up half of the time, so that steps on one key interleave densely.
  static let scenarios = zip(
    Gen.int(in: 0...10), Gen.int(in: 0...3).map { $0 == 3 ? 0 : min($0, 2) }, Gen.int(in: 0...3)
  )
  .map { StoreStep(code: $0, key: $1, value: $2) }
  .array(of: 1...50)
}

/// What the store must do, key by key, in plain values.
struct StoreReferenceModel {
  struct Key {
    var value: Int?
    var failed = false
    var fetchedAt: Duration?
    var subscribers = 0
    var exists = false
    /// The index of the operation call whose answer counts.
    var current: Int?
    var calls = 0
    /// An answer to this call, or an earlier one, leaves the value stale: it may predate an invalidation.
    var staleThrough: Int?
    /// Counts values that arrived, as the store does, to decide whether a rollback is exact.
    var revision = 0
    /// The mutation in flight: the value before its update, its freshness, the revision after it, and whether its
    /// write cut a request short (made again once the mutation has settled).
    var mutation: (previous: Int?, fetchedAt: Duration?, revision: Int, cutRequest: Bool)?
  }

  static let staleAfter: Duration = .seconds(10)
  var keys = [Key](repeating: Key(), count: 3)
  var now: Duration = .zero

  func isStale(_ key: Key) -> Bool {
    key.fetchedAt.map { now - $0 >= Self.staleAfter } ?? true
  }

  /// Starts a request for `index`, replacing any in flight.
  mutating func start(_ index: Int) {
    keys[index].current = keys[index].calls
    keys[index].calls += 1
  }

  mutating func load(_ index: Int) {
    let key = keys[index]
    guard key.current == nil else { return }
    if key.value == nil || key.failed || isStale(key) { start(index) }
  }

  mutating func invalidate(_ index: Int) {
    guard keys[index].exists else { return }
    keys[index].fetchedAt = nil
    // A rollback restores the value, never a freshness an invalidation has since taken away.
    keys[index].mutation?.fetchedAt = nil
    keys[index].staleThrough = keys[index].calls > 0 ? keys[index].calls - 1 : nil
    if keys[index].subscribers > 0 { start(index) }
  }

  /// Sets a value by hand, as an optimistic update or its rollback does: the request in flight is dropped.
  mutating func setValue(_ index: Int, _ value: Int, fetchedAt: Duration?) {
    keys[index].value = value
    keys[index].failed = false
    keys[index].current = nil
    keys[index].revision += 1
    keys[index].fetchedAt = fetchedAt
  }

  mutating func answer(_ index: Int, call: Int, with value: Int?) {
    guard keys[index].current == call else { return }
    keys[index].current = nil
    if let value {
      keys[index].value = value
      keys[index].failed = false
      if keys[index].staleThrough.map({ call > $0 }) ?? true { keys[index].fetchedAt = now }
      keys[index].revision += 1
    } else {
      keys[index].failed = true
    }
  }
}

@MainActor
final class StoreScenario {
  typealias Operation = ControllableOperation<Int, any Error>
  static let keys: [ResourceKey] = ["x/a", "x/b", "y"]

  let clock = VirtualClock()
  let store: ResourceStore
  let fetches = (0..<3).map { _ in Operation(cancellationFailure: nil) }
  let sends = (0..<3).map { _ in Operation() }
  var mutations: [Mutation<Int, Int, any Error>] = []
  var handles: [[Resource<Int, any Error>]] = [[], [], []]
  var loaders: [Loader<Int, any Error>?] = [nil, nil, nil]
  var model = StoreReferenceModel()

  init() {
    // Entries are never evicted here: eviction has its own tests.
    store = ResourceStore(
      staleAfter: StoreReferenceModel.staleAfter, evictAfter: .seconds(1_000_000), capacity: 100,
      retryPolicy: .never, clock: clock)
    for index in 0..<3 {
      let send = sends[index]
      mutations.append(
        // On the virtual clock with no deadline: a mutation ends only when the scenario says (the model's rule).
        Mutation(
          configuration: LoadingConfiguration(retryPolicy: .never, attemptTimeout: nil, clock: clock),
          optimistic: [.update(store, key: { Self.keys[$0] }, as: Int.self) { value, _ in value += 100 }]
        ) { _ in try await send.operation() })
    }
  }

  func run(_ steps: [StoreStep]) async {
    for (number, step) in steps.enumerated() {
      guard await apply(step) else {
        Issue.record("stopped at step \(number) (\(step)) of \(steps)")
        return
      }
      guard check(), await callCountsMatch() else {
        Issue.record("diverged at step \(number) (\(step)) of \(steps)")
        return
      }
    }
    for handle in handles.joined() { handle.release() }
  }

  private func apply(_ step: StoreStep) async -> Bool {
    switch step {
    case .subscribe(let index):
      let handle = store.resource(Self.keys[index], timeout: nil, fetch: fetches[index].operation)
      handles[index].append(handle)
      loaders[index] = handle.loader
      model.keys[index].subscribers += 1
      model.keys[index].exists = true
    case .release(let index):
      guard let handle = handles[index].popLast() else { return true }
      handle.release()
      model.keys[index].subscribers -= 1
    case .load(let index):
      guard let handle = handles[index].last else { return true }
      model.load(index)
      _ = Task.immediate { await handle.load() }
    case .invalidate(let index):
      model.invalidate(index)
      store.invalidate(Self.keys[index])
    case .invalidatePrefix:
      model.invalidate(0)
      model.invalidate(1)
      store.invalidate(prefix: "x")
    case .advance(let seconds):
      model.now += .seconds(seconds)
      clock.advance(by: .seconds(seconds))
    case .answer(let index, let newest, let value):
      return await settle(index, newest: newest, with: value)
    case .fail(let index, let newest):
      return await settle(index, newest: newest, with: nil)
    case .mutate(let index):
      guard model.keys[index].mutation == nil else { return true }
      let key = model.keys[index]
      var cutRequest = false
      if key.exists, let value = key.value {
        cutRequest = key.current != nil
        model.setValue(index, value + 100, fetchedAt: key.fetchedAt)
      }
      model.keys[index].mutation = (key.value, key.fetchedAt, model.keys[index].revision, cutRequest)
      let mutation = mutations[index]
      _ = Task.immediate { await mutation.submit(index) }
    case .finishMutation(let index, let succeeds):
      guard let pending = model.keys[index].mutation else { return true }
      model.keys[index].mutation = nil
      var cutRequest = pending.cutRequest
      let call = await sends[index].nextCall()
      if succeeds {
        call.succeed(with: 1)
      } else {
        call.fail(with: TestFailure(1))
        if model.keys[index].exists, let previous = pending.previous, model.keys[index].revision == pending.revision {
          cutRequest = cutRequest || model.keys[index].current != nil
          model.setValue(index, previous, fetchedAt: pending.fetchedAt)
        }
      }
      // An exact rollback asks nothing again (what is shown is what the server holds), but a request the change cut
      // short is made again.
      if succeeds || cutRequest { model.invalidate(index) }
      let mutation = mutations[index]
      return await eventually { !mutation.state.isSubmitting }
    }
    return true
  }

  /// Answers the oldest or newest pending call of a key, then waits until the loader has taken the answer.
  private func settle(_ index: Int, newest: Bool, with value: Int?) async -> Bool {
    // Calls are made by the loader's task: wait for the call the model expects to exist.
    guard await eventually({ self.fetches[index].callCount == self.model.keys[index].calls }) else { return false }
    let pending = fetches[index].pendingCalls
    guard let call = newest ? pending.last : pending.first else { return true }
    let counts = model.keys[index].current == call.index
    model.answer(index, call: call.index, with: value)
    if let value { call.succeed(with: value) } else { call.fail(with: TestFailure(value ?? 0)) }
    guard counts, let loader = loaders[index] else { return true }
    return await eventually { !loader.isRunning }
  }

  private func check() -> Bool {
    for index in 0..<3 {
      let key = model.keys[index]
      let actual = store.value(for: Self.keys[index], as: Int.self)
      #expect(actual == key.value, "value of \(Self.keys[index])")
      #expect(loaders[index]?.isRunning ?? false == (key.current != nil), "request in flight for \(Self.keys[index])")
      #expect(store.subscriberCount(of: Self.keys[index]) == key.subscribers)
      if actual != key.value || (loaders[index]?.isRunning ?? false) != (key.current != nil) { return false }
    }
    return true
  }

  /// Checked at the end of each step, once calls started by the step have been made.
  func callCountsMatch() async -> Bool {
    for index in 0..<3 {
      let expected = model.keys[index].calls
      guard await eventually({ self.fetches[index].callCount == expected }) else {
        #expect(fetches[index].callCount == expected, "calls for \(Self.keys[index])")
        return false
      }
    }
    return true
  }
}
