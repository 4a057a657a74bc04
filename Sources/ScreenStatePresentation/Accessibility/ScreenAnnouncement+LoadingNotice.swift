import ScreenStateCore
import ScreenStateData

extension ScreenAnnouncement {
  /// The announcement of a ``LoadingNotice`` that shows now in place of `old`: "Still loading posts", "Waiting for
  /// the network to load posts"; `nil` when there is none now or it says what `old` said.
  ///
  /// - Parameters:
  ///   - old: The notice shown before.
  ///   - new: The notice shown now.
  ///   - texts: The words, and the screen's subject.
  public init?(from old: LoadingNotice?, to new: LoadingNotice?, texts: ScreenTexts) {
    guard let new, new.reason != old?.reason else { return nil }
    let subject = texts.subject ?? texts[.defaultSubject]
    switch new.reason {
    case .slow: self.init(event: .stillLoading, text: texts.format(.announceStillLoading, subject))
    case .waitingForNetwork:
      self.init(event: .waitingForNetwork, text: texts.format(.announceWaitingForNetwork, subject))
    }
  }
}
