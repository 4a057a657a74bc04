/// What happened to a request, as a value: the stream a store, a log or an inspector reads.
///
/// Every state kind reports its requests' lives through ``LoadEvents``; nothing is built while nobody observes.
///
/// ```swift
/// let subscription = loader.events.observe { event in
///   print(event.time, event.request.map(String.init(describing:)) ?? "-", event.kind)
/// }
/// // 0.0 seconds #1 started(load)
/// // 0.0 seconds #1 attemptStarted(1)
/// // 0.3 seconds #1 attemptFailed(1, …serverError…)
/// // 0.3 seconds #1 waiting(0.7 seconds, backoff)
/// ```
public struct LoadEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A request started, replacing the one in flight, if any.
    case started(RequestReason)
    /// Attempt number `n` (from 1) of the request started.
    case attemptStarted(Int)
    /// Attempt `n` failed, classified, and is retried: a ``waiting(_:_:)`` follows. The last attempt's failure is
    /// reported by ``failed(_:reason:)`` alone, and a failure that means cancellation by ``cancelled``.
    case attemptFailed(Int, FailureClassification)
    /// Attempt `n` ran out of time (its limit, or the request's time budget) and was cut off.
    case attemptTimedOut(Int, after: Duration)
    /// The request waits this long before its next attempt.
    case waiting(Duration, WaitReason)
    /// The request succeeded after this many attempts.
    case succeeded(attempts: Int)
    /// The request failed for good, classified; `reason` says why no retry followed.
    case failed(FailureClassification, reason: RetryDecision.GiveUpReason)
    /// The request was cancelled by the app (`cancel()`, `reset()`, a value set while it ran, a store evicting its
    /// key, a refresh dropping a page beyond an end) or ended by an error that means cancellation: never a failure.
    /// A request replaced by a newer one reports no `cancelled`: the newer one's ``started(_:)`` says it.
    case cancelled
    /// The value shown was replaced without a request: set by hand, restored from disk, or a placeholder.
    case valueReplaced(ValueOrigin)
    /// Everything shown was forgotten (`reset()`).
    case reset
  }

  /// Why a request waits before its next attempt.
  public enum WaitReason: Hashable, Sendable {
    /// The retry policy's backoff (with jitter).
    case backoff
    /// The server asked for the delay (`Retry-After`).
    case serverDelay
    /// The network cannot be reached: the request waits for it to come back (at most until the end of its time
    /// budget, the duration reported) instead of spending a retry.
    case network
  }

  /// What happened.
  public var kind: Kind
  /// The request it happened to, if any.
  public var request: RequestID?
  /// Which part of the state kind the request loads.
  public var part: LoadPart
  /// The store key of the state kind, when a store owns it.
  public var key: ResourceKey?
  /// When it happened, on the kind's clock, measured from an arbitrary start shared by the kinds of one clock.
  public var time: Duration

  /// Creates an event.
  public init(
    _ kind: Kind, request: RequestID? = nil, part: LoadPart = .value, key: ResourceKey? = nil, time: Duration = .zero
  ) {
    self.kind = kind
    self.request = request
    self.part = part
    self.key = key
    self.time = time
  }
}
