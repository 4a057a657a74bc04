#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import Observation
  import ScreenState
  import UIKit

  /// Presents a screen's alerts as alert controllers, each failure's once, and takes one away when its failure is
  /// over. Which alert is current, and what answering it means, is the core's `AlertPresentation`; this class only
  /// presents and dismisses.
  ///
  /// UIKit presents nothing while the alert it presents is being presented or dismissed (it logs a warning instead),
  /// so an alert asked for meanwhile waits: the presenter is observable, the binding's render reads it, and the end
  /// of the transition draws the screen again, which presents the alert current then.
  @MainActor
  final class AlertPresenter: Observable {
    private weak var source: UIView?
    private weak var presenter: UIViewController?
    private let send: @MainActor (ScreenAction) async -> Void
    private var presentation = AlertPresentation()
    /// The alert controller presented, and the failure revision it belongs to.
    private weak var shown: UIAlertController?
    private var shownRevision: Int?
    /// The alert presented or dismissed last, while UIKit moves it (read from UIKit, so that a transition that
    /// never reports its end cannot block the alerts after it).
    private weak var moving: UIAlertController?
    /// Observed by the render: changes when a transition an alert waited for ends.
    private var transitionsEnded = 0
    private let registrar = ObservationRegistrar()

    /// Presents from `presenter`, or else from the controller of `source`'s responder chain.
    init(source: UIView, presenter: UIViewController?, send: @escaping @MainActor (ScreenAction) async -> Void) {
      self.source = source
      self.presenter = presenter
      self.send = send
    }

    /// Presents `alert`, the alert of failure `revision`, unless it was answered; dismisses the alert presented for
    /// an older failure. Returns whether an alert is presented now, or will be once the alert under way has come or
    /// gone (`false` when there is no controller on screen to present it from).
    func show(_ alert: ScreenAlert<ScreenAction>?, revision: Int) -> Bool {
      registrar.access(self, keyPath: \.transitionsEnded)
      let current = presentation.alert(alert, revision: revision)
      if let alert = moving ?? shown, alert.isBeingPresented || alert.isBeingDismissed {
        // Ours is coming or going (a tap's dismissal is UIKit's): drawn again when that ends.
        return current != nil
      }
      if let shown, current == nil || shownRevision != revision {
        // Its failure is over (answered, dismissed elsewhere, refreshed away) or a newer one replaced it.
        self.shown = nil
        shownRevision = nil
        if shown.presentingViewController != nil {
          moving = shown
          shown.dismiss(animated: true) { [weak self] in self?.transitionEnded() }
          return current != nil
        }
      }
      guard let current else { return false }
      if let shown, shown.presentingViewController != nil { return true }
      guard let host = topController() else { return false }
      let controller = UIAlertController(current) { [weak self] button in self?.press(button, revision: revision) }
      host.present(controller, animated: true) { [weak self] in self?.transitionEnded() }
      guard controller.presentingViewController != nil else { return false }
      moving = controller
      shown = controller
      shownRevision = revision
      return true
    }

    /// A transition an alert may have waited for ended: the screen is drawn again.
    private func transitionEnded() {
      moving = nil
      registrar.withMutation(of: self, keyPath: \.transitionsEnded) { transitionsEnded &+= 1 }
    }

    private func press(_ button: ScreenButton<ScreenAction>, revision: Int) {
      // UIKit has dismissed the alert already (a newer failure may have waited for that); the answer is recorded
      // before its action is even started.
      transitionEnded()
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
