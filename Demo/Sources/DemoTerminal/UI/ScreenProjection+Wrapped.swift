import ScreenState

extension ScreenProjection {
  /// The same projection with its content wrapped by `wrap`: only the value changes.
  func wrapped<Wrapped>(_ wrap: (Value) -> Wrapped) -> ScreenProjection<Wrapped> {
    switch self {
    case .blank: .blank
    case .progress: .progress
    case .content(let value, let isRefreshing, let notice):
      .content(wrap(value), isRefreshing: isRefreshing, notice: notice)
    case .empty(let isRefreshing, let notice): .empty(isRefreshing: isRefreshing, notice: notice)
    case .failure(let configuration): .failure(configuration)
    }
  }
}
