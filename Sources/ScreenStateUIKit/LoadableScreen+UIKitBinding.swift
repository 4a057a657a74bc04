#if canImport(UIKit)
  import ScreenState
  import UIKit

  extension LoadableScreen {
    /// Seed 000's binding in one line: shows exactly one of the loading, content, empty and error views
    /// for the screen's projection, now and after every change, fills the error view and wires its
    /// buttons to the screen, then calls `render` to fill the content.
    ///
    /// ```swift
    /// binding = screen.bind(loading: spinner, content: tableView, empty: emptyLabel, error: errorView) {
    ///   [weak self] projection in self?.show(projection.content ?? [])
    /// }
    /// ```
    ///
    /// Built on `bindVisibility(loading:content:empty:failure:blank:render:)`, which observes the screen
    /// with `withObservationTracking` and re-renders on the main actor.
    ///
    /// - Returns: The observation; keep it for as long as the views are shown.
    public func bind(
      loading: UIView,
      content: UIView,
      empty: UIView,
      error: ErrorScreenView,
      render: @escaping @MainActor (ScreenProjection<Value>) -> Void = { _ in }
    ) -> RenderObservation {
      error.primaryAction = { [weak self] in await self?.send(.errorScreenPrimary) }
      error.secondaryAction = { [weak self] in await self?.send(.errorScreenSecondary) }
      return bindVisibility(loading: loading, content: content, empty: empty, failure: error) { projection in
        if let configuration = projection.errorScreen {
          error.show(configuration)
        }
        render(projection)
      }
    }
  }
#endif
