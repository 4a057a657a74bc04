import ScreenStateTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ControllableOperationTests {
  struct Failure: Error, Equatable {
    let code: Int
  }

  @Test func aCallWaitsUntilItIsSettled() async throws {
    let op = ControllableOperation<Int, any Error>()
    #expect(op.callCount == 0)
    let caller = Task { try await op.operation() }
    let call = await op.nextCall()
    #expect(call.index == 0)
    #expect(call.isPending)
    #expect(call.result == nil)
    #expect(op.callCount == 1)
    #expect(op.pendingCalls.map(\.index) == [0])
    call.succeed(with: 4)
    #expect(!call.isPending)
    #expect(op.pendingCalls.isEmpty)
    #expect(try await caller.value == 4)
  }

  @Test func aFailedCallThrowsItsTypedFailure() async {
    let op = ControllableOperation<Int, Failure>(cancellationFailure: nil)
    let caller = Task { () -> Result<Int, Failure> in
      do throws(Failure) {
        return .success(try await op.operation())
      } catch {
        return .failure(error)  // statically a `Failure`: the typed throw reaches the caller
      }
    }
    await op.nextCall().fail(with: Failure(code: 3))
    #expect(await caller.value == .failure(Failure(code: 3)))
  }

  @Test func settlingTwiceKeepsTheFirstOutcome() async throws {
    let op = ControllableOperation<Int, any Error>()
    let caller = Task { try await op.operation() }
    let call = await op.nextCall()
    call.succeed(with: 1)
    call.fail(with: Failure(code: 1))
    call.settle(.success(2))
    #expect(try call.result?.get() == 1)
    #expect(try await caller.value == 1)
  }

  @Test func aCallSettledBeforeItIsAwaitedIsNotLost() async throws {
    // `settle` may run before the operation suspends: the result must still reach the caller.
    let op = ControllableOperation<Int, Never>()
    let first = Task { await invoke(op) }
    let call = await op.nextCall()
    call.succeed(with: 9)
    #expect(await first.value == 9)
  }

  @Test func callsAreHandedOutInOrder() async throws {
    let op = ControllableOperation<Int, Never>()
    let first = Task { await invoke(op) }
    let a = await op.nextCall()
    let second = Task { await invoke(op) }
    let b = await op.nextCall()
    #expect(a.index == 0)
    #expect(b.index == 1)
    #expect(op.calls.map(\.index) == [0, 1])
    b.succeed(with: 2)
    #expect(op.pendingCalls.map(\.index) == [0])
    a.succeed(with: 1)
    #expect(await first.value == 1)
    #expect(await second.value == 2)
  }

  @Test func nextCallReturnsCallsMadeBeforeItWasAsked() async {
    let op = ControllableOperation<Int, Never>()
    let first = Task { await invoke(op) }
    let second = Task { await invoke(op) }
    // Wait for both calls through the first `nextCall`, then the second is already there.
    let a = await op.nextCall()
    let b = await op.nextCall()
    #expect(Set([a.index, b.index]) == [0, 1])
    a.succeed(with: 0)
    b.succeed(with: 0)
    _ = await (first.value, second.value)
  }

  @Test func aCancelledCallFailsWithTheCancellationFailure() async {
    let op = ControllableOperation<Int, any Error>()
    let caller = Task { try await op.operation() }
    let call = await op.nextCall()
    #expect(!call.isCancelled)
    caller.cancel()
    await call.waitForCancellation()
    #expect(call.isCancelled)
    #expect(!call.isPending)
    await #expect(throws: CancellationError.self) { try await caller.value }
  }

  @Test func aCallThatIgnoresCancellationStaysPending() async throws {
    let op = ControllableOperation<Int, any Error>(cancellationFailure: nil)
    let caller = Task { try await op.operation() }
    let call = await op.nextCall()
    caller.cancel()
    await call.waitForCancellation()
    #expect(call.isCancelled)
    #expect(call.isPending)
    call.succeed(with: 5)
    #expect(try await caller.value == 5)
  }

  @Test func aNeverFailingOperationIgnoresCancellation() async {
    let op = ControllableOperation<String, Never>()
    let caller = Task { await invoke(op) }
    let call = await op.nextCall()
    caller.cancel()
    await call.waitForCancellation()
    #expect(call.isPending)
    call.succeed(with: "late")
    #expect(await caller.value == "late")
  }

  @Test func waitForCancellationReturnsAtOnceWhenAlreadyCancelled() async {
    let op = ControllableOperation<Int, any Error>()
    let caller = Task { try await op.operation() }
    let call = await op.nextCall()
    caller.cancel()
    await call.waitForCancellation()
    await call.waitForCancellation()
    _ = await caller.result
  }

  @Test func aCallerAlreadyCancelledIsMarkedCancelled() async {
    let op = ControllableOperation<Int, any Error>()
    let caller = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await op.operation()
    }
    let call = await op.nextCall()
    await call.waitForCancellation()
    await #expect(throws: CancellationError.self) { try await caller.value }
  }

  @Test func callRecordsACallThatTheTestSettles() async throws {
    let op = ControllableOperation<Int, any Error>()
    let task = Task { try await op.call() }
    let call = await op.nextCall()
    #expect(op.callCount == 1)
    call.succeed(with: 7)
    #expect(try await task.value == 7)
  }
}

/// Calls the operation from a generic context. Calling `op.operation()` where `Failure` is concretely
/// `Never` crashes the Swift 6.3.1 compiler (SILGen, while emitting a reabstraction thunk).
@MainActor
private func invoke<Value, Failure>(_ op: ControllableOperation<Value, Failure>) async throws(Failure) -> Value {
  try await op.operation()
}
