#if canImport(UIKit)
  import ScreenState
  import UIKit

  /// The universal error screen of seed 003 as a UIKit view: it draws an
  /// ``ScreenState/ErrorScreenConfiguration`` and calls ``primaryAction`` or ``secondaryAction`` on a tap.
  ///
  /// It is a vertical stack; place it like any view. ``ErrorScreenViewController`` drives one from an
  /// ``ScreenState/ErrorScreenModel``, and `LoadableScreen.bind(loading:content:empty:error:render:)`
  /// drives one from a screen's projection.
  public final class ErrorScreenView: UIStackView {
    /// Runs when the primary button is tapped.
    public var primaryAction: @MainActor () async -> Void = {}
    /// Runs when the secondary button is tapped.
    public var secondaryAction: @MainActor () async -> Void = {}

    private let iconView = UIImageView(image: nil)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let busyIndicator = UIActivityIndicatorView(style: .medium)
    private lazy var primaryButton = UIButton(
      configuration: .filled(), primaryAction: UIAction { [weak self] _ in self?.tapPrimary() })
    private lazy var secondaryButton = UIButton(
      configuration: .plain(), primaryAction: UIAction { [weak self] _ in self?.tapSecondary() })

    /// Creates an empty error screen; call ``show(_:)`` to fill it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      axis = .vertical
      alignment = .center
      spacing = 16
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      messageLabel.font = .preferredFont(forTextStyle: .body)
      for label in [titleLabel, messageLabel] {
        label.numberOfLines = 0
        label.textAlignment = .center
      }
      for view in [iconView, titleLabel, messageLabel, busyIndicator, primaryButton, secondaryButton] {
        addArrangedSubview(view)
      }
    }

    /// Not supported: the view is built in code.
    public required init(coder: NSCoder) {
      fatalError("ErrorScreenView is built in code")
    }

    /// Draws `configuration`: icon, texts, busy indicator, and the buttons it names, disabled while busy.
    public func show(_ configuration: ErrorScreenConfiguration) {
      iconView.image = UIImage(systemName: configuration.icon.systemImageName)
      titleLabel.text = configuration.title
      messageLabel.text = configuration.message
      if configuration.isBusy {
        busyIndicator.startAnimating()
      } else {
        busyIndicator.stopAnimating()
      }
      show(configuration.primaryAction, on: primaryButton, isBusy: configuration.isBusy)
      show(configuration.secondaryAction, on: secondaryButton, isBusy: configuration.isBusy)
    }

    private func show(_ label: String?, on button: UIButton, isBusy: Bool) {
      button.configuration?.title = label
      button.isVisible = label != nil
      button.isEnabled = !isBusy
    }

    private func tapPrimary() {
      let action = primaryAction
      Task { await action() }
    }

    private func tapSecondary() {
      let action = secondaryAction
      Task { await action() }
    }
  }
#endif
