/// What happened to a request, as a value: the stream a store, a log or an inspector reads.
///
/// Every state kind reports its requests' lives through ``LoadEvents``; nothing is built while nobody observes. A
/// ``ResourceStore`` adds its own (cache hits and misses, saves, invalidations, evictions, rollbacks) and a
/// ``Mutation`` its own (queued, rolled back). The article <doc:Events> lists every event and when it fires.
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
    /// The answer was "not modified" (an HTTP `304`): the value shown is kept, with no new value and nothing saved,
    /// and is fresh again. Reported just before the request's ``succeeded(attempts:)``.
    case notModified
    /// The request failed for good, classified; `reason` says why no retry followed.
    case failed(FailureClassification, reason: RetryDecision.GiveUpReason)
    /// The request ended without an answer: cancelled by the app (`cancel()`, `reset()`, a value set while it ran, a
    /// store evicting its key, a refresh dropping a page beyond an end), replaced by a newer request (reported before
    /// the newer one's ``started(_:)``), or ended by an error that means cancellation. Never a failure.
    case cancelled
    /// The value shown was replaced without a request: set by hand, restored from disk, or a placeholder.
    case valueReplaced(ValueOrigin)
    /// Everything shown was forgotten (`reset()`).
    case reset

    // The store's events: each with its key, on ``ResourceStore/events`` only.

    /// A screen asked for the key (a handle's `load()`) and the store had its value: fresh (nothing is requested)
    /// or `stale` (shown while it revalidates).
    case cacheHit(stale: Bool)
    /// A screen asked for the key (a handle's `load()`) and the store had no value of its own for it: a request
    /// follows (or is joined).
    case cacheMiss
    /// The store wrote the key's value to its persistence: `bytes` long, when the persistence tells.
    case saved(bytes: Int?)
    /// The key was invalidated: stale until a request that starts from now on answers.
    case markedStale
    /// The store let go of the key.
    case evicted(EvictionReason)

    // A mutation's events (part ``LoadPart/mutation``), and one key's rollback on a store's events.

    /// A mutation's submission was accepted and its optimistic updates applied to this many keys; its request
    /// starts next (`started(.submit)`: the change is sent).
    case queued(patches: Int)
    /// Optimistic updates were undone: on a mutation's events, the patches a failed or cancelled submission
    /// rolled back; on a store's events, one key's patch (`patches: 1`).
    case rolledBack(patches: Int)
  }

  /// Why a ``ResourceStore`` let go of a key.
  public enum EvictionReason: Hashable, Sendable {
    /// No screen observed it for ``ResourceStore/evictAfter``.
    case expired
    /// The store held more than ``ResourceStore/capacity`` keys; this was the least recently used unobserved one.
    case overCapacity
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
