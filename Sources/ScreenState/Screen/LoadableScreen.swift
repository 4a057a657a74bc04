import Observation

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
/// its failure (the one its retries followed), and cached until the source changes: a view reading ``projection``
/// observes the source itself, so one visible change of the source is one notification, whatever its kind. A
/// full-screen failure gets its model from the catalog once, and keeps it for as long as it is shown: every new
/// failure (even of the same kind, even if nobody looked in between) gets a new model.
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

  /// What the source's state shows, derived once per change of the source.
  private var shown: Shown
  /// The changes of the source and of the actions that `shown` was derived at.
  private var shownChange: ChangeMark
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

  /// The projection of the source's state, the model of its full-screen failure, if any, and the footer of a
  /// paginated list.
  private struct Shown {
    var standardProjection: ScreenProjection<Value>
    var errorScreenModel: (any ErrorScreenModel)?
    var footer: PageFooter?
    var itemCount: Int
    /// The action whose failure the projection's banner shows, if any: the one Try Again and Dismiss go to.
    var failedAction: (any FailableAction)?
  }

  /// Where the source and the actions stood.
  private struct ChangeMark: Equatable {
    var source: UInt64
    var actions: [UInt64]
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
    shownChange = ChangeMark(source: source.changeCount, actions: actions.map(\.changeCount))
    let standard = ScreenProjection(source, policy: policy, isEmpty: isEmpty)
    let below = paging?.footer(texts: policy.texts)
    let (projection, failedAction) = Self.presentingActionFailures(standard, actions: actions, texts: policy.texts)
    shown = Shown(
      standardProjection: projection, errorScreenModel: nil, footer: below?.footer, itemCount: below?.itemCount ?? 0,
      failedAction: failedAction)
    shown.errorScreenModel = makeModel(for: projection)
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

  /// The content a full-screen failure covers, kept so that an adapter keeps its view (a list and its scroll
  /// position) under the error screen; `nil` when no failure covers content (see ``ScreenLayers``).
  public var coveredContent: Value? {
    guard case .failure = current().standardProjection, let value = source.state.value, !isEmpty(value) else {
      return nil
    }
    return value
  }

  /// Performs what a person asked for: retry, refresh, cancel, dismiss the failure, an error-screen
  /// model's button, or the next page of a paginated list.
  public func send(_ action: ScreenAction) async {
    let failedAction = current().failedAction
    switch action {
    case .retry:
      if let failedAction { await failedAction.retry() } else { await source.retry() }
    case .refresh: await source.refresh()
    case .cancel: source.cancel()
    case .dismissFailure:
      if let failedAction { failedAction.dismissFailure() } else { source.dismissFailure() }
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

  /// What is shown now: derived anew when the source changed since the last read. Reading the source's change
  /// count makes every reader of the screen an observer of the source.
  private func current() -> Shown {
    let change = ChangeMark(source: source.changeCount, actions: actions.map(\.changeCount))
    guard change != shownChange else { return shown }
    let previous = shown.standardProjection.replacingErrorScreen(with: shown.errorScreenModel?.configuration)
    let previousFooter = shown.footer
    let previousItemCount = shown.itemCount
    let previousFailedAction = shown.failedAction
    let previousMark = shownChange
    let (next, failedAction) = Self.presentingActionFailures(
      ScreenProjection(source, policy: policy, isEmpty: isEmpty), actions: actions, texts: policy.texts)
    // The source changed, so a full-screen failure now is a new one (a failure shown stays as long as nothing
    // changes, and its model with it, busy state included): the catalog makes its model.
    let model = makeModel(for: next)
    let below = paging?.footer(texts: policy.texts)
    shown = Shown(
      standardProjection: next, errorScreenModel: model, footer: below?.footer, itemCount: below?.itemCount ?? 0,
      failedAction: failedAction)
    shownChange = change
    let heard =
      actionFailureAnnouncement(
        next, failedAction: failedAction, previous: previousFailedAction, from: previousMark, to: change)
      ?? ScreenAnnouncement(
        from: previous, to: next.replacingErrorScreen(with: model?.configuration), texts: policy.texts)
      ?? ScreenAnnouncement(
        from: previousFooter, to: shown.footer, itemsAdded: shown.itemCount > previousItemCount, texts: policy.texts)
    if let heard {
      latestAnnouncement = heard
      announcements &+= 1
    }
    let failure: ShownFailure?
    if let failedAction {
      failure = .action(ObjectIdentifier(failedAction), failedAction.changeCount)
    } else if next.showsAnyFailure {
      failure = .source(change.source)
    } else {
      failure = nil
    }
    if let failure, failure != shownFailure { failures &+= 1 }
    shownFailure = failure
    return shown
  }

  /// `projection` with the latest failed action's banner as its notice, over content or the empty state, and that
  /// action; the projection unchanged when no action failed or nothing is shown to put a banner over.
  private static func presentingActionFailures(
    _ projection: ScreenProjection<Value>, actions: [any FailableAction], texts: ScreenTexts
  ) -> (ScreenProjection<Value>, (any FailableAction)?) {
    guard let action = actions.last(where: { $0.failureClassification != nil }),
      let failure = action.failureClassification
    else { return (projection, nil) }
    let banner = FailureNotice.banner(.actionFailure(failure, actionName: action.actionName, texts: texts))
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
    guard case .failure(let standard) = projection, let failure = source.failureClassification else { return nil }
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
