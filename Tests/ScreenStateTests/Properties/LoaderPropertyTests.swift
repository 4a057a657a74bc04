import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random scenarios of commands and completions against a real `Loader`, checked step by step against
/// `LoaderReferenceModel`.
///
/// The operation ignores cancellation, so replaced and cancelled calls stay pending and can complete late,
/// in any order. Every wait is an event: a command runs synchronously up to its first suspension
/// (`Task.immediate` on the main actor), a started request is awaited through its operation call, and a
/// completion is awaited through the task of the command that started that request, which ends only
/// after the loader's task for the request has processed the result.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct LoaderPropertyTests {
  @Test func randomScenariosKeepTheInvariants() async {
    await propertyCheck(count: 1_000, input: LoaderStep.scenarios) { steps in
      let scenario = LoaderScenario()
      await scenario.run(steps)
    }
  }
}

@MainActor
final class LoaderScenario {
  typealias Operation = ControllableOperation<Int, any Error>

  let operation = Operation(cancellationFailure: nil)
  let loader: Loader<Int, any Error>
  let recorder: StateRecorder<Loadable<Int, any Error>>
  var model = LoaderReferenceModel()
  /// The task of the command that started each request, by request number.
  var starters: [Task<Void, Never>] = []
  /// The tasks of commands that joined a request.
  var joiners: [Task<Void, Never>] = []
  /// Every distinct state the model went through.
  var history: [Loadable<Int, any Error>]

  init() {
    loader = Loader(retryPolicy: .never, timeout: nil, operation: operation.operation)
    recorder = StateRecorder(loader)
    history = [loader.state]
  }

  func run(_ steps: [LoaderStep]) async {
    for (index, step) in steps.enumerated() {
      guard await apply(step) else {
        Issue.record("stopped at step \(index) (\(step)) of \(steps)")
        return
      }
      guard check(after: step, at: index, of: steps) else { return }
    }
    await finish()
  }

  /// Applies one step; returns `false` when the loader diverged so far that waiting could hang.
  private func apply(_ step: LoaderStep) async -> Bool {
    switch step {
    case .load: return await command(model.load()) { Task.immediate { await self.loader.load() } }
    case .refresh: return await command(model.refresh()) { Task.immediate { await self.loader.refresh() } }
    case .retry: return await command(model.retry()) { Task.immediate { await self.loader.retry() } }
    case .cancel:
      _ = model.cancel()
      loader.cancel()
      return true
    case .reset:
      _ = model.reset()
      loader.reset()
      return true
    case .dismissFailure:
      _ = model.dismissFailure()
      loader.dismissFailure()
      return true
    case .complete(let end, let completion):
      let pending = operation.pendingCalls
      guard let call = end == .oldest ? pending.first : pending.last else { return true }
      model.complete(request: call.index, with: completion)
      switch completion {
      case .success(let value): call.succeed(with: value)
      case .failure(let code): call.fail(with: TestFailure(code))
      case .cancellation: call.fail(with: CancellationError())
      }
      await starters[call.index].value
      return true
    }
  }

  /// Issues a command whose first, synchronous part runs at once, then waits for what it started.
  private func command(_ effect: LoaderReferenceModel.Effect, _ issue: () -> Task<Void, Never>) async -> Bool {
    let task = issue()
    // Before waiting on anything, make sure the loader agrees about what is running.
    guard loader.isRunning == model.isRunning, loader.state == expectedState else {
      Issue.record("after the command: \(loader.state) (running: \(loader.isRunning)), expected \(expectedState)")
      return false
    }
    switch effect {
    case .start(let request, _):
      let call = await operation.nextCall()
      #expect(call.index == request)
      starters.append(task)
    case .join:
      joiners.append(task)
    case .nothing:
      await task.value  // returns at once
    }
    return true
  }

  private var expectedState: Loadable<Int, any Error> {
    model.expected { TestFailure($0) }
  }

  private func check(after step: LoaderStep, at index: Int, of steps: [LoaderStep]) -> Bool {
    let state = loader.state
    if history.last != expectedState { history.append(expectedState) }
    // An autoclosure argument: the description is built only when an expectation fails.
    func context() -> Comment { "after step \(index) (\(step)) of \(steps)" }
    #expect(state == expectedState, context())
    #expect(!(state.isLoading && state.isFailed), context())
    #expect((state.error != nil) == state.isFailed, context())
    #expect(state.value == model.latestSuccess, context())
    #expect(operation.callCount == model.started, context())
    #expect(loader.isRunning == model.isRunning, context())
    // One notification per visible change, none for a state replaced by an equal one.
    #expect(recorder.changeCount == history.count - 1, context())
    #expect(recorder.states == history, context())
    return state == expectedState && operation.callCount == model.started
  }

  /// Settles every pending call and waits for every task, so nothing outlives the scenario.
  private func finish() async {
    for call in operation.pendingCalls { call.succeed(with: -1) }
    for task in starters + joiners { await task.value }
    await loader.waitUntilSettled()
    #expect(operation.pendingCalls.isEmpty)
  }
}
