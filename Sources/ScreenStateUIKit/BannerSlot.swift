#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// Where a bound screen draws its banner notices: the app's banner view, or else one the binding installs over the
  /// top of the content, so that every failure shown over content (a failed refresh, a refused change) is drawn with
  /// its buttons.
  ///
  /// The installed banner sits in the content's superview, pinned to its safe area's top and layout margins, on a
  /// blur that adapts to the interface style, in front of the other subviews; while it shows, it is the first
  /// element VoiceOver reads in that superview (before the content, which starts higher on screen), and the
  /// superview's own order comes back when it goes.
  @MainActor
  final class BannerSlot {
    /// The banner view drawn in.
    let banner: FailureBannerView
    /// What is shown and hidden: the banner itself, or the installed banner's blur.
    private let shownView: UIView
    /// Whether the binding installed the banner.
    private let isInstalled: Bool
    private weak var content: UIView?
    /// The superview whose VoiceOver order the installed banner leads, and its order before.
    private weak var orderedSuperview: UIView?
    private var orderBefore: [Any]?

    /// The app's `banner`, or else one installed above `content`.
    init(_ banner: FailureBannerView?, above content: UIView) {
      self.content = content
      if let banner {
        self.banner = banner
        shownView = banner
        isInstalled = false
      } else {
        let banner = FailureBannerView()
        banner.isLayoutMarginsRelativeArrangement = true
        banner.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        blur.contentView.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          banner.topAnchor.constraint(equalTo: blur.contentView.topAnchor),
          banner.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor),
          banner.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor),
          banner.trailingAnchor.constraint(equalTo: blur.contentView.trailingAnchor),
        ])
        blur.isHidden = true
        self.banner = banner
        shownView = blur
        isInstalled = true
      }
    }

    /// Draws `notice`, or hides the banner when there is none.
    func show(_ notice: ScreenBanner<ScreenAction>?) {
      guard let notice else {
        shownView.isHidden = true
        restoreOrder()
        return
      }
      if isInstalled {
        guard let superview = content?.superview else { return }  // Nowhere to draw yet: the announcement says it.
        install(in: superview)
        leadOrder(of: superview)
      }
      banner.show(notice)
      shownView.isHidden = false
    }

    /// Puts the installed banner over the top of `superview`, in front of its other subviews.
    private func install(in superview: UIView) {
      guard shownView.superview !== superview else {
        superview.bringSubviewToFront(shownView)
        return
      }
      restoreOrder()
      shownView.removeFromSuperview()
      superview.addSubview(shownView)
      shownView.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        shownView.topAnchor.constraint(equalTo: superview.safeAreaLayoutGuide.topAnchor),
        shownView.leadingAnchor.constraint(equalTo: superview.layoutMarginsGuide.leadingAnchor),
        shownView.trailingAnchor.constraint(equalTo: superview.layoutMarginsGuide.trailingAnchor),
      ])
    }

    /// Makes the banner the first element VoiceOver reads in `superview`, before the rest in their order.
    private func leadOrder(of superview: UIView) {
      if orderedSuperview !== superview {
        orderBefore = superview.accessibilityElements
        orderedSuperview = superview
      }
      let rest = orderBefore ?? superview.subviews.filter { $0 !== shownView }
      superview.accessibilityElements = [shownView] + rest
    }

    /// Gives the superview its own VoiceOver order back.
    private func restoreOrder() {
      guard let superview = orderedSuperview else { return }
      superview.accessibilityElements = orderBefore
      orderedSuperview = nil
      orderBefore = nil
    }
  }
#endif
