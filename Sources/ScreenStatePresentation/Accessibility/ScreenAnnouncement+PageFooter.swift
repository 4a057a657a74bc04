import ScreenStateCore
import ScreenStateData

extension ScreenAnnouncement {
  /// The announcement for the change of a paginated list's footer from `old` to `new`, or `nil` when nothing
  /// worth hearing happened.
  ///
  /// - Parameters:
  ///   - old: The footer before the change.
  ///   - new: The footer after it.
  ///   - itemsAdded: Whether the list gained items in the change: a next page that stops loading without
  ///     adding any was cancelled, and is not announced as loaded.
  ///   - texts: The words, and the screen's subject.
  public init?(from old: PageFooter?, to new: PageFooter?, itemsAdded: Bool, texts: ScreenTexts) {
    let subject = texts.subject ?? texts[.defaultSubject]
    switch (old, new) {
    case (.loading?, .loading?), (.failed?, .failed?):
      return nil
    case (_, .loading?):
      self.init(event: .loadingMore, text: texts.format(.announceLoadingMore, subject))
    case (_, .failed(let banner)?):
      self.init(event: .loadMoreFailed, text: texts.format(.announceLoadMoreFailed, subject, banner.title))
    case (.loading?, .loadMore?), (.loading?, .end?):
      guard itemsAdded else { return nil }
      self.init(event: .loadedMore, text: texts.format(.announceLoadedMore, subject))
    default:
      return nil
    }
  }
}
