/// The path a monitor last saw and its observers: what a ``ConnectivityMonitoring`` keeps, so that a monitor only
/// says when the path changes.
///
/// ```swift
/// final class MyMonitor: ConnectivityMonitoring {
///   private let broadcast = ConnectivityBroadcast(.reachable)
///   var path: NetworkPath { broadcast.path }
///   func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
///     broadcast.observe(onChange)
///   }
///   func systemSaid(_ path: NetworkPath) { broadcast.update(path) }
/// }
/// ```
@MainActor
public final class ConnectivityBroadcast {
  /// The path last seen.
  public private(set) var path: NetworkPath
  private let observers = ObserverList<NetworkPath>()

  /// A broadcast starting at `path`.
  public nonisolated init(_ path: NetworkPath) {
    self.path = path
  }

  /// Records `path` and, when it differs from the one last seen, tells every observer.
  public func update(_ path: NetworkPath) {
    guard path != self.path else { return }
    self.path = path
    observers.deliver(path)
  }

  /// Calls `onChange` with every new path from now on, until the subscription is cancelled or released.
  public func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription {
    observers.add(onChange)
  }
}
