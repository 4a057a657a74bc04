import ScreenStateCore

/// An async operation whose calls a test resolves, fails or leaves hanging on demand.
///
/// Hand ``operation`` to a `Loader`; every call the loader makes shows up in ``calls`` and suspends
/// until the test settles it, so a whole state sequence can be asserted without sleeping. Give the loader a
/// ``VirtualClock``: on the wall clock, its attempt timeout (10 s by default) would cut off a call that a test on a
/// loaded machine has yet to settle.
///
/// ```swift
/// let posts = ControllableOperation<[Post], any Error>()
/// let loader = Loader(clock: VirtualClock(), operation: posts.operation)
/// Task { await loader.load() }
/// let call = await posts.nextCall()
/// #expect(loader.state == .loading(previous: nil))
/// call.succeed(with: [post])
/// await loader.waitUntilSettled()
/// #expect(loader.state == .loaded([post]))
/// ```
///
/// When the calling task is cancelled, a call is marked ``Call/isCancelled`` and, if a
/// `cancellationFailure` was given, fails with it at once, as a well-behaved operation would. Without one
/// it stays pending until the test settles it, as an operation that ignores cancellation would.
@MainActor
public final class ControllableOperation<Value: Sendable, Failure: Error> {
  /// One call of the operation, pending until settled.
  @MainActor
  public final class Call {
    /// The position of this call among all calls, from 0.
    public let index: Int
    /// What the call was made with, when made through ``ControllableOperation/operation(taking:)``: the
    /// query of a `QueryLoader`, the cursor of a `PageLoader`.
    ///
    /// An optional input that holds nothing reads as `nil`, so a first page asked for without a cursor is `nil`:
    ///
    /// ```swift
    /// let pages = ControllableOperation<Page<Post, String>, any Error>()
    /// let feed = PageLoader(clock: VirtualClock(), fetch: pages.operation(taking: String?.self))
    /// Task { await feed.load() }
    /// let first = await pages.nextCall()
    /// #expect(first.input == nil)  // the first page: no cursor
    /// first.succeed(with: Page(items: posts, next: "b"))
    /// await feed.waitUntilSettled()
    /// Task { await feed.loadMore() }
    /// #expect(await pages.nextCall().input as? String == "b")
    /// ```
    public let input: (any Sendable)?
    /// Whether the task that made this call has been cancelled.
    public private(set) var isCancelled = false
    /// How the call was settled, or `nil` while pending.
    public private(set) var result: Result<Value, Failure>?

    private var continuation: CheckedContinuation<Result<Value, Failure>, Never>?
    private var cancellationWaiters: [CheckedContinuation<Void, Never>] = []
    private let cancellationFailure: Failure?

    init(index: Int, input: (any Sendable)?, cancellationFailure: Failure?) {
      self.index = index
      self.input = input
      self.cancellationFailure = cancellationFailure
    }

    /// Whether the call still waits to be settled.
    public var isPending: Bool { result == nil }

    /// Returns `value` to the caller. Settling a call twice keeps the first outcome.
    public func succeed(with value: Value) {
      settle(.success(value))
    }

    /// Throws `failure` to the caller. Settling a call twice keeps the first outcome.
    public func fail(with failure: Failure) {
      settle(.failure(failure))
    }

    /// Settles the call with `result`. Settling a call twice keeps the first outcome.
    public func settle(_ result: Result<Value, Failure>) {
      guard self.result == nil else { return }
      self.result = result
      continuation?.resume(returning: result)
      continuation = nil
    }

    /// Suspends until the caller's task has been cancelled.
    public func waitForCancellation() async {
      if isCancelled { return }
      await withCheckedContinuation { cancellationWaiters.append($0) }
    }

    func wait() async -> Result<Value, Failure> {
      if let result { return result }
      return await withCheckedContinuation { continuation = $0 }
    }

    func cancel() {
      guard !isCancelled else { return }
      isCancelled = true
      if let cancellationFailure { settle(.failure(cancellationFailure)) }
      let waiters = cancellationWaiters
      cancellationWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Every call made so far, in order.
  public private(set) var calls: [Call] = []

  private let cancellationFailure: Failure?
  private var handedOut = 0
  private var callWaiters: [CheckedContinuation<Call, Never>] = []

  /// Creates an operation; a call whose task is cancelled fails with `cancellationFailure`, if given.
  public init(cancellationFailure: Failure?) {
    self.cancellationFailure = cancellationFailure
  }

  /// The number of calls made so far.
  public var callCount: Int { calls.count }

  /// The calls not settled yet, in order.
  public var pendingCalls: [Call] { calls.filter(\.isPending) }

  /// The operation to hand to the code under test.
  public nonisolated var operation: @Sendable () async throws(Failure) -> Value {
    { () async throws(Failure) -> Value in try await self.perform() }
  }

  /// The operation for code that passes it an input, such as a `QueryLoader` (its query) or a `PageLoader`
  /// (its cursor); each call records its input in ``Call/input``.
  ///
  /// ```swift
  /// let pages = ControllableOperation<Page<Post, Int>, any Error>()
  /// let loader = PageLoader(first: 1, clock: VirtualClock(), fetch: pages.operation(taking: Int.self))
  /// let call = await pages.nextCall()
  /// #expect(call.input as? Int == 1)
  /// ```
  public nonisolated func operation<Input: Sendable>(
    taking input: Input.Type = Input.self
  ) -> @Sendable (Input) async throws(Failure) -> Value {
    { (input: Input) async throws(Failure) -> Value in try await self.perform(input: Self.recorded(input)) }
  }

  /// The input as ``Call/input`` holds it: `nil` for an optional that holds nothing, so that a test compares it
  /// with `nil` (an optional holding a value casts to the value's type as it is).
  private nonisolated static func recorded<Input: Sendable>(_ input: Input) -> (any Sendable)? {
    if let optional = input as? any OptionalCursor, optional.namesNoPage { return nil }
    return input
  }

  /// Calls the operation directly, as the code under test would; the call is recorded and waits to be settled.
  public func call() async throws(Failure) -> Value {
    try await perform()
  }

  /// Returns the oldest call not yet returned by this method, waiting for the next call if there is none.
  public func nextCall() async -> Call {
    if handedOut < calls.count {
      handedOut += 1
      return calls[handedOut - 1]
    }
    return await withCheckedContinuation { callWaiters.append($0) }
  }

  private func perform(input: (any Sendable)? = nil) async throws(Failure) -> Value {
    let call = Call(index: calls.count, input: input, cancellationFailure: cancellationFailure)
    calls.append(call)
    if !callWaiters.isEmpty {
      handedOut += 1
      callWaiters.removeFirst().resume(returning: call)
    }
    let result = await withTaskCancellationHandler {
      await call.wait()
    } onCancel: {
      Task { @MainActor in call.cancel() }
    }
    return try result.get()
  }
}

extension ControllableOperation where Failure == any Error {
  /// Creates an operation whose calls throw `CancellationError` when their task is cancelled.
  public convenience init() {
    self.init(cancellationFailure: CancellationError())
  }
}

extension ControllableOperation where Failure == Never {
  /// Creates an operation that cannot fail; a cancelled call stays pending until settled.
  public convenience init() {
    self.init(cancellationFailure: nil)
  }
}
