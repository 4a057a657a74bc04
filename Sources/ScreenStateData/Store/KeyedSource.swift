import ScreenStateCore

/// The public face of a state kind that a ``ResourceStore`` keeps under a key: a ``Loader``, a ``PageLoader`` or a
/// ``QueryLoader``.
///
/// The store drives its entries through this API only (start a request without waiting, set a value with its
/// origin, read the latest request), the same API an app has.
@MainActor
protocol KeyedSource: LoadableSource {
  @discardableResult func start(_ command: LoadCommand, reason: RequestReason?) -> RequestID?
  var latestRequest: RequestID? { get }
  func setValue(_ value: Value, origin: ValueOrigin)
}

extension Loader: KeyedSource {}
extension PageLoader: KeyedSource {}
extension QueryLoader: KeyedSource {}
