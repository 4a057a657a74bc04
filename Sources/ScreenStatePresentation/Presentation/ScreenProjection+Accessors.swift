import ScreenStateCore
import ScreenStateData

extension ScreenProjection {
  /// The region of the screen this projection occupies; see ``ScreenRegion``.
  public var region: ScreenRegion {
    switch self {
    case .blank: .none
    case .progress: .loading
    case .content: .content
    case .empty: .empty
    case .failure: .failure
    }
  }

  /// The failure notice over kept content, if any.
  public var notice: FailureNotice? {
    switch self {
    case .content(_, _, let notice), .empty(_, let notice): notice
    case .blank, .progress, .failure: nil
    }
  }

  /// The alert to present, if the notice is one.
  public var alert: ScreenAlert<ScreenAction>? {
    if case .alert(let alert) = notice { alert } else { nil }
  }

  /// Whether kept content is being refreshed.
  public var isRefreshing: Bool {
    switch self {
    case .content(_, let isRefreshing, _), .empty(let isRefreshing, _): isRefreshing
    case .blank, .progress, .failure: false
    }
  }

  /// The content shown, if any.
  public var content: Value? {
    if case .content(let value, _, _) = self { value } else { nil }
  }

  /// The full-screen error configuration, if the failure takes the whole screen.
  public var errorScreen: ErrorScreenConfiguration? {
    if case .failure(let configuration) = self { configuration } else { nil }
  }

  /// The buttons a person can press now, in display order: the alert's while one is up, otherwise the error
  /// screen's or the banner's; none on a blank, progress or plain content screen.
  public var buttons: [ScreenButton<ScreenAction>] {
    switch self {
    case .blank, .progress: []
    case .failure(let errorScreen): errorScreen.buttons
    case .content(_, _, let notice), .empty(_, let notice):
      switch notice {
      case nil: []
      case .alert(let alert)?: alert.buttons
      case .banner(let banner)?, .inline(let banner)?: banner.buttons
      }
    }
  }
}
