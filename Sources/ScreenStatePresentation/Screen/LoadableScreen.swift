import Observation
import ScreenStateCore
import ScreenStateData

/// A whole loading screen in one object: a source of state (any ``LoadableSource``: a ``Loader``, a
/// ``QueryLoader``, a ``PageLoader``, a store's ``Resource`` or ``PagedResource``), the ``PresentationPolicy`` that
/// decides how its failures are shown and in what words, and the ``ErrorScreenCatalog`` that picks each
/// full-screen failure's model.
///
/// Adapters draw ``projection`` (and, for a paginated list, ``footer``), post ``announcement`` for assistive
/// technologies, and send ``ScreenAction``s to ``send(_:)``; nothing else.
///
/// A screen can also present the failures of the actions taken on it (``FailableAction``s, such as a like's
/// ``Mutation``): the latest one shows as a banner over the content that names the action, ahead of any notice of the
/// load, and its Try Again and Dismiss go to the action:
///
/// ```swift
/// let screen = LoadableScreen(post, actions: [like])
/// // like fails → screen.projection.notice == .banner("Couldn't like the post", …, [Try Again, Dismiss])
/// await screen.send(.retry)   // likes again
/// ```
///
/// ```swift
/// @MainActor @Observable final class PostsModel {
///   let screen: LoadableScreen<[Post], any Error>
///   init(api: API) {
///     screen = LoadableScreen(Loader { try await api.posts() })
///   }
/// }
/// ```
///
/// Everything the screen shows is derived from its source when read, from the classification the source made of
/// its failure (the one its retries followed), and cached until the source changes. A view reading ``projection`` is
/// told once of each change of what the screen shows, and of nothing else: the screen follows the library's sources
/// (loaders and a store's handles) as they change, so a change that shows nothing new (a load starting during the
/// indicator's delay, a request nobody asked for starting) notifies no one. A source of another kind is observed
/// itself, and each of its visible changes notifies once. A full-screen failure gets its model from the catalog
/// once, and keeps it for as long as it is shown: every new failure (even of the same kind, even if nobody looked
/// in between) gets a new model.
///
/// A request nobody asked for (``RequestReason/isAutomatic``) is quiet over kept content: no refresh indicator, no
/// announcement, its failure as ``PresentationPolicy/automaticRefreshFailure`` says, and a notice the person has not
/// answered kept while it runs and if it fails, until a request succeeds or the person answers it (``send(_:)``).
///
/// The screen times its loading indicator with its policy's ``PresentationPolicy/loadingTiming``, on its source's
/// clock (``LoadingConfiguration/clock``), from when the load began (``LoadableSource/requestStartedAt``): a spinner
/// 150 ms after its start (an answer sooner shows none), shown at least 400 ms, and ``loadingNotice``
/// "Still loading…" with Cancel 5 s after its start, or "Waiting for the network…" while the source waits for it.
/// What the timers change is state of the screen's own, observed like the source: a timer notifies only when what is
/// drawn changes (the spinner appears, the notice shows, the held spinner goes), once. ``LoadingTiming/immediate``
/// turns the timing off.
@MainActor
public final class LoadableScreen<Value: Sendable, Failure: Error>: Observable {
  /// The source of the state drawn.
  public let source: any LoadableSource<Value, Failure>
  /// How failures are shown, and in what words.
  public let policy: PresentationPolicy
  /// Which model each full-screen failure gets.
  public let errorScreens: ErrorScreenCatalog
  /// The actions whose failures the screen presents.
  public let actions: [any FailableAction]
  private let isEmpty: (Value) -> Bool
  /// The next pages of a paginated list, when the source is one.
  private let paging: ScreenPaging<Failure>?

  /// What the source's state shows, derived once per change of the source or of the loading indicator.
  private var shown: Shown
  /// The changes of the source, of the actions and of the indicator that `shown` was derived at.
  private var shownChange: ChangeMark
  /// What the screen read of its source at its latest change; observed.
  private var followed: Followed
  /// The source, when it reports its changes as they are made: the screen's readers then observe the screen, not the
  /// source.
  private let reportingSource: (any ChangeReportingSource)?
  /// The failure notice kept through automatic requests.
  private var retention = FailureNoticeRetention()
  /// Observers of what the timers change.
  private let registrar = ObservationRegistrar()
  /// Counts the changes the indicator's timers made to what is shown; observed.
  private var timedChanges: UInt64 = 0
  /// The loading indicator's timing, as a pure machine.
  private var indicator: LoadingIndicatorStateMachine
  /// The timers of the indicator, on the source's clock; `nil` for immediate timing.
  private let timers: TimerQueue?
  // Read by `deinit` to remove the indicator's timer; written only on the main actor.
  nonisolated(unsafe) private var timer: TimerQueue.Handle?
  private var timerDeadline: Duration?
  /// Set while a Cancel the person pressed ends the load: the indicator goes at once.
  private var endsIndicatorAtOnce = false
  private var latestAnnouncement: ScreenAnnouncement?
  private var announcements = 0
  /// The failure shown, as an identity: a new one makes ``failureRevision`` grow.
  private var shownFailure: ShownFailure?
  private var failures = 0

  /// Which failure is shown: the source's (any change of the source while a failure shows is a new failure, since
  /// nothing changes a failed source but what ends the failure or brings another), or an action's.
  private enum ShownFailure: Equatable {
    case source(UInt64)
    case action(ObjectIdentifier, UInt64)
  }

  /// What the screen read of its source at one change: everything it shows of it, so that deriving what is shown
  /// reads the source no more (its readers are not told of the source's changes, only of the screen's).
  private struct Followed {
    /// Counts the changes followed.
    var revision: UInt64
    /// The source's change count when read.
    var sourceChange: UInt64
    /// The source's projection (quiet about a request nobody asked for) with the notice kept through automatic
    /// requests.
    var projection: ScreenProjection<Value>
    /// Whether the projection's notice is the source's own, not one kept over a request that has none.
    var hasOwnNotice: Bool
    /// Whether nobody asked for the source's request (the one in flight, or the one that failed).
    var isAutomatic: Bool
    /// The change at which the notice shown was first shown.
    var noticeSince: UInt64?
    /// The value shown, and the source's count of values when it reports one.
    var value: Value?
    var valueRevision: UInt64?
    var classification: FailureClassification?
    var footer: PageFooter?
    var itemCount: Int
    var isWaitingForNetwork: Bool
  }

  /// What a read of the screen draws, as far as a reader can tell two drawings apart: the same mark, the same
  /// screen. The value counts by the source's count of values, or as kept.
  private struct DrawnMark: Equatable {
    /// The projection without its value.
    var projection: ScreenProjection<ValueMark>
    var footer: PageFooter?
    var loadingNotice: LoadingNotice.Reason?
    var failure: ShownFailure?
  }

  /// A value drawn, by the source's count of values; `nil` for one kept on screen as it was.
  private struct ValueMark: Hashable {
    var revision: UInt64?
  }

  /// The projection of the source's state, what is shown of it with the loading indicator's timing, the model of its
  /// full-screen failure, if any, and the footer of a paginated list.
  private struct Shown {
    /// The source's projection, with the latest failed action's banner.
    var sourceProjection: ScreenProjection<Value>
    /// What is shown: the source's projection as the indicator's timing lets it show.
    var standardProjection: ScreenProjection<Value>
    var errorScreenModel: (any ErrorScreenModel)?
    var footer: PageFooter?
    var itemCount: Int
    /// The action whose failure the projection's banner shows, if any: the one Try Again and Dismiss go to.
    var failedAction: (any FailableAction)?
    /// Whether the source waits for the network.
    var isWaitingForNetwork: Bool
    /// What is said beside the indicator.
    var loadingNotice: LoadingNotice?
    /// What was shown with the indicator, kept while its minimum runs out.
    var withIndicator: ScreenProjection<Value>?
  }

  /// Where the source, the actions and the indicator's timers stood.
  private struct ChangeMark: Equatable {
    var source: UInt64
    var actions: [UInt64]
    var timed: UInt64
  }

  /// Creates a screen for `source`; `isEmpty` says which values are empty content (never, by default), `actions`
  /// whose failures the screen presents (none by default).
  public convenience init(
    _ source: some LoadableSource<Value, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    actions: [any FailableAction] = [],
    isEmpty: @escaping (Value) -> Bool = { _ in false }
  ) {
    self.init(source, policy: policy, errorScreens: errorScreens, actions: actions, isEmpty: isEmpty, paging: nil)
  }

  init(
    _ source: any LoadableSource<Value, Failure>,
    policy: PresentationPolicy,
    errorScreens: ErrorScreenCatalog,
    actions: [any FailableAction],
    isEmpty: @escaping (Value) -> Bool,
    paging: ScreenPaging<Failure>?
  ) {
    self.source = source
    self.policy = policy
    self.errorScreens = errorScreens
    self.actions = actions
    self.isEmpty = isEmpty
    self.paging = paging
    indicator = LoadingIndicatorStateMachine(timing: policy.loadingTiming)
    timers = policy.loadingTiming.isImmediate ? nil : TimerQueue.shared(for: source.configuration.clock)
    reportingSource = source as? any ChangeReportingSource
    // A screen made over a load in flight times its indicator from the load's start, when the source says.
    followed = Self.read(
      source, revision: 0, valueRevision: reportingSource?.valueRevision, policy: policy, isEmpty: isEmpty,
      paging: paging, retention: &retention,
      indicator: &indicator, endsIndicatorAtOnce: false, now: timers?.now ?? .zero)
    shownChange = ChangeMark(source: 0, actions: actions.map(\.changeCount), timed: 0)
    let (projection, failedAction) = Self.presentingActionFailures(
      followed.projection, actions: actions, texts: policy.texts)
    shown = Shown(
      sourceProjection: projection, standardProjection: projection, errorScreenModel: nil, footer: followed.footer,
      itemCount: followed.itemCount, failedAction: failedAction, isWaitingForNetwork: followed.isWaitingForNetwork)
    let (visible, _) = Self.timed(
      projection, presentation: indicator.presentation, withIndicator: nil, previous: .blank)
    shown.standardProjection = visible
    shown.loadingNotice = notice()
    if case .shown = indicator.presentation { shown.withIndicator = visible }
    shown.errorScreenModel = makeModel(for: visible)
    reportingSource?.addChangeObserver(self)
    scheduleTimer()
  }

  deinit {
    if let timer { timers?.cancel(timer) }
  }

  /// The state of the source; reading it inside an observation tracks the source.
  public var state: Loadable<Value, Failure> { source.state }

  /// What the screen shows now: a full-screen failure shows its model's live configuration.
  public var projection: ScreenProjection<Value> {
    let shown = current()
    return shown.standardProjection.replacingErrorScreen(with: shown.errorScreenModel?.configuration)
  }

  /// The model of the full-screen failure shown now, or `nil` when no failure takes the whole screen or
  /// the catalog gave it the standard screen.
  public var errorScreenModel: (any ErrorScreenModel)? { current().errorScreenModel }

  /// What a paginated list shows below its last row; `nil` for any other screen, and while the list is not
  /// loaded and settled.
  public var footer: PageFooter? { current().footer }

  /// The latest change a person using an assistive technology must hear, or `nil` before any. Changes made
  /// between two reads are announced as one: what changed from the first state to the last.
  public var announcement: ScreenAnnouncement? {
    _ = current()
    return latestAnnouncement
  }

  /// Counts ``announcement``s, so that the same words twice in a row still read as two announcements.
  public var announcementCount: Int {
    _ = current()
    return announcements
  }

  /// Counts the failures shown: it grows each time a failure (full screen, alert, banner or inline notice) is shown
  /// that was not shown at the last read, so that two alerts in a row are two alerts even in the same words, and
  /// even when nobody read the screen in between (see ``AlertPresentation``).
  public var failureRevision: Int {
    _ = current()
    return failures
  }

  /// What the screen says beside its loading indicator: "Still loading…" once the load has run past the
  /// ``LoadingTiming/escalation`` delay, "Waiting for the network…" while the source waits for the network (see
  /// ``LoadableSource/isWaitingForNetwork``), each with Cancel; `nil` otherwise, and while no indicator shows.
  public var loadingNotice: LoadingNotice? { current().loadingNotice }

  /// The content a full-screen failure covers, kept so that an adapter keeps its view (a list and its scroll
  /// position) under the error screen; `nil` when no failure covers content (see ``ScreenLayers``).
  public var coveredContent: Value? {
    guard case .failure = current().standardProjection, let value = followed.value, !isEmpty(value) else {
      return nil
    }
    return value
  }

  /// Performs what a person asked for: retry, refresh, cancel, dismiss the failure, an error-screen
  /// model's button, or the next page of a paginated list.
  ///
  /// ``ScreenAction/retry`` with a failed action shown does what the banner's Try Again (or *Keep Mine*, for a change
  /// that asks whose change wins) does, and nothing where the banner has neither (``FailureKind/offersRetry``): a
  /// refused change (a 4xx) is not sent again from the screen.
  public func send(_ action: ScreenAction) async {
    let failedAction = current().failedAction
    switch action {
    case .retry:
      if let failedAction {
        // What its banner's Try Again or Keep Mine does, and only where the banner has one: a refusal is not sent
        // again.
        guard failedAction.asksWhoseChangeWins || (failedAction.failureClassification?.kind.offersRetry ?? false)
        else { return }
        await failedAction.retry()
      } else {
        answerNotice()
        await source.retry()
      }
    case .refresh: await source.refresh()
    case .cancel: cancel()
    case .dismissFailure:
      if let failedAction {
        failedAction.dismissFailure()
      } else {
        source.dismissFailure()
        answerNotice()
      }
    case .errorScreenPrimary: await errorScreenModel?.performPrimaryAction()
    case .errorScreenSecondary: await errorScreenModel?.performSecondaryAction()
    case .loadMore: await paging?.loadMore()
    }
  }

  /// Tells a paginated list that the row at `index` appeared on screen: when it is one of the last rows
  /// and another page is available, the next page loads (a second call joins it); when it is one of the first
  /// rows of a list loadable both ways, the previous page loads. Does nothing for other screens, in the middle of
  /// a list, while a page loads, after a page failed (its "Try Again" asks again) and at the ends.
  ///
  /// SwiftUI calls it from each row's `onAppear`, UIKit from `willDisplay` or prefetching, the terminal when
  /// the selection moves.
  public func rowAppeared(at index: Int) async {
    guard let paging else { return }
    let shown = current()
    if case .loadMore? = shown.footer, index >= shown.itemCount - paging.prefetchDistance {
      await paging.loadMore()
    } else if index < paging.prefetchDistance, paging.previousPage() == .available {
      await paging.loadPrevious()
    }
  }

  /// Starts the first load (or joins it); call it when the screen appears.
  public func load() async {
    await source.load()
  }

  // MARK: - Following the source

  /// What is shown now: derived anew when the source or the indicator changed since the last read. The accesses make
  /// every reader of the screen an observer of what the screen followed of its source, and of the indicator's timers;
  /// of a source that does not report its changes, reading its change count makes them observers of the source.
  private func current() -> Shown {
    // One key for both (every reader reads both), of a subject that is not generic: see `StateSubject`.
    registrar.access(StateSubject.shared, keyPath: \StateSubject.state)
    if reportingSource == nil, source.changeCount != followed.sourceChange { follow(notifies: false) }
    let change = ChangeMark(source: followed.revision, actions: actions.map(\.changeCount), timed: timedChanges)
    guard change != shownChange else { return shown }
    derive(change)
    return shown
  }

  /// Reads the source anew: its projection, the notice kept, its footer, and the indicator's phase; when `notifies`,
  /// the screen's readers are told if what they draw changes.
  private func follow(notifies: Bool) {
    var retention = self.retention
    var indicator = self.indicator
    let next = Self.read(
      source, revision: followed.revision &+ 1, valueRevision: reportingSource?.valueRevision, policy: policy,
      isEmpty: isEmpty, paging: paging,
      retention: &retention, indicator: &indicator, endsIndicatorAtOnce: endsIndicatorAtOnce,
      now: timers?.now ?? .zero)
    let isVisible = notifies && drawnMark(next, indicator) != drawnMark(followed, self.indicator)
    // Moved in inside the notification, so that an observer told of it (at `willSet`) still reads what was drawn.
    let adopt = {
      self.followed = next
      self.retention = retention
      self.indicator = indicator
    }
    if isVisible {
      registrar.withMutation(of: StateSubject.shared, keyPath: \StateSubject.state, adopt)
    } else {
      adopt()
    }
    scheduleTimer()
  }

  /// What the screen reads of `source` at its change `revision`; the notice kept and the indicator follow it.
  private static func read(
    _ source: any LoadableSource<Value, Failure>, revision: UInt64, valueRevision: UInt64?, policy: PresentationPolicy,
    isEmpty: (Value) -> Bool, paging: ScreenPaging<Failure>?, retention: inout FailureNoticeRetention,
    indicator: inout LoadingIndicatorStateMachine, endsIndicatorAtOnce: Bool, now: Duration
  ) -> Followed {
    let state = source.state
    let isAutomatic = source.requestReason?.isAutomatic == true
    let classification = source.failureClassification
    let own = ScreenProjection(
      state, classification: classification, policy: policy, reason: source.requestReason, isEmpty: isEmpty)
    let (projection, noticeSince) = retention.show(own, isAutomatic: isAutomatic, at: revision)
    let below = paging?.footer(texts: policy.texts)
    let waiting = source.isWaitingForNetwork
    indicator.update(
      isBusy: projection.showsLoadIndicator, revealsAtOnce: waiting, endsAtOnce: endsIndicatorAtOnce,
      startedAt: source.requestStartedAt, at: now)
    return Followed(
      revision: revision, sourceChange: source.changeCount, projection: projection,
      hasOwnNotice: own.notice != nil, isAutomatic: isAutomatic, noticeSince: noticeSince, value: state.value,
      valueRevision: valueRevision, classification: classification,
      footer: below?.footer, itemCount: below?.itemCount ?? 0, isWaitingForNetwork: waiting)
  }

  /// The person answered the notice shown: it is kept no more. One kept over a request that has none of its own (an
  /// alert over a poll running) goes now; the source's own goes with the source's change (a dismissal, a retry).
  private func answerNotice() {
    guard retention.kept != nil else { return }
    retention.answer()
    if !followed.hasOwnNotice { follow(notifies: true) }
  }

  /// What a read would draw from `followed` with `indicator`, given what was derived last: how
  /// ``derive(_:)`` would show it, without deriving it.
  private func drawnMark(_ followed: Followed, _ indicator: LoadingIndicatorStateMachine) -> DrawnMark {
    let (projection, failedAction) = Self.presentingActionFailures(
      followed.projection, actions: actions, texts: policy.texts)
    // What `derive` does of a spinner held that nobody saw: it is not kept.
    let presentation =
      indicator.presentation == .held && shown.withIndicator == nil ? .asIs : indicator.presentation
    let (visible, isKept) = Self.timed(
      projection, presentation: presentation, withIndicator: shown.withIndicator,
      previous: shown.standardProjection)
    let failure: ShownFailure?
    if isKept {
      failure = shownFailure
    } else if let failedAction {
      failure = .action(ObjectIdentifier(failedAction), failedAction.changeCount)
    } else if visible.showsAnyFailure {
      failure = .source(followed.noticeSince ?? followed.revision)
    } else {
      failure = nil
    }
    let value = ValueMark(revision: isKept ? nil : followed.valueRevision)
    let loadingNotice: LoadingNotice.Reason? =
      if case .shown(let isEscalated) = presentation {
        followed.isWaitingForNetwork ? .waitingForNetwork : isEscalated ? .slow : nil
      } else {
        nil
      }
    return DrawnMark(
      projection: visible.mapValue { _ in value }, footer: followed.footer, loadingNotice: loadingNotice,
      failure: failure)
  }

  /// Derives what is shown at `change`: the source's projection when it changed, the indicator's timing over it,
  /// the error screen's model, the announcement and the failure's identity.
  private func derive(_ change: ChangeMark) {
    let previous = shown
    let previousMark = shownChange
    let previousShown = previous.standardProjection.replacingErrorScreen(with: previous.errorScreenModel?.configuration)
    var next = previous
    let sourceChanged = change.source != previousMark.source || change.actions != previousMark.actions
    if sourceChanged {
      (next.sourceProjection, next.failedAction) = Self.presentingActionFailures(
        followed.projection, actions: actions, texts: policy.texts)
      next.footer = followed.footer
      next.itemCount = followed.itemCount
      next.isWaitingForNetwork = followed.isWaitingForNetwork
    }
    if indicator.presentation == .held, previous.withIndicator == nil {
      // The indicator's delay ran out while nobody looked, and the load ended before anyone did: no spinner was
      // drawn, so none is kept.
      indicator.end()
      scheduleTimer()
    }
    shown = next
    let (visible, isKept) = Self.timed(
      next.sourceProjection, presentation: indicator.presentation, withIndicator: shown.withIndicator,
      previous: previous.standardProjection)
    next.standardProjection = visible
    next.loadingNotice = notice()
    switch indicator.presentation {
    case .shown: next.withIndicator = visible
    case .held: break
    case .asIs, .hidden: next.withIndicator = nil
    }
    // What is kept on screen (a failure while a retry's delay runs, the spinner while its minimum does) keeps its
    // model. Otherwise a full-screen failure is a new one when the source changed (a failure shown stays as long as
    // nothing changes, and its model with it, busy state included), or when it was not shown before.
    if isKept || (!sourceChanged && previous.standardProjection.errorScreen != nil) {
      next.errorScreenModel = visible.errorScreen == nil ? nil : previous.errorScreenModel
    } else {
      next.errorScreenModel = makeModel(for: visible)
    }
    shown = next
    shownChange = change
    let failure: ShownFailure?
    if isKept {
      failure = shownFailure
    } else if let failedAction = next.failedAction {
      failure = .action(ObjectIdentifier(failedAction), failedAction.changeCount)
    } else if visible.showsAnyFailure {
      failure = .source(followed.noticeSince ?? change.source)
    } else {
      failure = nil
    }
    let isNewFailure = failure != nil && failure != shownFailure
    if isNewFailure { failures &+= 1 }
    shownFailure = failure
    guard !isKept else { return }
    let nowShown = visible.replacingErrorScreen(with: next.errorScreenModel?.configuration)
    let heard = [
      actionFailureAnnouncement(
        visible, failedAction: next.failedAction, previous: previous.failedAction, from: previousMark, to: change),
      // An action's banner is the action's to announce: the load's change is heard without it.
      ScreenAnnouncement(
        from: previousShown.withoutNotice(if: previous.failedAction != nil),
        to: nowShown.withoutNotice(if: next.failedAction != nil), texts: policy.texts,
        isAutomatic: followed.isAutomatic)
        ?? repeatedFailureAnnouncement(previousShown, nowShown, isNewFailure: isNewFailure),
      ScreenAnnouncement(
        from: previous.footer, to: next.footer, itemsAdded: next.itemCount > previous.itemCount, texts: policy.texts),
      ScreenAnnouncement(from: previous.loadingNotice, to: next.loadingNotice, texts: policy.texts),
    ].compactMap { $0 }.reduce(nil) { merged, part in merged?.merged(with: part) ?? part }
    if let heard {
      latestAnnouncement = heard
      announcements &+= 1
    }
  }

  /// A full-screen failure that replaced another one (a retry kept the first on screen while its delay ran, then
  /// failed again): heard as a failure again, since nothing else tells that the retry happened.
  private func repeatedFailureAnnouncement(
    _ old: ScreenProjection<Value>, _ new: ScreenProjection<Value>, isNewFailure: Bool
  ) -> ScreenAnnouncement? {
    guard isNewFailure, old.errorScreen != nil, new.errorScreen != nil else { return nil }
    return ScreenAnnouncement(from: .blank, to: new, texts: policy.texts)
  }

  // MARK: - Timing the loading indicator

  /// What shows of `projection` under the indicator's `presentation`, and whether it is what was shown before, kept:
  /// while the delay runs a first load shows nothing (or keeps the error screen a Try Again came from) and a refresh
  /// its content as it was; while the minimum runs, what was shown `withIndicator` stays.
  private static func timed(
    _ projection: ScreenProjection<Value>, presentation: LoadingIndicatorStateMachine.Presentation,
    withIndicator: ScreenProjection<Value>?, previous: ScreenProjection<Value>
  ) -> (ScreenProjection<Value>, isKept: Bool) {
    switch presentation {
    case .asIs, .shown:
      return (projection, false)
    case .held:
      return (withIndicator ?? projection, withIndicator != nil)
    case .hidden:
      switch projection {
      case .progress:
        if case .failure = previous { return (previous, true) }
        return (.blank, false)
      case .content(let value, _, let notice): return (.content(value, isRefreshing: false, notice: notice), false)
      case .empty(_, let notice): return (.empty(isRefreshing: false, notice: notice), false)
      case .blank, .failure: return (projection, false)
      }
    }
  }

  /// What is said beside the indicator now.
  private func notice() -> LoadingNotice? {
    guard case .shown(let isEscalated) = indicator.presentation else { return nil }
    if shown.isWaitingForNetwork { return LoadingNotice(.waitingForNetwork, texts: policy.texts) }
    return isEscalated ? LoadingNotice(.slow, texts: policy.texts) : nil
  }

  /// Keeps one timer, at the indicator's next deadline.
  private func scheduleTimer() {
    guard let timers else { return }
    let deadline = indicator.deadline
    guard deadline != timerDeadline else { return }
    if let timer { timers.cancel(timer) }
    timer = deadline.map { timers.schedule(at: $0, target: self, token: 0) }
    timerDeadline = deadline
  }

  /// What a timer may change of what is drawn: how the indicator shows (an escalation shows only as its notice), and
  /// the notice beside it.
  private var timedPresentation: (LoadingIndicatorStateMachine.Presentation, LoadingNotice.Reason?) {
    guard case .shown(let isEscalated) = indicator.presentation else { return (indicator.presentation, nil) }
    return (.shown(isEscalated: false), shown.isWaitingForNetwork ? .waitingForNetwork : isEscalated ? .slow : nil)
  }

  /// Notifies the screen's observers of a change the indicator made by itself.
  private func notifyTimedChange() {
    registrar.withMutation(of: StateSubject.shared, keyPath: \StateSubject.state) { timedChanges &+= 1 }
  }

  /// Stops the load in flight and takes the indicator away at once: a person's Cancel waits for no minimum.
  private func cancel() {
    endsIndicatorAtOnce = true
    source.cancel()
    // The source's change (its own notification) ends the indicator without its minimum.
    _ = current()
    endsIndicatorAtOnce = false
    if indicator.presentation == .held {
      indicator.end()
      scheduleTimer()
      notifyTimedChange()
    }
  }

  /// `projection` with the latest failed action's banner as its notice, over content or the empty state, and that
  /// action; the projection unchanged when no action failed or nothing is shown to put a banner over.
  private static func presentingActionFailures(
    _ projection: ScreenProjection<Value>, actions: [any FailableAction], texts: ScreenTexts
  ) -> (ScreenProjection<Value>, (any FailableAction)?) {
    guard let action = actions.last(where: { $0.failureClassification != nil }),
      let failure = action.failureClassification
    else { return (projection, nil) }
    let banner = FailureNotice.banner(
      .actionFailure(
        failure, actionName: action.actionName, texts: texts, asksWhoseChangeWins: action.asksWhoseChangeWins))
    switch projection {
    case .content(let value, let isRefreshing, _):
      return (.content(value, isRefreshing: isRefreshing, notice: banner), action)
    case .empty(let isRefreshing, _): return (.empty(isRefreshing: isRefreshing, notice: banner), action)
    case .blank, .progress, .failure: return (projection, nil)
    }
  }

  /// The announcement of an action's failure that is new since the last read.
  private func actionFailureAnnouncement(
    _ projection: ScreenProjection<Value>, failedAction: (any FailableAction)?, previous: (any FailableAction)?,
    from old: ChangeMark, to new: ChangeMark
  ) -> ScreenAnnouncement? {
    guard let failedAction, let failure = failedAction.failureClassification,
      case .banner(let banner)? = projection.notice
    else { return nil }
    // The same failure of the same action, unchanged since the last read, was announced already.
    if previous === failedAction, let index = actions.firstIndex(where: { $0 === failedAction }),
      old.actions[index] == new.actions[index]
    {
      return nil
    }
    return ScreenAnnouncement(actionFailure: banner, failure: failure, texts: policy.texts)
  }

  private func makeModel(for projection: ScreenProjection<Value>) -> (any ErrorScreenModel)? {
    guard case .failure(let standard) = projection, let failure = followed.classification else { return nil }
    let source = source
    let context = ErrorScreenContext(
      failure: failure, texts: policy.texts, standardConfiguration: standard,
      retry: { await source.retry() },
      dismiss: { source.dismissFailure() })
    return errorScreens.model(for: context)
  }
}

extension LoadableScreen where Value: Collection {
  /// Creates a screen whose empty collections show the empty state.
  public convenience init(
    _ source: some LoadableSource<Value, Failure>,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    actions: [any FailableAction] = []
  ) {
    self.init(source, policy: policy, errorScreens: errorScreens, actions: actions, isEmpty: { $0.isEmpty })
  }
}

extension LoadableScreen: SourceChangeObserver {
  /// The source changed: the screen follows it now, and tells its readers if what they draw changed.
  package func sourceDidChange() {
    follow(notifies: true)
  }
}

extension LoadableScreen: TimerTarget {
  /// The indicator's deadline: the delay, the escalation or the minimum ran out.
  package func timerFired(_ token: UInt64) {
    timer = nil
    timerDeadline = nil
    // First what the source changed meanwhile (its own notification covers it), then the time.
    _ = current()
    let before = timedPresentation
    indicator.advance(to: timers?.now ?? .zero)
    scheduleTimer()
    if timedPresentation != before { notifyTimedChange() }
  }
}

extension ScreenProjection {
  /// The projection without its notice over content, when `condition` holds; unchanged otherwise.
  fileprivate func withoutNotice(if condition: Bool) -> Self {
    guard condition else { return self }
    switch self {
    case .content(let value, let isRefreshing, _): return .content(value, isRefreshing: isRefreshing, notice: nil)
    case .empty(let isRefreshing, _): return .empty(isRefreshing: isRefreshing, notice: nil)
    case .blank, .progress, .failure: return self
    }
  }

  /// The same projection with its value mapped by `transform`.
  fileprivate func mapValue<Mapped>(_ transform: (Value) -> Mapped) -> ScreenProjection<Mapped> {
    switch self {
    case .blank: .blank
    case .progress: .progress
    case .content(let value, let isRefreshing, let notice):
      .content(transform(value), isRefreshing: isRefreshing, notice: notice)
    case .empty(let isRefreshing, let notice): .empty(isRefreshing: isRefreshing, notice: notice)
    case .failure(let errorScreen): .failure(errorScreen)
    }
  }

  /// Whether the projection shows a load's indicator: first-load progress, or a refresh's.
  var showsLoadIndicator: Bool {
    switch self {
    case .progress: true
    case .content(_, let isRefreshing, _), .empty(let isRefreshing, _): isRefreshing
    case .blank, .failure: false
    }
  }
}
