#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// A plain `UIView` seen as `VisibilityControlling`, so that the binding takes any view
  /// without every view of the app gaining `isVisible`.
  ///
  /// A class because the protocol is class-bound: a binder sets `isHidden` on what it was given.
  @MainActor
  final class ViewVisibility: VisibilityControlling {
    private let view: UIView

    init(_ view: UIView) {
      self.view = view
    }

    var isHidden: Bool {
      get { view.isHidden }
      set { view.isHidden = newValue }
    }
  }
#endif
