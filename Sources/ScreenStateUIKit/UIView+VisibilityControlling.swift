#if canImport(UIKit)
  import ScreenState
  import UIKit

  /// Every view gains `isVisible`, the affirmative inverse of `isHidden` (seed 000), and can be handed to
  /// a ``ScreenState/ScreenVisibilityBinder``.
  ///
  /// ```swift
  /// spinner.isVisible = state.isFirstLoad
  /// ```
  extension UIView: VisibilityControlling {}
#endif
