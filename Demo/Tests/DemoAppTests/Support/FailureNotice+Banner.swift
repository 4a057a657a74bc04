import ScreenState

extension FailureNotice {
  /// The banner, when the notice is one.
  var banner: ScreenBanner<ScreenAction>? {
    if case .banner(let banner) = self { return banner }
    return nil
  }
}
