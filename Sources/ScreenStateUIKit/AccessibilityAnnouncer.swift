#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import Foundation
  import ScreenState
  import UIKit

  /// Posts a screen's `ScreenAnnouncement`s to assistive technologies as the core's `ScreenAnnouncer` decides (which
  /// ones, merged how, at which priority, as a move of the focus, and again when VoiceOver did not deliver one), and
  /// tells it what VoiceOver reported (`announcementDidFinishNotification`). It decides nothing itself.
  ///
  /// Only a screen on screen speaks: while the bound view is in no window (a screen never shown, or pushed off by
  /// another), nothing is posted, and what changed meanwhile is not heard later.
  @MainActor
  final class AccessibilityAnnouncer {
    private let announcer: ScreenAnnouncer
    // Removed by `deinit`, which may run on any thread; NotificationCenter's removal is thread-safe.
    nonisolated(unsafe) private let observer: any NSObjectProtocol

    /// Creates an announcer of `screen`'s announcements from now on, posted while `view` is in a window, whose screen
    /// changes move VoiceOver to `errorTitle`.
    init<Value, Failure>(for screen: LoadableScreen<Value, Failure>, view: UIView, errorTitle: UIView) {
      let announcer = screen.makeAnnouncer { [weak view, weak errorTitle] post in
        // On the main actor's next turn: after the views of this update are filled in, so that VoiceOver, which
        // reads what changed under its focus, does not drop it.
        Task { @MainActor in
          guard view?.window != nil else { return }
          Self.perform(post, errorTitle: errorTitle)
        }
      }
      self.announcer = announcer
      // Delivered where posted (no queue: an operation queue's delivery waits for it, which deadlocks a post made on
      // the main queue on Linux), then on the main actor.
      observer = NotificationCenter.default.addObserver(
        forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil
      ) { [weak announcer] notification in
        let info = notification.userInfo
        guard let text = info?[UIAccessibility.announcementStringValueUserInfoKey] as? String else { return }
        let delivered = (info?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? NSNumber)?.boolValue ?? true
        Task { @MainActor in announcer?.didFinish(text, delivered: delivered) }
      }
    }

    deinit {
      NotificationCenter.default.removeObserver(observer)
    }

    /// Takes in the screen's latest announcement after an update; the announcer posts what the core decides.
    func update(_ announcement: ScreenAnnouncement?, count: Int, alertPresented: Bool) {
      announcer.update(announcement, count: count, alertPresented: alertPresented)
    }

    /// Speaks an announcement at its priority, or moves VoiceOver to the error screen's title, which it then reads.
    private static func perform(_ post: AccessibilityPost, errorTitle: UIView?) {
      switch post {
      case .announcement(let announcement):
        let text = NSAttributedString(
          string: announcement.text,
          attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority(announcement.priority)])
        UIAccessibility.post(notification: .announcement, argument: text)
      case .screenChanged:
        UIAccessibility.post(notification: .screenChanged, argument: errorTitle)
      }
    }
  }
#endif
