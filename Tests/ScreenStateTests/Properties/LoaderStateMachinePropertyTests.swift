import PropertyBased
import ScreenState
import Testing

@testable import ScreenStateCore
@testable import ScreenStateData
@testable import ScreenStatePresentation

/// Random command sequences against the pure `LoadState` (with no input, as a `Loader` uses it), checked against
/// `LoaderReferenceModel`.
struct LoaderStateMachinePropertyTests {
  typealias Machine = LoadState<Void, Int, TestFailure>

  /// Steps for the pure machine: the same commands, and completions of any request ever issued, so that
  /// stale and repeated completions are exercised too.
  enum MachineStep: Sendable, CustomStringConvertible {
    case command(LoaderStep)
    /// Completes the `index`-th issued request (modulo the number issued).
    case completeIssued(index: Int, LoaderReferenceModel.Completion)
    /// The app sets the value shown.
    case setValue(Int)

    init(code: Int, value: Int) {
      switch code {
      case 12...14: self = .completeIssued(index: value, .success(value))
      case 15: self = .completeIssued(index: value, .failure(code: value))
      case 16: self = .completeIssued(index: value, .cancellation)
      case 17: self = .setValue(value)
      default: self = .command(LoaderStep(code: code, value: value))
      }
    }

    var description: String {
      switch self {
      case .command(let step): "\(step)"
      case .completeIssued(let index, let completion): "issued[\(index)].\(completion)"
      case .setValue(let value): "setValue(\(value))"
      }
    }
  }

  static let scenarios = zip(Gen.int(in: 0...17), Gen.int(in: 0...5))
    .map { MachineStep(code: $0, value: $1) }
    .array(of: 1...40)

  @Test func randomCommandSequencesKeepTheInvariants() async {
    await propertyCheck(count: 2_000, input: Self.scenarios) { steps in
      Self.run(steps)
    }
  }

  @Test(arguments: [
    Loadable<Int, TestFailure>.idle, .loaded(3), .failed(TestFailure(2), previous: nil),
    .failed(TestFailure(2), previous: 4),
  ])
  func randomSequencesFromEachSettledInitialState(_ initial: Loadable<Int, TestFailure>) async {
    await propertyCheck(count: 250, input: Self.scenarios) { steps in
      Self.run(steps, from: initial)
    }
  }

  static func run(_ steps: [MachineStep], from initial: Loadable<Int, TestFailure> = .idle) {
    var machine = Machine(state: initial, classify: { _ in FailureClassification(kind: .unknown) })
    var model = LoaderReferenceModel(settled: settled(initial))
    /// Every request the machine issued, by model request number, and the outstanding ones.
    var issued: [RequestID] = []
    var outstanding: [Int] = []

    func check(_ step: MachineStep, _ index: Int) -> Bool {
      let expected: Loadable<Int, TestFailure> = model.expected { TestFailure($0) }
      let state = machine.state
      // An autoclosure argument: the description is built only when an expectation fails.
      func context() -> Comment { "after step \(index) (\(step)) of \(steps)" }
      #expect(state == expected, context())
      #expect(!(state.isLoading && state.isFailed), context())
      #expect((state.error != nil) == state.isFailed, context())
      #expect(state.value == model.latestSuccess, context())
      #expect((machine.current != nil) == model.isRunning, context())
      #expect(machine.current == model.current.map { issued[$0] }, context())
      return state == expected
    }

    func expectDecision(
      _ replacing: RequestID?, _ decision: StartDecision, _ effect: LoaderReferenceModel.Effect,
      _ context: @autoclosure () -> Comment
    ) {
      switch (decision, effect) {
      case (.start(let id), .start(let request, let replaced)):
        #expect(!issued.contains(id), "a request identifier was reused; \(context())")
        #expect(request == issued.count, context())
        #expect(replacing == replaced.map { issued[$0] }, context())
        issued.append(id)
        outstanding.append(request)
      case (.join(let id), .join(let request)):
        #expect(id == issued[request], context())
      case (.none, .nothing):
        break
      default:
        Issue.record("decision \(decision), expected \(effect); \(context())")
      }
    }

    for (index, step) in steps.enumerated() {
      func context() -> Comment { "at step \(index) (\(step)) of \(steps)" }
      switch step {
      case .command(.load):
        let current = machine.current
        expectDecision(current, machine.load(()), model.load(), context())
      case .command(.refresh):
        let current = machine.current
        expectDecision(current, machine.refresh(()), model.refresh(), context())
      case .command(.retry):
        let current = machine.current
        expectDecision(current, machine.retry(()), model.retry(), context())
      case .command(.cancel):
        let expected = model.cancel().map { issued[$0] }
        #expect(machine.cancel() == expected, context())
      case .command(.reset):
        let expected = model.reset().map { issued[$0] }
        #expect(machine.reset() == expected, context())
      case .command(.dismissFailure):
        #expect(machine.dismissFailure() == model.dismissFailure(), context())
      case .command(.complete(let end, let completion)):
        // Like the real engine: a request completes once.
        guard let request = end == .oldest ? outstanding.first : outstanding.last else { break }
        outstanding.removeAll { $0 == request }
        let counted = model.complete(request: request, with: completion)
        #expect(machine.finish(issued[request], with: outcome(completion)) == counted, context())
      case .setValue(let value):
        let expected = model.setValue(value).map { issued[$0] }
        #expect(machine.setValue(value, origin: .set) == expected, context())
      case .completeIssued(let pick, let completion):
        // Any issued request, even one that already completed: a repeated completion is stale too.
        guard !issued.isEmpty else { break }
        let request = pick % issued.count
        outstanding.removeAll { $0 == request }
        let counted = model.complete(request: request, with: completion)
        #expect(machine.finish(issued[request], with: outcome(completion)) == counted, context())
      }
      guard check(step, index) else { return }
    }
  }

  static func outcome(_ completion: LoaderReferenceModel.Completion) -> RequestOutcome<Int, TestFailure> {
    switch completion {
    case .success(let value): .success(value)
    case .failure(let code): .failure(TestFailure(code), FailureClassification(kind: .unknown, statusCode: code))
    case .cancellation: .cancelled
    }
  }

  static func settled(_ state: Loadable<Int, TestFailure>) -> LoaderReferenceModel.Settled {
    switch state {
    case .idle, .loading(previous: nil): .idle
    case .loading(previous: let value?), .loaded(let value): .loaded(value)
    case .failed(let failure, let previous): .failed(code: failure.code, previous: previous)
    }
  }
}
