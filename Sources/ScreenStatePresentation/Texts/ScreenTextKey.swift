import ScreenStateCore
import ScreenStateData

/// Names one text the library shows: a failure's title or message, a button label, an adapter's default
/// (the empty state, the progress label), or an announcement for assistive technologies.
///
/// Every default text is looked up by its key in the package's `Localizable.strings` (English and German
/// ship with the package), and any of them can be replaced per screen through ``ScreenTexts/overrides``:
///
/// ```swift
/// var texts = ScreenTexts.standard
/// texts.overrides[.failureTitle(.offline)] = "You're offline"
/// texts.overrides[.button(.tryAgain)] = "Reload"
/// ```
///
/// Some texts are templates: `%@` (or `%1$@`, `%2$@`) stands for a value, such as the delay in
/// ``failureMessageWithDelay(_:)`` ("in 2 minutes") or the screen's subject in the announcements.
public struct ScreenTextKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The key in `Localizable.strings`, such as `failure.offline.title`.
  public var rawValue: String

  /// Creates a key from its name in `Localizable.strings`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key's name.
  public var description: String { rawValue }

  // MARK: - Failures

  /// The headline of a failure of `kind`, such as "No internet connection".
  public static func failureTitle(_ kind: FailureKind) -> Self { Self(rawValue: "failure.\(kind.rawValue).title") }
  /// The explanation of a failure of `kind` when the server gave no delay.
  public static func failureMessage(_ kind: FailureKind) -> Self {
    Self(rawValue: "failure.\(kind.rawValue).message")
  }
  /// The explanation of a failure of `kind` when the server said when to come back: a template whose `%@`
  /// is the delay, such as "in 2 minutes" (worded by the system's formatter in the screen's language).
  public static func failureMessageWithDelay(_ kind: FailureKind) -> Self {
    Self(rawValue: "failure.\(kind.rawValue).messageWithDelay")
  }
  /// The word for a delay that has already passed, put where ``failureMessageWithDelay(_:)`` has `%@`: "now".
  public static let delayNow = Self(rawValue: "delay.now")

  // MARK: - Buttons

  /// A button's label.
  public static func button(_ button: ScreenButtonText) -> Self { Self(rawValue: "button.\(button.rawValue)") }

  // MARK: - Error screens

  /// The no-network screen after a check that found the network still down.
  public static let stillOfflineTitle = Self(rawValue: "errorScreen.stillOffline.title")
  /// The message that goes with ``stillOfflineTitle``.
  public static let stillOfflineMessage = Self(rawValue: "errorScreen.stillOffline.message")
  /// The no-network screen after a check that found the server still out of reach.
  public static let stillUnreachableTitle = Self(rawValue: "errorScreen.stillUnreachable.title")
  /// The message that goes with ``stillUnreachableTitle``.
  public static let stillUnreachableMessage = Self(rawValue: "errorScreen.stillUnreachable.message")
  /// The backend screen once the backend says it is available again.
  public static let backendAvailableTitle = Self(rawValue: "errorScreen.backendAvailable.title")
  /// The message that goes with ``backendAvailableTitle``.
  public static let backendAvailableMessage = Self(rawValue: "errorScreen.backendAvailable.message")
  /// The backend screen's message when asking the backend for its status failed.
  public static let statusUnknownMessage = Self(rawValue: "errorScreen.statusUnknown.message")
  /// The update screen when the app is up to date.
  public static let upToDateTitle = Self(rawValue: "errorScreen.upToDate.title")
  /// The message that goes with ``upToDateTitle``.
  public static let upToDateMessage = Self(rawValue: "errorScreen.upToDate.message")
  /// The update screen when an update is available but not required.
  public static let updateAvailableTitle = Self(rawValue: "errorScreen.updateAvailable.title")
  /// The message that goes with ``updateAvailableTitle``.
  public static let updateAvailableMessage = Self(rawValue: "errorScreen.updateAvailable.message")
  /// The update screen's message when the store could not be opened.
  public static let storeUnavailableMessage = Self(rawValue: "errorScreen.storeUnavailable.message")

  // MARK: - Adapters

  /// The empty state's default text: "Nothing here yet".
  public static let emptyState = Self(rawValue: "screen.empty")
  /// The label of a first load's progress indicator: "Loading…".
  public static let loading = Self(rawValue: "screen.loading")
  /// The label of a refresh's progress indicator: "Refreshing…".
  public static let refreshing = Self(rawValue: "screen.refreshing")
  /// The label of a busy error screen's progress indicator: "Please wait…".
  public static let busy = Self(rawValue: "screen.busy")
  /// What the announcements call a screen that has no subject of its own: "content".
  public static let defaultSubject = Self(rawValue: "screen.defaultSubject")
  /// The headline of a load that runs past the escalation delay (``LoadingNotice``): "Still loading…".
  public static let stillLoading = Self(rawValue: "screen.stillLoading")
  /// The message that goes with ``stillLoading``: "This is taking longer than usual."
  public static let stillLoadingMessage = Self(rawValue: "screen.stillLoading.message")
  /// The headline of a load waiting for the network to come back (``LoadingNotice``): "Waiting for the network…".
  public static let waitingForNetwork = Self(rawValue: "screen.waitingForNetwork")
  /// The message that goes with ``waitingForNetwork``: "It loads as soon as you're back online."
  public static let waitingForNetworkMessage = Self(rawValue: "screen.waitingForNetwork.message")

  // MARK: - Pages

  /// The label of a paginated list's footer while the next page loads: "Loading more…".
  public static let loadingMore = Self(rawValue: "page.loadingMore")
  /// A paginated list's footer once the last page is loaded: "You're all caught up".
  public static let endOfList = Self(rawValue: "page.end")

  // MARK: - Search

  /// The caption above search results; `%@` is the query they answer: "Results for “swift”".
  public static let resultsFor = Self(rawValue: "search.resultsFor")

  // MARK: - Announcements

  /// Announced when a first load starts; `%@` is the subject: "Loading posts".
  public static let announceLoading = Self(rawValue: "announce.loading")
  /// Announced when a first load or a retry brings content: "Loaded posts".
  public static let announceLoaded = Self(rawValue: "announce.loaded")
  /// Announced when a load brings empty content: "Loaded posts. Nothing here yet."
  public static let announceEmpty = Self(rawValue: "announce.empty")
  /// Announced when a refresh starts over kept content: "Refreshing posts".
  public static let announceRefreshing = Self(rawValue: "announce.refreshing")
  /// Announced when a refresh brings new content: "Updated posts".
  public static let announceRefreshed = Self(rawValue: "announce.refreshed")
  /// Announced when a load with nothing on screen fails; `%1$@` is the subject, `%2$@` the failure's title.
  public static let announceLoadFailed = Self(rawValue: "announce.loadFailed")
  /// Announced when a refresh over kept content fails; `%1$@` is the subject, `%2$@` the failure's title.
  public static let announceRefreshFailed = Self(rawValue: "announce.refreshFailed")
  /// Announced when the next page of a list starts loading; `%@` is the subject: "Loading more posts".
  public static let announceLoadingMore = Self(rawValue: "announce.loadingMore")
  /// Announced when the next page of a list arrived: "Loaded more posts".
  public static let announceLoadedMore = Self(rawValue: "announce.loadedMore")
  /// Announced when the next page of a list failed; `%1$@` is the subject, `%2$@` the failure's title.
  public static let announceLoadMoreFailed = Self(rawValue: "announce.loadMoreFailed")
  /// Announced when a load runs past the escalation delay; `%@` is the subject: "Still loading posts".
  public static let announceStillLoading = Self(rawValue: "announce.stillLoading")
  /// Announced when a load starts waiting for the network; `%@` is the subject: "Waiting for the network to load
  /// posts".
  public static let announceWaitingForNetwork = Self(rawValue: "announce.waitingForNetwork")

  // MARK: - Actions

  /// The title of a failed action (a mutation, such as a like): `%@` is the action's name, such as "like the post".
  public static let actionFailedTitle = Self(rawValue: "action.failed.title")
  /// The message of a failed action: `%1$@` is the failure's title, `%2$@` its message.
  public static let actionFailedMessage = Self(rawValue: "action.failed.message")
  /// The title of a failed action with no name.
  public static let actionFailedUnnamedTitle = Self(rawValue: "action.failed.unnamedTitle")
  /// Announced when an action failed; `%1$@` is the notice's title, `%2$@` the failure's title.
  public static let announceActionFailed = Self(rawValue: "announce.actionFailed")
  /// What a failed action says when the server answered that its item is gone (404, 410): "No longer there".
  public static let actionTargetGoneTitle = Self(rawValue: "action.gone.title")
  /// The message that goes with ``actionTargetGoneTitle``: "It was deleted elsewhere."
  public static let actionTargetGoneMessage = Self(rawValue: "action.gone.message")
  /// What a failed action says when the server answered that its item changed (409, 412): "Changed elsewhere".
  public static let actionConflictTitle = Self(rawValue: "action.conflict.title")
  /// The message that goes with ``actionConflictTitle``: "The latest version is shown."
  public static let actionConflictMessage = Self(rawValue: "action.conflict.message")
  /// The message that goes with ``actionConflictTitle`` when the person decides whose change wins: "Keep your change,
  /// or use the version on the server?"
  public static let actionConflictQuestion = Self(rawValue: "action.conflict.question")
}

extension ScreenTextKey {
  /// Every key the library looks up: each must have a text in every language the package ships.
  public static var allKeys: [ScreenTextKey] {
    FailureKind.allCases.flatMap { [failureTitle($0), failureMessage($0), failureMessageWithDelay($0)] }
      + [delayNow]
      + ScreenButtonText.allCases.map(button)
      + [
        stillOfflineTitle, stillOfflineMessage, stillUnreachableTitle, stillUnreachableMessage,
        backendAvailableTitle, backendAvailableMessage, statusUnknownMessage,
        upToDateTitle, upToDateMessage, updateAvailableTitle, updateAvailableMessage, storeUnavailableMessage,
        emptyState, loading, refreshing, busy, defaultSubject, stillLoading, stillLoadingMessage, waitingForNetwork,
        waitingForNetworkMessage, loadingMore, endOfList, resultsFor,
        announceLoading, announceLoaded, announceEmpty, announceRefreshing, announceRefreshed,
        announceLoadFailed, announceRefreshFailed, announceLoadingMore, announceLoadedMore, announceLoadMoreFailed,
        announceStillLoading, announceWaitingForNetwork,
        actionFailedTitle, actionFailedMessage, actionFailedUnnamedTitle, announceActionFailed,
        actionTargetGoneTitle, actionTargetGoneMessage, actionConflictTitle, actionConflictMessage,
        actionConflictQuestion,
      ]
  }
}

/// The buttons whose labels the library provides.
public enum ScreenButtonText: String, Hashable, Sendable, CaseIterable {
  /// "Try Again": retries a failed load.
  case tryAgain
  /// "OK": acknowledges a failure alert and keeps the content.
  case ok
  /// "Dismiss": hides a failure banner and keeps the content.
  case dismiss
  /// "Cancel": stops what is running.
  case cancel
  /// "Check connection": the no-network screen's connectivity check.
  case checkConnection
  /// "Refresh status": the backend screen's status check.
  case refreshStatus
  /// "Update": opens the store.
  case update
  /// "Later": leaves an optional update for later.
  case later
  /// "Continue": leaves a screen that has nothing more to say.
  case `continue`
  /// "Load more": loads the next page of a list.
  case loadMore
  /// "Keep Mine": sends a change again over the server's value, which changed meanwhile.
  case keepMine
  /// "Use Theirs": gives a change up for the server's value, which changed meanwhile.
  case useTheirs
}
