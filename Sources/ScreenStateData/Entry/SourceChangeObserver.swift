import ScreenStateCore

/// What follows a source's changes as they are made, such as a screen drawing it.
@MainActor
package protocol SourceChangeObserver: AnyObject {
  /// The source changed visibly; reading it now reads the new state.
  func sourceDidChange()
}

/// A weak reference to a ``SourceChangeObserver``, so that a source never keeps a screen alive.
struct WeakChangeObserver {
  weak var observer: (any SourceChangeObserver)?
}
