import ScreenStateCore
import ScreenStateData

extension LoadableSource {
  /// Performs a ``ScreenAction`` on a bare source, as a ``LoadableScreen`` with the standard error screens
  /// would: an error screen's own buttons (which need an error-screen model) and ``ScreenAction/loadMore`` (which
  /// needs a paginated screen) do nothing here.
  ///
  /// Adapters that draw a source without a ``LoadableScreen`` send their actions here, so they decide
  /// nothing about what an action means.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .retry: await retry()
    case .refresh: await refresh()
    case .cancel: cancel()
    case .dismissFailure: dismissFailure()
    case .errorScreenPrimary, .errorScreenSecondary, .loadMore: return
    }
  }
}
