/// Tells the engine whether the network can be reached, and when that changes: what lets a request wait for the
/// network instead of spending its retries, and a store revalidate its stale keys when the network comes back.
///
/// `NetworkPathMonitor` wraps `NWPathMonitor` on Apple platforms; ``ProbingConnectivityMonitor`` probes a host on
/// any platform (Linux included); `ControllableConnectivity` (ScreenStateTesting) is switched by a test. Set one on a
/// ``LoadingConfiguration``:
///
/// ```swift
/// let loading = LoadingConfiguration(connectivity: NetworkPathMonitor.shared)
/// ```
@MainActor
public protocol ConnectivityMonitoring: AnyObject, Sendable {
  /// The path now.
  var path: NetworkPath { get }
  /// Calls `onChange` with every new path from now on, until the subscription is cancelled or released.
  func observe(_ onChange: @escaping @MainActor (NetworkPath) -> Void) -> ChangeSubscription
}

/// One observer of a signal (a ``ConnectivityMonitoring``, the ``AppActivity``): told of every change until
/// ``cancel()`` or its release.
@MainActor
public final class ChangeSubscription {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates a subscription whose cancellation runs `onCancel`, once.
  public init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
