import ScreenStateCore
import ScreenStateData

extension ScreenAnnouncement {
  /// The announcement of a failed action whose banner reads `banner`: "Couldn't like the post. Something went wrong
  /// on our side". Urgent: it interrupts what is being read.
  public init(actionFailure banner: ScreenBanner<ScreenAction>, failure: FailureClassification, texts: ScreenTexts) {
    self.init(
      event: .actionFailed,
      text: texts.format(.announceActionFailed, banner.title, texts.actionFailureMessage(for: failure).title))
  }
}
