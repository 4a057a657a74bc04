#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// The universal error screen as a UIKit view: it draws an `ErrorScreenConfiguration`
  /// (icon, title, message, busy state and buttons) and hands each tapped button's
  /// `ScreenAction` to ``send``.
  ///
  /// It is a scroll view holding a vertical stack, centred while it fits and scrolling when it does not (at the
  /// largest accessibility text sizes); place it like any view. ``ErrorScreenViewController`` drives one from an
  /// `ErrorScreenModel`, and `LoadableScreen.bind(loading:content:empty:error:banner:presentingAlertsFrom:render:)`
  /// drives one from a screen's projection.
  ///
  /// The title is a header for VoiceOver, the icon is decorative and hidden from it, the busy indicator is
  /// labelled from ``texts``, and the texts use text styles that follow Dynamic Type as it changes.
  public final class ErrorScreenView: UIScrollView {
    /// Receives the action of each tapped button.
    public var send: @MainActor (ScreenAction) async -> Void {
      get { buttonStack.send }
      set { buttonStack.send = newValue }
    }
    /// The words the view adds of its own: the busy indicator's label.
    public var texts: ScreenTexts {
      didSet { busyIndicator.accessibilityLabel = texts[.busy] }
    }

    private let container = UIView(frame: .zero)
    private let stack = UIStackView(frame: .zero)
    private let iconView = UIImageView(image: nil)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let busyIndicator = UIActivityIndicatorView(style: .medium)
    private let buttonStack = ScreenButtonStackView()

    /// The title's accessibility element: where VoiceOver's focus goes when a failure takes the whole screen.
    var titleElement: UIView { titleLabel }

    /// Creates an empty error screen in the words of `texts`; call ``show(_:)`` to fill it.
    public init(texts: ScreenTexts = .standard) {
      self.texts = texts
      super.init(frame: .zero)
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 16
      // `title1` at a large scale rather than `largeTitle`, which tvOS does not have.
      iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title1, scale: .large)
      iconView.isAccessibilityElement = false  // Decorative: the title says what happened.
      titleLabel.font = .preferredFont(forTextStyle: .title2)
      titleLabel.accessibilityTraits.insert(.header)  // Keeps the label's own static-text trait.
      messageLabel.font = .preferredFont(forTextStyle: .body)
      for label in [titleLabel, messageLabel] {
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textAlignment = .center
      }
      busyIndicator.accessibilityLabel = texts[.busy]
      for view in [iconView, titleLabel, messageLabel, busyIndicator, buttonStack] {
        stack.addArrangedSubview(view)
      }
      layOut()
    }

    /// Not supported: the view is built in code.
    public required init?(coder: NSCoder) {
      fatalError("ErrorScreenView is built in code")
    }

    /// Draws `configuration`: icon, texts, busy indicator, and its buttons in order, disabled while busy.
    public func show(_ configuration: ErrorScreenConfiguration) {
      iconView.image = UIImage(systemName: configuration.icon.systemImageName)
      titleLabel.text = configuration.title
      messageLabel.text = configuration.message
      if configuration.isBusy {
        busyIndicator.startAnimating()
      } else {
        busyIndicator.stopAnimating()
      }
      buttonStack.show(configuration.buttons, isEnabled: !configuration.isBusy)
    }

    /// The stack, as wide as the view, centred in a container at least as tall as the view: a screen that fits is
    /// centred, a taller one (large text) scrolls.
    private func layOut() {
      container.translatesAutoresizingMaskIntoConstraints = false
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(container)
      container.addSubview(stack)
      let fitsTheView = container.heightAnchor.constraint(equalTo: frameLayoutGuide.heightAnchor)
      fitsTheView.priority = .defaultLow
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor),
        container.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor),
        container.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
        container.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
        container.heightAnchor.constraint(greaterThanOrEqualTo: frameLayoutGuide.heightAnchor),
        fitsTheView,
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 24),
        stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -24),
        stack.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
        stack.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
        stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      ])
    }
  }
#endif
