import ScreenStateCore

/// When a ``ResourceStore`` revalidates its stale keys with no code of yours: when the network comes back (with a
/// ``LoadingConfiguration/connectivity`` monitor) and when the app returns to the foreground (``AppActivity``), at
/// most once per key per ``minimumInterval``.
///
/// ```swift
/// ResourceStore(revalidation: AutomaticRevalidation(onForeground: false))   // only on reconnect
/// ResourceStore(revalidation: .off)
/// ```
public struct AutomaticRevalidation: Hashable, Sendable {
  /// Whether stale keys with screens revalidate when the network comes back.
  public var onReconnect: Bool
  /// Whether stale keys with screens revalidate when the app returns to the foreground.
  public var onForeground: Bool
  /// The least time between two automatic revalidations of one key (clamped to 0 … 10⁹ s): 5 s by default, as SWR
  /// throttles its focus revalidation.
  public var minimumInterval: Duration

  /// Creates a rule; every parameter defaults to the documented default.
  public init(onReconnect: Bool = true, onForeground: Bool = true, minimumInterval: Duration = .seconds(5)) {
    self.onReconnect = onReconnect
    self.onForeground = onForeground
    self.minimumInterval = minimumInterval.clampedForScheduling
  }

  /// Both triggers on, at most once per key per 5 s.
  public static var standard: Self { Self() }

  /// No automatic revalidation: the app calls ``ResourceStore/revalidate()`` itself.
  public static var off: Self { Self(onReconnect: false, onForeground: false) }
}
