/// Why a request started: what a timeline of events shows next to it, such as `refresh` or `invalidation`.
///
/// A struct rather than an enum so that new reasons can be added without breaking a `switch`; compare with the
/// named values.
///
/// ```swift
/// if event.kind == .started(.invalidation) { … }
/// ```
public struct RequestReason: Hashable, Sendable, CustomStringConvertible {
  /// A short name, such as `refresh`.
  public let rawValue: String
  /// Whether nobody asked for the request: the app returning to the foreground, the network coming back, a poll, a
  /// stale or invalidated key revalidating. A screen is quiet about such a request: no alert for its failure over
  /// content (a notice instead), no announcement, and a paginated list keeps every page the person scrolled.
  ///
  /// Over a loaded value it changes nothing until it answers: the state stays `.loaded` (not
  /// `.loading(previous:)`) and observers are not notified while it runs (a paginated list's footers still leave while
  /// its pages are asked again); `isRunning` says it runs. An answer that changes nothing (an `Equatable` value equal
  /// to the one fetched before), or its cancellation, notifies no one either; a new value or a failure does. Over
  /// nothing, or over a failure, it loads as any request does.
  public let isAutomatic: Bool

  /// Creates a reason named `rawValue`; `isAutomatic` when nobody asks for its requests (a sync of your own).
  public init(_ rawValue: String, isAutomatic: Bool = false) {
    self.rawValue = rawValue
    self.isAutomatic = isAutomatic
  }

  /// The name.
  public var description: String { rawValue }

  /// A screen appeared with nothing (or a failure) shown: `load()`.
  public static let load = Self("load")
  /// The person asked to reload: `refresh()`.
  public static let refresh = Self("refresh")
  /// The person asked to try again after a failure: `retry()`.
  public static let retry = Self("retry")
  /// A new query (a search text, a filter) was asked for.
  public static let query = Self("query")
  /// The next page of a paginated list.
  public static let nextPage = Self("next page")
  /// The page before the first one of a paginated list.
  public static let previousPage = Self("previous page")
  /// A store key was invalidated while screens showed it.
  public static let invalidation = Self("invalidation", isAutomatic: true)
  /// A store key was stale when a screen asked for it, or the app asked the store to revalidate.
  public static let revalidation = Self("revalidation", isAutomatic: true)
  /// A mutation was submitted.
  public static let submit = Self("submit")
  /// The network came back while a screen showed a stale value.
  public static let reconnect = Self("reconnect", isAutomatic: true)
  /// The app came back to the foreground while a screen showed a stale value.
  public static let foreground = Self("foreground", isAutomatic: true)
  /// The app prefetched a store key before any screen showed it.
  public static let prefetch = Self("prefetch", isAutomatic: true)
  /// A key polled at its interval.
  public static let poll = Self("poll", isAutomatic: true)
  /// A key's live feed: the failure of a sequence that feeds the key (see `ResourceHandle.follow(_:)`).
  public static let live = Self("live", isAutomatic: true)
}
