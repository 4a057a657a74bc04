#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// What a paginated list shows below its last row, as a UIKit view: it draws a `PageFooter` the core
  /// decided, the "Load more" button, progress with its label, the failed page's banner with its buttons, or
  /// the end line, and hands each tapped button's `ScreenAction` to ``send``.
  ///
  /// Place it below the rows, such as a table's `tableFooterView`;
  /// `LoadableScreen.bind(footer:changed:)` keeps it drawing the screen's footer and sends its buttons to the
  /// screen. As a table's footer it sizes itself: a table keeps a footer view's height, so after each change the
  /// view takes the height of what it shows (none when there is nothing below the rows) and hands itself to the
  /// table again, which is how a table takes a footer's new height.
  ///
  /// The progress and its label are one element for VoiceOver, read as the label ("Loading more…"); the texts
  /// use text styles that follow Dynamic Type as it changes, and the view takes its new height when the text size
  /// changes, as when the table gives it another width.
  public final class PageFooterView: UIStackView {
    /// Receives the action of each tapped button.
    public var send: @MainActor (ScreenAction) async -> Void {
      get { buttonStack.send }
      set {
        buttonStack.send = newValue
        bannerView.send = newValue
      }
    }

    private let buttonStack = ScreenButtonStackView()
    private let progressRow = UIStackView(frame: .zero)
    private let progressIndicator = UIActivityIndicatorView(style: .medium)
    private let progressLabel = UILabel(frame: .zero)
    private let bannerView = FailureBannerView()
    private let endLabel = UILabel(frame: .zero)
    /// The footer drawn, and the width the view was sized for.
    private var shownFooter: PageFooter?
    private var sizedWidth: CGFloat?

    /// Creates an empty footer; call ``show(_:)`` to fill it.
    public init() {
      super.init(frame: .zero)
      axis = .vertical
      alignment = .center
      spacing = 8
      isLayoutMarginsRelativeArrangement = true
      directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
      progressRow.axis = .horizontal
      progressRow.spacing = 8
      progressRow.addArrangedSubview(progressIndicator)
      progressRow.addArrangedSubview(progressLabel)
      progressRow.isAccessibilityElement = true  // One element: the label says what the indicator shows.
      progressLabel.font = .preferredFont(forTextStyle: .subheadline)
      endLabel.font = .preferredFont(forTextStyle: .footnote)
      for label in [progressLabel, endLabel] {
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textAlignment = .center
      }
      for view in [buttonStack, progressRow, bannerView, endLabel] {
        view.isHidden = true
        addArrangedSubview(view)
      }
      isHidden = true
      // Dynamic Type: the labels take their new fonts in this trait update, the height follows on the next turn.
      registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (footer: PageFooterView, _) in
        Task { @MainActor [weak footer] in footer?.resizeInTable() }
      }
    }

    /// Not supported: the view is built in code.
    public required init(coder: NSCoder) {
      fatalError("PageFooterView is built in code")
    }

    /// Draws `footer`, showing only its part; `nil` (a list that is not loaded and settled) hides the view. As a
    /// table's footer, the view then takes the height of what it shows.
    public func show(_ footer: PageFooter?) {
      shownFooter = footer
      defer { resizeInTable() }
      isHidden = footer == nil
      buttonStack.isHidden = true
      progressRow.isHidden = true
      bannerView.isHidden = true
      endLabel.isHidden = true
      progressIndicator.stopAnimating()
      switch footer {
      case .loadMore(let button)?:
        buttonStack.show([button], isEnabled: true)
        buttonStack.isHidden = false
      case .loading(let label)?:
        progressLabel.text = label
        progressRow.accessibilityLabel = label
        progressIndicator.startAnimating()
        progressRow.isHidden = false
      case .failed(let banner)?:
        bannerView.show(banner)
        bannerView.isHidden = false
      case .end(let text)?:
        endLabel.text = text
        endLabel.isHidden = false
      case nil:
        break
      }
    }

    /// Sizes the view again when the table gives it another width (a rotation, a split view).
    public override func layoutSubviews() {
      super.layoutSubviews()
      guard let sizedWidth, sizedWidth != bounds.width else { return }
      // Not during the table's own layout: on the next turn.
      Task { @MainActor [weak self] in self?.resizeInTable() }
    }

    /// As a table's footer view: takes the height of what it shows at the table's width, and hands itself to the
    /// table again when that changed, so that the table lays its footer out anew.
    private func resizeInTable() {
      guard let table = superview as? UITableView, table.tableFooterView === self else { return }
      let width = table.bounds.width
      let height =
        shownFooter == nil
        ? 0
        : systemLayoutSizeFitting(
          CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
      sizedWidth = width
      guard frame.height != height || frame.width != width else { return }
      frame = CGRect(x: frame.minX, y: frame.minY, width: width, height: height)
      table.tableFooterView = self
    }
  }
#endif
