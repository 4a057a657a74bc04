#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// A failure notice over kept content as a UIKit view: a `ScreenBanner`'s title, message and buttons,
  /// each tap sending its `ScreenAction` to ``send``.
  ///
  /// `LoadableScreen.bind(loading:content:empty:error:banner:presentingAlertsFrom:render:)` shows one for a banner or
  /// inline notice, an action's failure (a refused change) or an alert no controller could present, hides it
  /// otherwise, and sends its buttons to the screen: the one you place and pass as `banner:`, or else one it installs
  /// over the top of the content. Its texts use text styles that follow Dynamic Type as it changes.
  public final class FailureBannerView: UIStackView {
    /// Receives the action of each tapped button.
    public var send: @MainActor (ScreenAction) async -> Void {
      get { buttonStack.send }
      set { buttonStack.send = newValue }
    }

    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private let buttonStack = ScreenButtonStackView()

    /// Creates an empty banner; call ``show(_:)`` to fill it.
    public init() {
      super.init(frame: .zero)
      axis = .vertical
      alignment = .leading
      spacing = 8
      titleLabel.font = .preferredFont(forTextStyle: .headline)
      messageLabel.font = .preferredFont(forTextStyle: .subheadline)
      for label in [titleLabel, messageLabel] {
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
      }
      for view in [titleLabel, messageLabel, buttonStack] {
        addArrangedSubview(view)
      }
    }

    /// Not supported: the view is built in code.
    public required init(coder: NSCoder) {
      fatalError("FailureBannerView is built in code")
    }

    /// Draws `banner`: its title, message and buttons in order.
    public func show(_ banner: ScreenBanner<ScreenAction>) {
      titleLabel.text = banner.title
      messageLabel.text = banner.message
      buttonStack.show(banner.buttons, isEnabled: true)
    }
  }
#endif
