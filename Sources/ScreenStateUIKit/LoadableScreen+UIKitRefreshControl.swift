#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  @available(tvOS, unavailable)  // UIRefreshControl is iOS and visionOS only.
  extension LoadableScreen {
    /// Binds pull to refresh: a pull on `refreshControl` refreshes the screen (`ScreenAction.refresh`, as any
    /// refresh a person asks for), and the control spins for as long as that refresh runs, or the screen shows a
    /// refresh (`ScreenProjection.isRefreshing`) started elsewhere, such as a Refresh button.
    ///
    /// ```swift
    /// tableView.refreshControl = refreshControl
    /// bindings.append(screen.bind(refreshControl: refreshControl))
    /// ```
    ///
    /// The control spins from the pull on, even while the screen waits to show the refresh (a refresh answered
    /// within the policy's `LoadingTiming` delay shows none), and stops when the refresh ends; stopping it sends
    /// nothing, and a pull while the refresh it started runs asks for no second one.
    ///
    /// - Parameter refreshControl: The table's or collection view's refresh control.
    /// - Returns: The observation; keep it for as long as the control is shown.
    public func bind(refreshControl: UIRefreshControl) -> RenderObservation {
      let pull = PullToRefresh(refreshControl) { [weak self] in await self?.send(.refresh) }
      return RenderObservation { [weak self] in
        guard let self else { return }
        pull.show(isRefreshing: self.projection.isRefreshing)
      }
    }
  }
#endif
