import ScreenState

extension PageFooter {
  /// The buttons the footer shows, which take focus like a notice's: "Load more", or a failed page's
  /// "Try Again" (when trying again can help).
  var buttons: [ScreenButton<ScreenAction>] {
    switch self {
    case .loadMore(let button): [button]
    case .failed(let banner): banner.buttons
    case .loading, .end: []
    }
  }
}
