import Observation
import ScreenStateCore

/// Anything whose state is a ``Loadable`` driven by requests: a ``Loader``, a ``QueryLoader``, a ``PageLoader``,
/// or a store's ``Resource``, ``QueryResource`` and ``PagedResource``. A ``LoadableScreen`` draws any of them.
///
/// Reading ``state`` (or ``changeCount``) inside an observation tracks the source: every visible change notifies
/// once, and a change to an equal state notifies no one when `Value` is `Equatable`.
///
/// ```swift
/// func describe(_ source: some LoadableSource<[Post], any Error>) -> String {
///   source.state.value.map { "\($0.count) posts" } ?? "nothing yet"
/// }
/// ```
@MainActor
public protocol LoadableSource<Value, Failure>: AnyObject, Observable {
  /// The value loaded.
  associatedtype Value: Sendable
  /// The failure of a request.
  associatedtype Failure: Error

  /// The state a screen shows.
  var state: Loadable<Value, Failure> { get }
  /// The classification of the failure in ``state``, made once when it happened; `nil` unless failed.
  var failureClassification: FailureClassification? { get }
  /// Where the value shown came from; `nil` when none is shown.
  var valueOrigin: ValueOrigin? { get }
  /// Counts the visible changes of the source: it changes exactly when observers are notified.
  var changeCount: UInt64 { get }
  /// Whether a request is in flight.
  var isRunning: Bool { get }
  /// Whether the request in flight waits for the network to come back (see
  /// ``LoadingConfiguration/connectivity``); tracks the source.
  var isWaitingForNetwork: Bool { get }
  /// Why the request behind ``state`` started: the one in flight (while loading, or while one nobody asked for runs
  /// over a loaded value), the one that failed while failed; `nil` otherwise. A screen is quiet about a request nobody asked for (see ``RequestReason/isAutomatic``).
  var requestReason: RequestReason? { get }
  /// When the request in flight started, on the time line of ``configuration``'s clock; `nil` with none in flight.
  /// A screen times its loading indicator from it.
  var requestStartedAt: Duration? { get }
  /// The events of the source's requests.
  var events: LoadEvents { get }
  /// How the source's requests are classified, retried and timed, and on which clock: a ``LoadableScreen`` times its
  /// loading indicator (see ``LoadingTiming``) on this clock.
  var configuration: LoadingConfiguration { get }

  /// Loads when nothing is shown or the last load failed; joins a request in flight. Returns when it ends.
  func load() async
  /// Loads anew, keeping the value on screen. Returns when the request ends.
  func refresh() async
  /// After a failure, asks again; joins a request in flight. Returns when it ends.
  func retry() async
  /// Stops the request in flight and goes back to what was shown before it.
  func cancel()
  /// Accepts a failure: the kept value is shown as loaded, or nothing when none was kept.
  func dismissFailure()
  /// Suspends until no request of the source is in flight; for tests and command-line tools.
  func waitUntilSettled() async
}

extension LoadableSource {
  /// `false`: a source with no connectivity monitor never waits for the network.
  public var isWaitingForNetwork: Bool { false }

  /// `nil`: a source that does not say why its requests started has them treated as asked for by the person.
  public var requestReason: RequestReason? { nil }

  /// `nil`: a screen times the loading indicator of a source that does not say when its request started from when
  /// it sees the load.
  public var requestStartedAt: Duration? { nil }

  /// ``LoadingConfiguration/standard``, for a source with no configuration of its own: screens time it on the
  /// continuous clock.
  public var configuration: LoadingConfiguration { .standard }
}
