import ScreenStateCore
import ScreenStateData

/// Anything that can be hidden, such as a `UIView`; gains ``isVisible``, the affirmative inverse of
/// `isHidden`.
///
/// ```swift
/// indicator.isVisible = state.isLoading
/// ```
@MainActor
public protocol VisibilityControlling: AnyObject {
  /// Whether the object is hidden.
  var isHidden: Bool { get set }
}

extension VisibilityControlling {
  /// Whether the object is shown: the inverse of `isHidden`, which reads without a mental flip.
  public var isVisible: Bool {
    get { !isHidden }
    set { isHidden = !newValue }
  }
}
