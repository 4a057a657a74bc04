import ScreenStateCore
import ScreenStateData

// A pure state machine in the style of async-algorithms' `...StateMachine`s: whether the source is busy (and
// whether it waits for the network) and the time in, the indicator's phase and its next deadline out; no clock, no
// timer. `LoadableScreen` reads the time, schedules the deadline on its source's timer queue and draws the phase.

/// The life of a screen's loading indicator under a ``LoadingTiming``: hidden while the delay runs, shown (then
/// escalated) while the load goes on, held for the rest of its minimum once the load is over, then gone.
struct LoadingIndicatorStateMachine: Hashable, Sendable {
  /// Where the indicator stands. Times are offsets on the screen's timer queue.
  enum IndicatorPhase: Hashable, Sendable {
    /// No load, or none worth an indicator.
    case idle
    /// A load runs, since `since`, and the delay has not passed: nothing shows yet.
    case pending(since: Duration)
    /// A load runs, since `since`; the indicator shows since `shownAt`, escalated or not.
    case shown(since: Duration, shownAt: Duration, isEscalated: Bool)
    /// The load is over but the indicator, shown since `shownAt`, has not been shown for its minimum: it stays.
    case holding(since: Duration, shownAt: Duration, isEscalated: Bool)
  }

  /// What a screen draws of the phase.
  enum Presentation: Hashable, Sendable {
    /// What the source shows, as it is.
    case asIs
    /// The source's indicator hidden: the delay runs.
    case hidden
    /// The indicator shown, escalated or not.
    case shown(isEscalated: Bool)
    /// What was shown with the indicator, kept: the minimum runs.
    case held
  }

  let timing: LoadingTiming
  private(set) var phase = IndicatorPhase.idle

  init(timing: LoadingTiming) {
    self.timing = timing
  }

  /// What a screen draws now.
  var presentation: Presentation {
    switch phase {
    case .idle: .asIs
    case .pending: .hidden
    case .shown(_, _, let isEscalated): .shown(isEscalated: isEscalated)
    case .holding: .held
    }
  }

  /// When the phase changes next by itself: the end of the delay, the escalation, or the end of the minimum; `nil`
  /// when only the source can change it.
  var deadline: Duration? {
    switch phase {
    case .idle: nil
    case .pending(let since): since + timing.delay
    case .shown(let since, _, let isEscalated): isEscalated ? nil : timing.escalation.map { since + $0 }
    case .holding(_, let shownAt, _): shownAt + timing.minimumDuration
    }
  }

  /// Follows the source: whether it is `busy` (a first load or a refresh an indicator shows), and whether its request
  /// waits for the network, which shows the indicator at once (with its notice) instead of after the delay.
  ///
  /// - Parameters:
  ///   - endsAtOnce: A load that ends now was cancelled by the person: the indicator goes at once, without its
  ///     minimum.
  ///   - startedAt: When the load began, if the source says: the delay and the escalation count from then, so a load
  ///     seen late shows its indicator (and its notice) as if it had been seen from its start. From `now` otherwise.
  mutating func update(
    isBusy: Bool, revealsAtOnce: Bool, endsAtOnce: Bool = false, startedAt: Duration? = nil, at now: Duration
  ) {
    switch (phase, isBusy) {
    case (.idle, true):
      let since = min(startedAt ?? now, now)
      phase =
        timing.delay == .zero || revealsAtOnce || since + timing.delay <= now
        ? .shown(since: since, shownAt: now, isEscalated: false) : .pending(since: since)
    case (.pending(let since), true):
      if revealsAtOnce { phase = .shown(since: since, shownAt: now, isEscalated: false) }
    case (.pending, false):
      phase = .idle
    case (.shown(let since, let shownAt, let isEscalated), false):
      phase =
        endsAtOnce || now >= shownAt + timing.minimumDuration
        ? .idle : .holding(since: since, shownAt: shownAt, isEscalated: isEscalated)
    case (.holding(let since, let shownAt, let isEscalated), true):
      // The same screen is busy again before the indicator went (a retry): it goes on showing.
      phase = .shown(since: since, shownAt: shownAt, isEscalated: isEscalated)
    case (.holding, false):
      if endsAtOnce { phase = .idle }
    case (.idle, false), (.shown, true):
      break
    }
    advance(to: now)
  }

  /// Moves the phase on to `now`: the delay, the escalation and the minimum that have passed.
  mutating func advance(to now: Duration) {
    while let deadline, deadline <= now {
      switch phase {
      case .pending(let since):
        phase = .shown(since: since, shownAt: deadline, isEscalated: false)
      case .shown(let since, let shownAt, _):
        phase = .shown(since: since, shownAt: shownAt, isEscalated: true)
      case .holding:
        phase = .idle
      case .idle:
        return
      }
    }
  }

  /// Ends the indicator at once, as a person's Cancel does: no minimum to wait for.
  mutating func end() {
    phase = .idle
  }
}
