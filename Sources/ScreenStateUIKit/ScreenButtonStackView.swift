#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// A column of `ScreenButton`s in their order, each a `UIButton` with its label and role; a tap sends its
  /// action to ``send``. Shared by the error screen and the failure banner, so both draw buttons alike.
  @MainActor
  final class ScreenButtonStackView: UIStackView {
    /// Receives the action of each tapped button.
    var send: @MainActor (ScreenAction) async -> Void = { _ in }
    /// The buttons drawn now, so that an unchanged list (a busy state toggling) keeps its controls.
    private var drawnButtons: [ScreenButton<ScreenAction>] = []

    init() {
      super.init(frame: .zero)
      axis = .vertical
      spacing = 8
    }

    required init(coder: NSCoder) {
      fatalError("ScreenButtonStackView is built in code")
    }

    /// Draws `buttons`, enabled or not.
    func show(_ buttons: [ScreenButton<ScreenAction>], isEnabled: Bool) {
      if buttons != drawnButtons {
        redraw(buttons)
      }
      for case let control as UIControl in arrangedSubviews {
        control.isEnabled = isEnabled
      }
    }

    private func redraw(_ buttons: [ScreenButton<ScreenAction>]) {
      for view in arrangedSubviews {
        view.removeFromSuperview()
      }
      // The core's rule for a list of buttons: the first default-role one is the call to action.
      let callToAction = buttons.firstIndex { $0.role == .default }
      for (index, button) in buttons.enumerated() {
        var configuration: UIButton.Configuration = index == callToAction ? .filled() : .plain()
        configuration.title = button.label
        let action = button.action
        let control = UIButton(
          configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.tap(action) })
        control.role = UIButton.Role(button.role)
        addArrangedSubview(control)
      }
      drawnButtons = buttons
    }

    private func tap(_ action: ScreenAction) {
      let send = send
      startAction { await send(action) }
    }
  }
#endif
