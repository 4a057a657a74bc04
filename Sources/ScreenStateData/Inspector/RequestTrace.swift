import ScreenStateCore

/// One request's life, rebuilt from its ``LoadEvent``s: why it started, each attempt with how it ended and the wait
/// after it, and how the request ended.
///
/// ```swift
/// var log = RequestTraceLog()
/// let subscription = loader.events.observe { log.record($0) }
/// …
/// let trace = log.traces.last!
/// trace.attempts.count                 // 2
/// trace.waits.map(\.duration)          // [.seconds(5)]
/// trace.waits.map(\.reason)            // [.serverDelay]: the server's Retry-After
/// trace.outcome                        // .succeeded
/// ```
///
/// A trace is a pure value: ``record(_:)`` applies one event of its request.
public struct RequestTrace: Hashable, Sendable {
  /// The request.
  public var request: RequestID
  /// The store key, when a store reported it.
  public var key: ResourceKey?
  /// The part of its kind the request loads.
  public var part: LoadPart
  /// Why it started; `nil` until its `started` event (a mutation is queued first).
  public var reason: RequestReason?
  /// When it started (or was queued).
  public var startedAt: Duration
  /// Its attempts, in order.
  public var attempts: [Attempt] = []
  /// How it ended; `nil` while it runs.
  public var outcome: Outcome?
  /// When it ended.
  public var endedAt: Duration?
  /// For a mutation's submission, the keys its optimistic updates patched when it was queued.
  public var patches: Int?
  /// For a mutation's submission, the patches rolled back after it failed or was cancelled.
  public var rolledBack: Int?
  /// Whether it succeeded with "not modified" (an HTTP `304`): the value shown was kept.
  public var keptValue = false

  /// One attempt of a request.
  public struct Attempt: Hashable, Sendable {
    /// Its number, from 1.
    public var number: Int
    /// When it started.
    public var startedAt: Duration
    /// When it ended; `nil` while it runs.
    public var endedAt: Duration?
    /// How it ended; `nil` while it runs.
    public var ending: Ending?
    /// The wait that followed it before the next attempt, if any.
    public var wait: Wait?

    /// How an attempt ended.
    public enum Ending: Hashable, Sendable {
      /// It answered.
      case succeeded
      /// It failed, classified.
      case failed(FailureClassification)
      /// It ran out of time after this long and was cut off.
      case timedOut(after: Duration)
      /// It was abandoned: its request was cancelled or replaced.
      case cancelled
    }

    /// Creates an attempt.
    public init(number: Int, startedAt: Duration, endedAt: Duration? = nil, ending: Ending? = nil, wait: Wait? = nil) {
      self.number = number
      self.startedAt = startedAt
      self.endedAt = endedAt
      self.ending = ending
      self.wait = wait
    }

    /// How long it ran, once it ended.
    public var duration: Duration? { endedAt.map { $0 - startedAt } }
  }

  /// A wait between two attempts.
  public struct Wait: Hashable, Sendable {
    /// How long.
    public var duration: Duration
    /// Why: the retry policy's backoff, or the server's `Retry-After`.
    public var reason: LoadEvent.WaitReason

    /// Creates a wait.
    public init(_ duration: Duration, _ reason: LoadEvent.WaitReason) {
      self.duration = duration
      self.reason = reason
    }
  }

  /// How a request ended.
  public enum Outcome: Hashable, Sendable {
    /// It answered.
    case succeeded
    /// It failed for good, classified; `reason` says why no retry followed.
    case failed(FailureClassification, reason: RetryDecision.GiveUpReason)
    /// It was cancelled or replaced: never a failure.
    case cancelled
  }

  /// Creates a trace of `request`, started (or queued) at `startedAt`.
  public init(
    request: RequestID, key: ResourceKey? = nil, part: LoadPart = .value, reason: RequestReason? = nil,
    startedAt: Duration = .zero
  ) {
    self.request = request
    self.key = key
    self.part = part
    self.reason = reason
    self.startedAt = startedAt
  }

  /// How long it took, once it ended.
  public var duration: Duration? { endedAt.map { $0 - startedAt } }
  /// Whether it has not ended yet.
  public var isRunning: Bool { outcome == nil }
  /// The waits between its attempts, in order.
  public var waits: [Wait] { attempts.compactMap(\.wait) }

  /// Applies `event`, one of this request's events; events of no request of this kind change nothing.
  public mutating func record(_ event: LoadEvent) {
    switch event.kind {
    case .queued(let patches):
      self.patches = patches
    case .started(let reason):
      self.reason = reason
      startedAt = event.time
    case .attemptStarted(let number):
      attempts.append(Attempt(number: number, startedAt: event.time))
    case .attemptFailed(let number, let classification):
      endAttempt(number, at: event.time, with: .failed(classification))
    case .attemptTimedOut(let number, let limit):
      endAttempt(number, at: event.time, with: .timedOut(after: limit))
    case .waiting(let duration, let reason):
      if !attempts.isEmpty { attempts[attempts.count - 1].wait = Wait(duration, reason) }
    case .succeeded(let count):
      endAttempt(count, at: event.time, with: .succeeded)
      end(.succeeded, at: event.time)
    case .failed(let classification, let reason):
      if let last = attempts.last { endAttempt(last.number, at: event.time, with: .failed(classification)) }
      end(.failed(classification, reason: reason), at: event.time)
    case .cancelled:
      if let last = attempts.last { endAttempt(last.number, at: event.time, with: .cancelled) }
      end(.cancelled, at: event.time)
    case .rolledBack(let patches):
      rolledBack = patches
    case .notModified:
      keptValue = true
    case .valueReplaced, .reset, .cacheHit, .cacheMiss, .saved, .markedStale, .evicted:
      break
    }
  }

  /// Ends attempt `number` with `result`, unless it ended already (a timeout then its failure keeps the timeout).
  private mutating func endAttempt(_ number: Int, at time: Duration, with ending: Attempt.Ending) {
    guard let index = attempts.lastIndex(where: { $0.number == number }), attempts[index].ending == nil else { return }
    attempts[index].ending = ending
    attempts[index].endedAt = time
  }

  private mutating func end(_ outcome: Outcome, at time: Duration) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    endedAt = time
  }
}
