extension Loader {
  /// Performs a ``ScreenAction`` on a bare loader, as a ``LoadableScreen`` with the standard error
  /// screens would: the error screen's primary button retries and its secondary button does nothing.
  ///
  /// Adapters that draw a loader without a ``LoadableScreen`` send their actions here, so they decide
  /// nothing about what an action means.
  public func send(_ action: ScreenAction) async {
    switch action {
    case .retry, .errorScreenPrimary: await retry()
    case .refresh: await refresh()
    case .dismissFailure: dismissFailure()
    case .errorScreenSecondary: return
    }
  }
}
