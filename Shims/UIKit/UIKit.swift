// A compile shim for UIKit that is also a small runnable fake of it, for ScreenStateUIKit and the UIKit examples
// on Linux.
//
// It declares ONLY the symbols those sources (and the tests of AdapterTests/) use, each with its declaration as
// Apple's documentation shows it and the page it comes from beside it, and Apple's availability where Apple marks
// an API unavailable on a platform the package supports (`@available(tvOS, unavailable)`): on Linux those marks
// are inert, so Scripts/typecheck-adapters.sh turns each platform's marks into errors in a pass of its own.
//
// Two uses:
// - Scripts/typecheck-adapters.sh and Scripts/build-adapter-docs.sh build this file alone as a module named
//   UIKit and type-check the adapter and the examples against it.
// - AdapterTests/ (its own package) builds this directory, this file plus UIKitFake+Inspection.swift, as a module
//   named UIKit, compiles Sources/ScreenStateUIKit unmodified against it, and RUNS the binding: the bodies below
//   keep the state UIKit keeps (hidden, animating, frames, arranged subviews, the presented controller, a
//   table's rows, a view's content size category) and enforce a few of its rules (a controller presents one
//   controller at a time and only from a window; a table's batch update must add up; an activity indicator that
//   hides when stopped). It keeps UIKit's timing where the adapter depends on it: an animated presentation or
//   dismissal ends, with its completion, only when the test ends the animations (UIView.fakeFinishAnimations),
//   and nothing is presented meanwhile; a table's reload and a view's trait changes take effect at its next layout
//   pass (layoutIfNeeded). Layout is a toy: fitting sizes are sums of fixed heights (a label's lines, at its font's
//   size for the content size category, a button's 44 points), never Auto Layout.
//
// Reading the declarations:
// - UIKit's classes are `@MainActor` and `open`, as on Apple platforms; NSObject, NSCoder, Bundle,
//   CGFloat and CGRect come from swift-corelibs-foundation.
// - A line marked "[page not in the stored copy]" cites the page but its declaration was not
//   retrieved this session; it is written as that page documents it for the iOS 26 SDK.
// - What only the fake has (the announcements posted, a tap on an alert's button, a table's displayed rows) is in
//   UIKitFake+Inspection.swift, which the type-check leaves out: an adapter that used it would not type-check.

@_exported import Foundation  // UIKit re-exports Foundation on Apple platforms, so adapters may use NSCoder or CGRect.

// MARK: - Layout values

/// https://developer.apple.com/documentation/uikit/uilayoutpriority [page not in the stored copy]
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(1000)
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  public static let defaultHigh = UILayoutPriority(750)
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
  public static let defaultLow = UILayoutPriority(250)
  /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets [page not in the stored copy]
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

// MARK: - Responders and views

/// https://developer.apple.com/documentation/uikit/uiresponder [page not in the stored copy]
@MainActor open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/next [page not in the stored copy]
  open var next: UIResponder? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiapplication [page not in the stored copy]
@MainActor open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification [page not in the
  /// stored copy]: `class let didBecomeActiveNotification: NSNotification.Name`
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification [page not in the
  /// stored copy]: `class let didEnterBackgroundNotification: NSNotification.Name`
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared [page not in the stored copy]
  public static let shared = UIApplication()
  /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes [page not in the stored copy]
  /// (iOS 13; the fake has none)
  open var connectedScenes: Set<UIScene> { [] }
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey [page not in the stored copy]:
  /// `struct LaunchOptionsKey` (a string-backed key of `application(_:didFinishLaunchingWithOptions:)`)
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)
  /// [page not in the stored copy; its sibling beginBackgroundTask(expirationHandler:) is, with this handler type]:
  /// `nonisolated func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor
  /// @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier`. The fake's time never runs out.
  nonisolated open func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier(rawValue: 1)
  }

  /// https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:):
  /// `nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)`
  nonisolated open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

/// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier [page not in the stored copy]:
/// `struct UIBackgroundTaskIdentifier` (an `Int`-backed identifier)
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/invalid [page not in the stored
  /// copy]: `static let invalid: UIBackgroundTaskIdentifier`
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

// MARK: - The app's life (the iOS simulator job's host app; the fake runs none of it)

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate [page not in the stored copy]: its methods
/// are optional, so the shim requires none.
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  /// What `@main` calls: UIKit's `UIApplicationMain` on Apple platforms; nothing here (the shim is never run as an
  /// app).
  public static func main() {}
}

/// https://developer.apple.com/documentation/uikit/uiscene [page not in the stored copy]
@MainActor open class UIScene: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions [page not in the stored copy]
  @MainActor open class ConnectionOptions: NSObject {}
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene [page not in the stored copy]
@MainActor open class UIWindowScene: UIScene {
  /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows [page not in the stored copy]
  open var windows: [UIWindow] { [] }
}

/// https://developer.apple.com/documentation/uikit/uiscenesession [page not in the stored copy]
@MainActor open class UISceneSession: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property [page not in the stored copy]
  open var role: UISceneSession.Role { .windowApplication }

  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct [page not in the stored copy]
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
    /// [page not in the stored copy]
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// https://developer.apple.com/documentation/uikit/uisceneconfiguration [page not in the stored copy]
@MainActor open class UISceneConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:) [page not in the
  /// stored copy]
  public init(name: String?, sessionRole: UISceneSession.Role) {}
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass [page not in the stored copy]
  open var delegateClass: AnyClass?
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate [page not in the stored copy]: its methods are
/// optional, so the shim requires none.
@MainActor public protocol UISceneDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate [page not in the stored copy]
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window [page not in the stored copy]
  /// (`optional` in UIKit)
  var window: UIWindow? { get set }
}

/// https://developer.apple.com/documentation/uikit/uiview [page not in the stored copy]
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) [page not in the stored copy]
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) [page not in the stored copy]
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }
  /// `UIView()`: Objective-C's `init`, which calls `init(frame:)` with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/frame [page not in the stored copy]
  open var frame: CGRect
  /// https://developer.apple.com/documentation/uikit/uiview/bounds [page not in the stored copy]
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden [page not in the stored copy]
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiview/superview [page not in the stored copy]
  open private(set) weak var superview: UIView?
  /// https://developer.apple.com/documentation/uikit/uiview/subviews [page not in the stored copy]
  open private(set) var subviews: [UIView] = []
  /// https://developer.apple.com/documentation/uikit/uiview/window [page not in the stored copy]
  open var window: UIWindow? { superview?.window }
  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  /// [page not in the stored copy]
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins [page not in the stored copy]
  open var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize [page not in the stored copy]
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The controller whose root view this is: a view's next responder.
  weak var owningController: UIViewController?
  /// The constraints activated on this view's anchors (never solved: the fake's layout is a toy).
  var fakeConstraints: [NSLayoutConstraint] = []
  /// The traits set on this view and its trait change handlers.
  var fakeTraits = FakeTraits()

  /// A view's next responder is its controller when it is a controller's root view, otherwise its superview.
  open override var next: UIResponder? { owningController ?? superview }

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) [page not in the stored copy]
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() [page not in the stored copy]
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    superview.willRemoveSubview(self)
    self.superview = nil
  }
  /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:) [page not in the stored copy]
  open func willRemoveSubview(_ subview: UIView) {}
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() [page not in the stored copy]
  open func layoutSubviews() {}
  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout() [page not in the stored copy]
  open func setNeedsLayout() {}
  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() [page not in the stored copy]
  ///
  /// UIKit updates a view's traits before laying it out: a trait change handler runs here.
  open func layoutIfNeeded() {
    fakeUpdateTraits()
    layoutSubviews()
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  /// [page not in the stored copy]
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: isHidden ? 0 : fakeFittingHeight(width: targetSize.width))
  }

  /// The toy layout: the height this view needs at `width`, its subviews' fixed heights summed.
  func fakeFittingHeight(width: CGFloat) -> CGFloat { 0 }

  /// https://developer.apple.com/documentation/uikit/uiview/topanchor [page not in the stored copy]
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "top") }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor [page not in the stored copy]
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "bottom") }
  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor [page not in the stored copy]
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "leading") }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor [page not in the stored copy]
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "trailing") }
  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor [page not in the stored copy]
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, name: "width") }
  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor [page not in the stored copy]
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, name: "height") }
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor [page not in the stored copy]
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "centerY") }
  /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor [page not in the stored copy]
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "centerX") }
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor [page not in the stored copy]
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide [page not in the stored copy]
  /// (iOS 11, tvOS 11)
  public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide [page not in the stored copy]
  public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }

  /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:) [page not in the stored copy]
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow [page not in the stored copy]
@MainActor open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller [page not in the stored copy]
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let view = rootViewController?.view { addSubview(view) }
    }
  }
  open override var window: UIWindow? { self }
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() [page not in the stored copy]
  open func makeKeyAndVisible() {}

  /// https://developer.apple.com/documentation/uikit/uiwindow/init(frame:) [page not in the stored copy]
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) [page not in the stored copy]
  /// (iOS 13)
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffect [page not in the stored copy]
@MainActor open class UIVisualEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiblureffect [page not in the stored copy]
@MainActor open class UIBlurEffect: UIVisualEffect {
  /// The style it was made with.
  let style: UIBlurEffect.Style

  /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:) [page not in the stored copy]
  public init(style: UIBlurEffect.Style) {
    self.style = style
  }

  /// https://developer.apple.com/documentation/uikit/uiblureffect/style [page not in the stored copy]
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style/regular [page not in the stored copy]:
    /// adapts to the interface style (iOS 10, tvOS 10)
    case regular = 4
  }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview [page not in the stored copy]
@MainActor open class UIVisualEffectView: UIView {
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview [page not in the stored copy]:
  /// where subviews go, a subview of the effect view
  public let contentView = UIView(frame: .zero)
  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect [page not in the stored copy]
  open var effect: UIVisualEffect?

  /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:) [page not in the stored copy]
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  override func fakeFittingHeight(width: CGFloat) -> CGFloat { contentView.fakeFittingHeight(width: width) }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text [page not in the stored copy]
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font [page not in the stored copy]
  open var font: UIFont! = .preferredFont(forTextStyle: .body)
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  /// (UILabel adopts UIContentSizeCategoryAdjusting)
  open var adjustsFontForContentSizeCategory: Bool = false

  /// Lines of the toy layout: half a point size per character; a label that adjusts its font for the content size
  /// category scales its font's size by its traits' category.
  override func fakeFittingHeight(width: CGFloat) -> CGFloat {
    guard let text, !text.isEmpty else { return 0 }
    let scale = adjustsFontForContentSizeCategory ? traitCollection.preferredContentSizeCategory.fakeScale : 1
    let pointSize = font.pointSize * scale
    let perLine = max(Int(max(width, 1) / (pointSize / 2)), 1)
    let needed = (text.count + perLine - 1) / perLine
    let lines = numberOfLines == 0 ? needed : min(needed, numberOfLines)
    return CGFloat(lines) * (pointSize * 1.2).rounded()
  }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment [page not in the stored copy]
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uifont [page not in the stored copy]
@MainActor open class UIFont: NSObject {
  /// The text style the font was made for (the fake's only way to tell fonts apart).
  let textStyle: UIFont.TextStyle

  init(textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) [page not in the stored copy]
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont(textStyle: style) }
  /// https://developer.apple.com/documentation/uikit/uifont/pointsize [page not in the stored copy]; iOS's default
  /// (Large) sizes
  open var pointSize: CGFloat {
    // By raw value: `largeTitle` itself is unavailable in the tvOS pass of the type-check.
    switch textStyle.rawValue {
    case "UICTFontTextStyleTitle0": 34
    case TextStyle.title1.rawValue: 28
    case TextStyle.title2.rawValue: 22
    case TextStyle.subheadline.rawValue: 15
    case TextStyle.footnote.rawValue: 13
    default: 17
    }
  }
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight [page not in the stored copy]
  open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle [page not in the stored copy]
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body [as headline]
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline [as headline]
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1 [as headline]
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2 [as headline]
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle (iOS 11, Mac Catalyst 13.1,
    /// visionOS 1, watchOS 5: the page lists no tvOS)
    @available(tvOS, unavailable)
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
}

/// https://developer.apple.com/documentation/uikit/uiimage [page not in the stored copy]
@MainActor open class UIImage: NSObject {
  /// The symbol's name (the fake draws nothing).
  let systemName: String

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {
    systemName = name
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/configuration [page not in the stored copy]
  @MainActor open class Configuration: NSObject {}

  /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration [page not in the stored copy]
  @MainActor open class SymbolConfiguration: UIImage.Configuration {
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:)
    /// [page not in the stored copy]: a symbol sized by a text style follows Dynamic Type
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:scale:)
    /// [page not in the stored copy] (iOS 13, tvOS 13)
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) { self.init() }
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/symbolscale [page not in the stored copy]
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}

/// https://developer.apple.com/documentation/uikit/uiimageview [page not in the stored copy]
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:) [page not in the stored copy]
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiimageview/image [page not in the stored copy]
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration [page not in the stored copy]
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  override func fakeFittingHeight(width: CGFloat) -> CGFloat { image == nil ? 0 : 44 }
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:) (listed on the class page)
  public init(style: UIActivityIndicatorView.Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true  // hidesWhenStopped, and not animating yet
  }
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.property [page not in the
  /// stored copy]
  open var style: UIActivityIndicatorView.Style
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating [page not in the stored copy]
  open private(set) var isAnimating: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating() (listed on the class page)
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  override func fakeFittingHeight(width: CGFloat) -> CGFloat { style == .large ? 37 : 20 }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum [page not in the stored copy]
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:) (listed on the class page)
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:) (listed on the class page)
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) (listed on the class page)
  open func addArrangedSubview(_ view: UIView) {
    addSubview(view)
    arrangedSubviews.append(view)
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews [page not in the stored copy]
  open private(set) var arrangedSubviews: [UIView] = []
  /// https://developer.apple.com/documentation/uikit/uistackview/axis [page not in the stored copy]
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property [page not in the stored copy]
  open var alignment: UIStackView.Alignment = .fill
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing [page not in the stored copy]
  open var spacing: CGFloat = 0
  /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
  /// [page not in the stored copy]
  open var isLayoutMarginsRelativeArrangement: Bool = false

  /// UIKit's rule: a view removed from its stack view is removed from the arranged subviews too.
  open override func willRemoveSubview(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }

  override func fakeFittingHeight(width: CGFloat) -> CGFloat {
    let margins = isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : .zero
    let inner = width - margins.leading - margins.trailing
    let heights = arrangedSubviews.filter { !$0.isHidden }.map { $0.fakeFittingHeight(width: inner) }
    guard !heights.isEmpty else { return 0 }
    let content =
      axis == .vertical ? heights.reduce(0, +) + spacing * CGFloat(heights.count - 1) : heights.max() ?? 0
    return content + margins.top + margins.bottom
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum [page not in the stored copy]
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case center = 3
    case trailing = 4
  }
}

// MARK: - Traits

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory [page not in the stored copy]
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/unspecified [page not in the stored copy]
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large [page not in the stored copy]:
  /// the default
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/extraextraextralarge [page not in the
  /// stored copy]: the largest size outside the accessibility sizes
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextraextraextralarge [page
  /// not in the stored copy]: the largest size
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The toy layout's font scale: iOS's body size at this category over its size at the default (17 points).
  var fakeScale: CGFloat {
    switch self {
    case .extraExtraExtraLarge: 23 / 17
    case .accessibilityExtraExtraExtraLarge: 53 / 17
    default: 1
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection [page not in the stored copy]
@MainActor open class UITraitCollection: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory [page not in
  /// the stored copy]
  open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironment [page not in the stored copy]
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection [page not in the stored copy]
  var traitCollection: UITraitCollection { get }
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition [page not in the stored copy; its
/// requirements are never called by the adapters]
public protocol UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitrait [page not in the stored copy] (iOS 17, tvOS 17)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory (a structure, iOS 17)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration [page not in the stored copy]
public protocol UITraitChangeRegistration {}

/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94 (iOS 17, tvOS 17)
@MainActor public protocol UITraitChangeObservable {
  /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:):
  /// `@discardableResult @MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler:
  /// @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment :
  /// UITraitEnvironment` (`TraitChangeHandler<T>` is `(T, UITraitCollection) -> Void`)
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration
}

/// https://developer.apple.com/documentation/uikit/uitraitoverrides (a structure in Swift, iOS 17, tvOS 17)
public struct UITraitOverrides {
  /// The content size category set, or `unspecified` for none (the fake's only trait).
  public var preferredContentSizeCategory: UIContentSizeCategory
}

/// A view's traits in the fake: a content size category set on it (`traitOverrides`), or else its superview's, or
/// else the default; and its handlers of trait changes, told at the view's next layout (as UIKit updates traits
/// before laying out).
extension UIView: UITraitEnvironment, UITraitChangeObservable {
  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  public var traitCollection: UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: fakeContentSizeCategory)
  }
  /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides [page not in the stored copy]:
  /// `var traitOverrides: UITraitOverrides { get set }` (iOS 17, tvOS 17)
  public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides(preferredContentSizeCategory: fakeTraits.overridden ?? .unspecified) }
    set {
      let category = newValue.preferredContentSizeCategory
      fakeTraits.overridden = category == .unspecified ? nil : category
    }
  }

  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    fakeTraits.told = fakeContentSizeCategory
    fakeTraits.handlers.append { view, previous in
      if let view = view as? TraitEnvironment { handler(view, previous) }
    }
    return FakeTraitChangeRegistration()
  }

  /// The content size category in effect for this view.
  var fakeContentSizeCategory: UIContentSizeCategory {
    fakeTraits.overridden ?? superview?.fakeContentSizeCategory ?? .large
  }

  /// Tells this view's handlers of a change of its traits since they were last told.
  func fakeUpdateTraits() {
    guard !fakeTraits.handlers.isEmpty, let told = fakeTraits.told, told != fakeContentSizeCategory else { return }
    fakeTraits.told = fakeContentSizeCategory
    let previous = UITraitCollection(preferredContentSizeCategory: told)
    for handler in fakeTraits.handlers { handler(self, previous) }
  }
}

/// A view's traits and trait change handlers, as the fake keeps them.
struct FakeTraits {
  var overridden: UIContentSizeCategory?
  /// The category the handlers were last told of.
  var told: UIContentSizeCategory?
  var handlers: [(UIView, UITraitCollection) -> Void] = []
}

/// A registration of trait change handlers (never unregistered in the fake).
struct FakeTraitChangeRegistration: UITraitChangeRegistration {}

// MARK: - Auto Layout (recorded, never solved)

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint [page not in the stored copy]
@MainActor open class NSLayoutConstraint: NSObject {
  /// The two items and the relation, for a test to read.
  let firstAnchor: String
  let secondAnchor: String?

  init(_ first: String, _ second: String?) {
    firstAnchor = first
    secondAnchor = second
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive [page not in the stored copy]
  open var isActive: Bool = false
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority [page not in the stored copy]
  open var priority: UILayoutPriority = .required
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:) [page not in the stored copy]
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis [page not in the stored copy]
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor [page not in the stored copy]
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let name: String

  init(owner: AnyObject, name: String) {
    self.name = "\(type(of: owner)).\(name)"
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:) [page not in the stored copy]
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(name, anchor.name)
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:) [page not in the
  /// stored copy]
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(name, anchor.name)
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:) [page not in
  /// the stored copy]
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(name, anchor.name)
  }
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:) [page not in
  /// the stored copy]
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(name, anchor.name)
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor [page not in the stored copy]
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor [page not in the stored copy]
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutdimension [page not in the stored copy]
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:) [page not in
  /// the stored copy]
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(name, anchor.name)
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide [page not in the stored copy]
@MainActor open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor [page not in the stored copy]
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "top") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor [page not in the stored copy]
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "bottom") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor [page not in the stored copy]
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "leading") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor [page not in the stored copy]
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "trailing") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor [page not in the stored copy]
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, name: "width") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor [page not in the stored copy]
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(owner: self, name: "height") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor [page not in the stored copy]
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(owner: self, name: "centerX") }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor [page not in the stored copy]
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(owner: self, name: "centerY") }
}

/// https://developer.apple.com/documentation/uikit/uicolor [page not in the stored copy]
@MainActor open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13, Mac Catalyst, visionOS; not
  /// tvOS)
  @available(tvOS, unavailable)
  open class var systemBackground: UIColor { UIColor() }
}

// MARK: - Scroll views and tables

/// https://developer.apple.com/documentation/uikit/uiscrollview [page not in the stored copy]
@MainActor open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide (iOS 11, tvOS 11)
  public let contentLayoutGuide = UILayoutGuide()
  /// https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide (iOS 11, tvOS 11)
  public let frameLayoutGuide = UILayoutGuide()
  /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical [page not in the stored copy]
  open var alwaysBounceVertical: Bool = false
  /// The refresh control, stored as a view (a stored property cannot be marked unavailable on tvOS).
  fileprivate var refreshControlView: UIView?

  /// A scroll view does not grow with its content: it scrolls it.
  override func fakeFittingHeight(width: CGFloat) -> CGFloat { frame.height }
}

// In an extension marked as a whole: in the type-check's tvOS pass, where the mark becomes `*`, Swift lets code kept
// off tvOS use a member unavailable through its extension, never one marked `@available(*, unavailable)` itself.
@available(tvOS, unavailable)
extension UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol [page not in the stored copy]
  /// (iOS 10, not tvOS)
  @MainActor public var refreshControl: UIRefreshControl? {
    get { refreshControlView as? UIRefreshControl }
    set {
      if refreshControlView !== newValue { refreshControlView?.removeFromSuperview() }
      refreshControlView = newValue
      if let newValue { addSubview(newValue) }
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uitableview [page not in the stored copy]
@MainActor open class UITableView: UIScrollView {
  /// The row counts the table knows, per section: the data source's, as of the last reload laid out or update.
  var knownRowCounts: [Int]?
  /// Whether `reloadData()` was called since the last layout pass.
  var reloadIsPending = false
  /// What the fake recorded: updates UIKit would have rejected, reloads, rows displayed.
  var fakeRecord = UITableViewFakeRecord()
  /// The rows inserted and deleted by the batch update under way.
  private var pendingUpdate: (inserted: [IndexPath], deleted: [IndexPath])?
  /// The rows shown on the fake screen: the first ones, up to this many.
  var visibleRowCapacity = 10
  /// The rows displayed (`willDisplay` called) and not yet taken off the screen.
  var displayedRows: Set<IndexPath> = []

  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// `UITableView()`: Objective-C's `init`, a zero frame and the plain style.
  public convenience init() { self.init(frame: .zero, style: .plain) }
  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
  ///
  /// The table adds the view as a subview and gives it its own width; it keeps the view's height, which is why a
  /// footer must be sized before it is set (setting it again is how a table takes a new height).
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      if let footer = tableFooterView {
        if footer.superview !== self { addSubview(footer) }
        footer.frame.size.width = bounds.width
      }
      fakeRecord.footerAssignments += 1
    }
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections [page not in the stored copy]
  open var numberOfSections: Int { loadedRowCounts().count }
  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:) [page not in the stored copy]
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedRowCounts()
    return section < counts.count ? counts[section] : 0
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  ///
  /// The reload takes effect at the next layout pass, as UIKit's does: only then does the table take the data
  /// source's rows as its own, and display every visible row again (`willDisplay`). Until then the table has no rows
  /// of its own, and what asks for them (a batch update) gets the data source's rows of the moment.
  open func reloadData() {
    reloadIsPending = true
    displayedRows = []
    fakeRecord.reloads += 1
    setNeedsLayout()
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  /// [page not in the stored copy]
  ///
  /// After a reload that was not laid out yet, the rows before the update are the data source's now, which
  /// already count the rows the update inserts: UIKit raises `NSInternalInconsistencyException` (here: recorded).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let before = loadedRowCounts()
    pendingUpdate = ([], [])
    updates?()
    let update = pendingUpdate ?? ([], [])
    pendingUpdate = nil
    apply(inserted: update.inserted, deleted: update.deleted, before: before)
    completion?(true)
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:) [page not in the stored copy]
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    if pendingUpdate != nil {
      pendingUpdate?.inserted += indexPaths
    } else {
      apply(inserted: indexPaths, deleted: [], before: loadedRowCounts())
    }
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:) [page not in the stored copy]
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    if pendingUpdate != nil {
      pendingUpdate?.deleted += indexPaths
    } else {
      apply(inserted: [], deleted: indexPaths, before: loadedRowCounts())
    }
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:) (iOS 15, tvOS 15, visionOS 1)
  ///
  /// Asks the data source for the cells again, keeping them: nothing is displayed again.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    fakeRecord.reconfiguredRows += indexPaths
    if let dataSource {
      for indexPath in indexPaths where displayedRows.contains(indexPath) {
        _ = dataSource.tableView(self, cellForRowAt: indexPath)
      }
    }
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows [page not in the stored copy]
  open var indexPathsForVisibleRows: [IndexPath]? { visibleRows() }

  /// Takes a pending reload's rows, then displays the rows that came on screen since the last layout, as UIKit does
  /// while laying out.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if reloadIsPending {
      knownRowCounts = dataSourceRowCounts()
      reloadIsPending = false
    }
    for indexPath in visibleRows() where !displayedRows.contains(indexPath) {
      displayedRows.insert(indexPath)
      fakeRecord.displayed.append(indexPath)
      if let dataSource, let delegate {
        delegate.tableView(self, willDisplay: dataSource.tableView(self, cellForRowAt: indexPath), forRowAt: indexPath)
      }
    }
  }

  /// The fake's tables have one section (`numberOfSections(in:)` is an optional requirement it cannot call).
  private func dataSourceRowCounts() -> [Int] {
    guard let dataSource else { return [] }
    return [dataSource.tableView(self, numberOfRowsInSection: 0)]
  }

  private func loadedRowCounts() -> [Int] {
    if reloadIsPending { return dataSourceRowCounts() }
    if let knownRowCounts { return knownRowCounts }
    let counts = dataSourceRowCounts()
    knownRowCounts = counts
    return counts
  }

  private func visibleRows() -> [IndexPath] {
    let counts = loadedRowCounts()
    var rows: [IndexPath] = []
    for (section, count) in counts.enumerated() {
      for row in 0..<count where rows.count < visibleRowCapacity {
        rows.append(IndexPath(row: row, section: section))
      }
    }
    return rows
  }

  /// UIKit's rule for an update: after it, each section has the rows it had, minus those deleted, plus those
  /// inserted, or it raises `NSInternalInconsistencyException` (a crash on a device; here: recorded, and the table
  /// takes the data source's rows).
  private func apply(inserted: [IndexPath], deleted: [IndexPath], before: [Int]) {
    let after = dataSourceRowCounts()
    var expected = before
    for indexPath in deleted where indexPath.section < expected.count { expected[indexPath.section] -= 1 }
    for indexPath in inserted where indexPath.section < expected.count { expected[indexPath.section] += 1 }
    fakeRecord.updates.append(UITableViewFakeRecord.Update(inserted: inserted, deleted: deleted))
    guard expected == after else {
      let (inserts, deletes) = (inserted.count, deleted.count)
      fakeRecord.inconsistencies.append(
        "NSInternalInconsistencyException: Invalid update: the rows after the update \(after) must be the rows "
          + "before it \(before) plus \(inserts) inserted and minus \(deletes) deleted")
      knownRowCounts = after
      return
    }
    knownRowCounts = after
    // Rows shift: what was displayed stays displayed where it moved; inserted rows are displayed at the next layout.
    var displayed: Set<IndexPath> = []
    for indexPath in displayedRows where !deleted.contains(indexPath) {
      let shiftDown = deleted.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
      var row = indexPath.row - shiftDown
      for insertion in inserted.filter({ $0.section == indexPath.section }).map(\.row).sorted() where insertion <= row {
        row += 1
      }
      displayed.insert(IndexPath(row: row, section: indexPath.section))
    }
    displayedRows = displayed
    setNeedsLayout()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum [page not in the stored copy]
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation [page not in the stored copy]
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }
}

/// What a fake table recorded (read through UIKitFake+Inspection.swift).
struct UITableViewFakeRecord {
  struct Update: Equatable {
    var inserted: [IndexPath]
    var deleted: [IndexPath]
  }
  var reloads = 0
  var updates: [Update] = []
  var inconsistencies: [String] = []
  var displayed: [IndexPath] = []
  var reconfiguredRows: [IndexPath] = []
  var footerAssignments = 0
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell [page not in the stored copy]
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:) [page not in the
  /// stored copy]
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration [as
  /// UICollectionViewCell's contentConfiguration-13e7k] (iOS 14, tvOS 14)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration() [as
  /// UICollectionViewListCell's and UITableViewHeaderFooterView's defaultContentConfiguration()] (iOS 14, tvOS 14)
  @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle [page not in the stored copy]
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration [page not in the stored copy; its
/// requirements are never called by the adapters]
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct (iOS 14, tvOS 14)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text [page not in the
  /// stored copy]
  public var text: String?
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate (`@MainActor protocol UITableViewDelegate :
/// UIScrollViewDelegate`; UIScrollViewDelegate is `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`)
///
/// Its methods are `optional` Objective-C requirements, which Swift without Objective-C interop cannot declare.
/// The one the example uses is declared as a plain requirement: stricter than Apple's (every conformer must
/// implement it), so that its signature is checked as the SDK checks it.
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  /// (`optional` in UIKit)
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/row (declared by UIKit's overlay; read-only
  /// here, `{ get set }` on the page)
  public var row: Int { self[1] }
  /// https://developer.apple.com/documentation/foundation/indexpath/section (declared by UIKit's overlay; read-only
  /// here)
  public var section: Int { self[0] }
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:) (declared by UIKit's overlay)
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
}

// MARK: - Controls and actions

/// https://developer.apple.com/documentation/uikit/uicontrol [page not in the stored copy]
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled [page not in the stored copy]
  open var isEnabled: Bool = true
  /// The action a primary action trigger runs (UIButton's `primaryAction`).
  var primaryActionHandler: UIAction?

  /// The actions added for events, in order.
  var eventActions: [(action: UIAction, events: UIControl.Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:) [page not in the stored copy]
  /// (iOS 14, tvOS 14)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    eventActions.append((action, controlEvents))
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:) [page not in the stored copy]
  ///
  /// A disabled control sends nothing, as a disabled control cannot be tapped.
  open func sendActions(for controlEvents: UIControl.Event) {
    guard isEnabled else { return }
    if controlEvents.contains(.primaryActionTriggered), let action = primaryActionHandler {
      action.handler(action)
    }
    for (action, events) in eventActions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/event [page not in the stored copy]
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered [page not in the
    /// stored copy]
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged [page not in the stored copy]
    public static let valueChanged = Event(rawValue: 1 << 12)
  }

  override func fakeFittingHeight(width: CGFloat) -> CGFloat { 44 }
}

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol (iOS 6, Mac Catalyst, visionOS; not tvOS)
///
/// A person's pull sets `isRefreshing` and sends `.valueChanged` (a test does the same: `beginRefreshing()`, then
/// `sendActions(for: .valueChanged)`); `beginRefreshing()` and `endRefreshing()` called by code send nothing.
@available(tvOS, unavailable)
@MainActor open class UIRefreshControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing [page not in the stored copy]
  open private(set) var isRefreshing: Bool = false
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing() [page not in the stored copy]
  open func beginRefreshing() { isRefreshing = true }
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing() [page not in the stored copy]
  open func endRefreshing() { isRefreshing = false }
}

/// https://developer.apple.com/documentation/uikit/uibutton [page not in the stored copy]
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  @MainActor @preconcurrency public convenience init(
    configuration: UIButton.Configuration, primaryAction: UIAction? = nil
  ) {
    self.init(frame: .zero)
    self.configuration = configuration
    primaryActionHandler = primaryAction
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property [page not in the stored copy]
  open var configuration: UIButton.Configuration?
  /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.property
  open var role: UIButton.Role = .normal

  /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum (iOS 14)
  public enum Role: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum/normal
    case normal = 0
    /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum/primary
    case primary = 1
    /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum (listed on the page)
    case cancel = 2
    /// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum (listed on the page)
    case destructive = 3
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct [page not in the stored copy]
  public struct Configuration: Hashable {
    /// Which of the factory methods made it, for a test to read.
    var style = "plain"
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    public static func filled() -> UIButton.Configuration { Configuration(style: "filled") }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain() [as filled()]
    public static func plain() -> UIButton.Configuration { Configuration(style: "plain") }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title [page not in the stored copy]
    public var title: String?
  }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement [page not in the stored copy]
@MainActor open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes [page not in the stored copy]
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum [page not in the stored copy]
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler [page not in the stored copy]
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  /// What the action runs.
  var handler: UIActionHandler = { _ in }

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
    self.handler = handler
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct [page not in the stored copy]
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// MARK: - View controllers and alerts

/// https://developer.apple.com/documentation/uikit/uiviewcontroller [page not in the stored copy]
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) [page not in the stored copy]
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) [page not in the stored copy]
  public required init?(coder: NSCoder) { super.init() }
  /// `UIViewController()`: Objective-C's `init`, which calls `init(nibName:bundle:)` with no nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view [page not in the stored copy]
  ///
  /// Read for the first time, it loads the view (`loadView()`, then `viewDidLoad()`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue?.owningController = self
    }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded [page not in the stored copy]
  open var viewIfLoaded: UIView? { loadedView }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded [page not in the stored copy]
  open var isViewLoaded: Bool { loadedView != nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title [page not in the stored copy]
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller [page not in the
  /// stored copy]
  open private(set) var presentedViewController: UIViewController?
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller [page not in the
  /// stored copy]
  open private(set) weak var presentingViewController: UIViewController?

  /// A controller's next responder is its view's superview (the window, for a root view).
  open override var next: UIResponder? { loadedView?.superview }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() [page not in the stored copy]
  open func loadView() {
    view = UIView(frame: .zero)
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded() [page not in the stored copy]
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() [page not in the stored copy]
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented [page not in the stored copy]
  open var isBeingPresented: Bool { fakeTransition == .presenting }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed [page not in the stored copy]
  open var isBeingDismissed: Bool { fakeTransition == .dismissing }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  /// The fake runs no coordinator: the tests end its transitions with `UIView.fakeFinishAnimations()`.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  /// The animated transition under way of this controller as a presented one: it ends when the test finishes the
  /// animations (UIView.fakeFinishAnimations), as UIKit's ends after its animation, a few run-loop turns later.
  var fakeTransition: FakeTransition?

  /// A presented controller's transition under way.
  enum FakeTransition {
    case presenting
    case dismissing
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// [page not in the stored copy]
  ///
  /// UIKit's rules: a controller presents one controller at a time, and only while its view is in a window;
  /// otherwise it logs a warning and presents nothing (here: a recorded warning). While the controller it presents
  /// is being presented or dismissed (an animated transition under way), it presents nothing either. An animated
  /// presentation sets `presentedViewController` at once and ends, with its completion, when the animation does.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    if let presentedViewController {
      let reason =
        switch presentedViewController.fakeTransition {
        case .presenting?: "while a presentation is in progress"
        case .dismissing?: "while a dismissal is in progress"
        case nil: "which is already presenting \(type(of: presentedViewController))"
        }
      UIKitFakeLog.warnings.append(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) \(reason)")
      return
    }
    guard loadedView?.window != nil || presentingViewController != nil else {
      UIKitFakeLog.warnings.append(
        "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) whose view is not in the "
          + "window hierarchy")
      return
    }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    UIKitFakeLog.presentations.append(viewControllerToPresent)
    guard flag else {
      completion?()
      return
    }
    viewControllerToPresent.fakeTransition = .presenting
    UIKitFakeLog.animations.append { [weak viewControllerToPresent] in
      viewControllerToPresent?.fakeTransition = nil
      completion?()
    }
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:): "The block to
  /// execute after the view controller is dismissed."
  ///
  /// The presenting controller dismisses what it presented; called on the presented controller, UIKit forwards it.
  /// An animated dismissal keeps `presentedViewController` and `presentingViewController` until its animation
  /// ends, then runs `completion`; asked while a transition of the presented controller is under way, UIKit
  /// logs a warning and does nothing (here: a recorded warning).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      if let presentingViewController {
        presentingViewController.dismiss(animated: flag, completion: completion)
      } else {
        completion?()
      }
      return
    }
    guard presented.fakeTransition == nil else {
      UIKitFakeLog.warnings.append(
        "Attempt to dismiss from view controller \(type(of: self)) while a presentation or dismiss is in progress")
      return
    }
    let end = { [weak self, weak presented] in
      presented?.fakeTransition = nil
      presented?.presentingViewController = nil
      self?.presentedViewController = nil
      completion?()
    }
    guard flag else {
      end()
      return
    }
    presented.fakeTransition = .dismissing
    UIKitFakeLog.animations.append(end)
  }
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message [page not in the stored copy]
  open var message: String?
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle [page not in the stored copy]
  open private(set) var preferredStyle: UIAlertController.Style = .alert
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions [page not in the stored copy]
  open private(set) var actions: [UIAlertAction] = []
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:) (listed on the class page)
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
    action.alertController = self
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style [page not in the stored copy]
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
  /// What a tap runs, after the alert is dismissed.
  var handler: ((UIAlertAction) -> Void)?
  /// The alert the action was added to.
  weak var alertController: UIAlertController?

  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
    self.title = title
    self.style = style
    self.handler = handler
  }
  /// https://developer.apple.com/documentation/uikit/uialertaction/title [page not in the stored copy]
  open private(set) var title: String?
  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property [page not in the stored copy]
  open private(set) var style: UIAlertAction.Style = .default

  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
    case `default` = 0
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
    case cancel = 1
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
    case destructive = 2
  }
}

// MARK: - Accessibility

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
  nonisolated public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The accessibility properties UIKit keeps on every object, kept here beside the object (NSObject cannot gain
/// stored properties in an extension).
@MainActor
enum UIKitFakeAccessibility {
  static var isElement = FakeObjectProperty<Bool>()
  static var labels = FakeObjectProperty<String>()
  static var traits = FakeObjectProperty<UIAccessibilityTraits>()
  static var elements = FakeObjectProperty<[Any]>()
}

/// A property kept beside objects: an object's value is its own only, never that of an object gone whose address it
/// took.
struct FakeObjectProperty<Value> {
  private struct Entry {
    weak var object: AnyObject?
    var value: Value
  }
  private var entries: [ObjectIdentifier: Entry] = [:]

  subscript(object: AnyObject) -> Value? {
    get {
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry.value
    }
    set {
      entries[ObjectIdentifier(object)] = newValue.map { Entry(object: object, value: $0) }
    }
  }
}

// UIKit's accessibility properties belong to NSObject (the UIAccessibility informal protocol).
extension NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  /// [page not in the stored copy]
  @MainActor public var isAccessibilityElement: Bool {
    get { UIKitFakeAccessibility.isElement[self] ?? false }
    set { UIKitFakeAccessibility.isElement[self] = newValue }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// [page not in the stored copy]
  @MainActor public var accessibilityLabel: String? {
    get { UIKitFakeAccessibility.labels[self] }
    set { UIKitFakeAccessibility.labels[self] = newValue }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  /// [page not in the stored copy]
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { UIKitFakeAccessibility.traits[self] ?? [] }
    set { UIKitFakeAccessibility.traits[self] = newValue }
  }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
  /// [page not in the stored copy]: a container's elements in the order VoiceOver reads them, or `nil` for UIKit's
  /// own order (which the fake does not model: it follows the frames of a real layout)
  @MainActor public var accessibilityElements: [Any]? {
    get { UIKitFakeAccessibility.elements[self] }
    set { UIKitFakeAccessibility.elements[self] = newValue }
  }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority
/// (iOS 17, tvOS 17, watchOS 10, visionOS 1)
public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/high
  nonisolated public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/default:
  /// ``nonisolated static let `default`: UIAccessibilityPriority``
  nonisolated public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/low:
  /// `nonisolated static let low: UIAccessibilityPriority`
  nonisolated public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechannouncementpriority
  nonisolated public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility [page not in the stored copy]
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    UIKitFakeLog.posted.append((notification, argument))
    if notification == .announcement {
      // VoiceOver now speaks it, and reports when it has finished (`announcementDidFinishNotification`).
      let text = (argument as? String) ?? (argument as? NSAttributedString)?.string
      if let text { UIKitFakeLog.speaking.append(text) }
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/announcementdidfinishnotification:
  /// `nonisolated static let announcementDidFinishNotification: NSNotification.Name` (its user info holds
  /// ``announcementStringValueUserInfoKey`` and ``announcementWasSuccessfulUserInfoKey``; observed on the default
  /// notification center)
  nonisolated public static let announcementDidFinishNotification = NSNotification.Name(
    "UIAccessibilityAnnouncementDidFinishNotification")
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/announcementstringvalueuserinfokey:
  /// `nonisolated static let announcementStringValueUserInfoKey: String` (the announcement's text)
  nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/announcementwassuccessfuluserinfokey:
  /// `nonisolated static let announcementWasSuccessfulUserInfoKey: String` (an `NSNumber` read as a Boolean)
  nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification [page not in the stored copy]
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    nonisolated public static let announcement = Notification(rawValue: 1008)
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged:
    /// `nonisolated static let screenChanged: UIAccessibility.Notification` (its argument: the element VoiceOver
    /// moves to)
    nonisolated public static let screenChanged = Notification(rawValue: 1000)
  }
}

/// What the fake's UIKit did that no UIKit property shows: announcements posted, controllers presented, warnings
/// UIKit would have logged (read through UIKitFake+Inspection.swift).
@MainActor
enum UIKitFakeLog {
  static var posted: [(UIAccessibility.Notification, Any?)] = []
  /// The announcements VoiceOver was given and has not reported finished, oldest first.
  static var speaking: [String] = []
  static var presentations: [UIViewController] = []
  static var warnings: [String] = []
  /// What ends when the animations under way end (a presentation's or dismissal's transition), oldest first.
  static var animations: [() -> Void] = []
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
