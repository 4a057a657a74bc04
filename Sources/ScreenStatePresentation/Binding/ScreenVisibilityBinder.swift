import ScreenStateCore
import ScreenStateData

/// Shows exactly one of a screen's loading, content, empty and failure views for any projection, so the
/// mixed-up `isHidden` switches of a hand-written controller cannot happen.
///
/// ```swift
/// let binder = ScreenVisibilityBinder(loading: spinner, content: tableView, empty: emptyView, failure: errorView)
/// binder.apply(screen.projection)
/// ```
///
/// A blank projection hides everything unless a `blank` view is given. Views may be shared between regions
/// (for example the same view for empty and content); a shared view is shown when any of its regions is.
@MainActor
public struct ScreenVisibilityBinder {
  private let views: [(region: ScreenRegion, view: any VisibilityControlling)]

  /// Creates a binder for the views of each region.
  public init(
    loading: any VisibilityControlling,
    content: any VisibilityControlling,
    empty: any VisibilityControlling,
    failure: any VisibilityControlling,
    blank: (any VisibilityControlling)? = nil
  ) {
    var views: [(ScreenRegion, any VisibilityControlling)] = [
      (.loading, loading), (.content, content), (.empty, empty), (.failure, failure),
    ]
    if let blank { views.append((.none, blank)) }
    self.views = views
  }

  /// Shows the view of `region` and hides the others.
  public func apply(_ region: ScreenRegion) {
    // Hide first, then show: a view shared by two regions ends up visible.
    for (viewRegion, view) in views where viewRegion != region { view.isVisible = false }
    for (viewRegion, view) in views where viewRegion == region { view.isVisible = true }
  }

  /// Shows the view of the projection's region and hides the others.
  public func apply<Value>(_ projection: ScreenProjection<Value>) {
    apply(projection.region)
  }
}
