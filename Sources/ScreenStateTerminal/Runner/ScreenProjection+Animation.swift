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
}
