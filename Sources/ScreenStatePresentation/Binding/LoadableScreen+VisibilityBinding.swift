import ScreenStateCore
import ScreenStateData

extension LoadableScreen {
  /// Shows exactly one of the loading, content, empty and failure views for the screen's projection, now
  /// and after every change, then calls `render` to fill them in.
  ///
  /// This is a controller's whole state binding in one line, with the mixed-up `isHidden` switch made impossible by
  /// ``ScreenVisibilityBinder``:
  ///
  /// ```swift
  /// binding = screen.bindVisibility(loading: spinner, content: tableView, empty: emptyView, failure: errorView) {
  ///   [weak self] projection in self?.show(projection)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - loading: The first-load progress view.
  ///   - content: The content view.
  ///   - empty: The empty-state view; it may be the content view.
  ///   - failure: The full-screen failure view.
  ///   - blank: The view shown before anything is requested, if any; otherwise everything is hidden.
  ///   - render: Fills the visible view in from the projection; capture `self` weakly.
  /// - Returns: The observation; keep it for as long as the views are shown.
  public func bindVisibility(
    loading: any VisibilityControlling,
    content: any VisibilityControlling,
    empty: any VisibilityControlling,
    failure: any VisibilityControlling,
    blank: (any VisibilityControlling)? = nil,
    render: @escaping @MainActor (ScreenProjection<Value>) -> Void = { _ in }
  ) -> RenderObservation {
    let binder = ScreenVisibilityBinder(
      loading: loading, content: content, empty: empty, failure: failure, blank: blank)
    return RenderObservation { [weak self] in
      guard let self else { return }
      let projection = self.projection
      binder.apply(projection)
      render(projection)
    }
  }
}
