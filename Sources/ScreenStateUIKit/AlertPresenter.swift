#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// Presents a screen's alerts as alert controllers, each failure's once, and takes one away when its failure is
  /// over. Which alert is current, and what answering it means, is the core's `AlertPresentation`; this class only
  /// presents and dismisses.
  @MainActor
  final class AlertPresenter {
    private weak var source: UIView?
    private weak var presenter: UIViewController?
    private let send: @MainActor (ScreenAction) async -> Void
    private var presentation = AlertPresentation()
    /// The alert controller presented, and the failure revision it belongs to.
    private weak var shown: UIAlertController?
    private var shownRevision: Int?

    /// Presents from `presenter`, or else from the controller of `source`'s responder chain.
    init(source: UIView, presenter: UIViewController?, send: @escaping @MainActor (ScreenAction) async -> Void) {
      self.source = source
      self.presenter = presenter
      self.send = send
    }

    /// Presents `alert`, the alert of failure `revision`, unless it was answered; dismisses the alert presented for
    /// an older failure. Returns whether an alert is presented now (`false` when there is no controller on screen
    /// to present it from).
    func show(_ alert: ScreenAlert<ScreenAction>?, revision: Int) -> Bool {
      let current = presentation.alert(alert, revision: revision)
      if let shown, current == nil || shownRevision != revision {
        // Its failure is over (answered, dismissed elsewhere, refreshed away) or a newer one replaced it.
        if shown.presentingViewController != nil { shown.dismiss(animated: true) }
        self.shown = nil
        shownRevision = nil
      }
      guard let current else { return false }
      if let shown, shown.presentingViewController != nil { return true }
      guard let host = topController() else { return false }
      let controller = UIAlertController(current) { [weak self] button in self?.press(button, revision: revision) }
      host.present(controller, animated: true)
      guard controller.presentingViewController != nil else { return false }
      shown = controller
      shownRevision = revision
      return true
    }

    private func press(_ button: ScreenButton<ScreenAction>, revision: Int) {
      // UIKit has dismissed the alert already; the answer is recorded before its action is even started.
      guard let action = presentation.press(button, revision: revision) else { return }
      shown = nil
      shownRevision = nil
      let send = send
      startAction { await send(action) }
    }

    /// The controller to present from: the given one or the source's, or what it presents (a sheet), on top.
    private func topController() -> UIViewController? {
      var controller = presenter ?? owningController(of: source)
      while let presented = controller?.presentedViewController, !(presented is UIAlertController) {
        controller = presented
      }
      return controller
    }

    private func owningController(of view: UIView?) -> UIViewController? {
      var responder: UIResponder? = view
      while let next = responder {
        if let controller = next as? UIViewController { return controller }
        responder = next.next
      }
      return nil
    }
  }
#endif
