import ScreenState

extension ScreenProjection {
  /// Whether the projection shows a spinner, so that a runner advances its tick: first-load progress, a
  /// refresh, or a busy error screen.
  var isAnimated: Bool {
    switch self {
    case .progress: true
    case .content(_, let isRefreshing, _), .empty(let isRefreshing, _): isRefreshing
    case .failure(let configuration): configuration.isBusy
    case .blank: false
    }
  }

  /// Whether the projection, with `footer` below its content, shows a spinner: also while a paginated list's
  /// next page loads (the footer shows under content and the empty state only).
  func isAnimated(footer: PageFooter?) -> Bool {
    guard !isAnimated else { return true }
    switch self {
    case .content, .empty: return footer?.isLoading == true
    case .blank, .progress, .failure: return false
    }
  }
}
