// A compile shim for UIKit, for type-checking ScreenStateUIKit and the UIKit example on Linux.
//
// It declares ONLY the symbols those sources use, each with its declaration as Apple's documentation
// shows it and the page it comes from beside it. Bodies are `fatalError()` or empty: this module is
// built with `-emit-module` only and never linked, run or shipped in a product.
//
// Reading the declarations:
// - UIKit's classes are `@MainActor` and `open`, as on Apple platforms; NSObject, NSCoder, Bundle,
//   CGFloat and CGRect come from swift-corelibs-foundation.
// - A line marked "[page not in the stored copy]" cites the page but its declaration was not
//   retrieved this session; it is written as that page documents it for the iOS 26 SDK.

@_exported import Foundation  // UIKit re-exports Foundation on Apple platforms, so adapters may use NSCoder or CGRect.

// MARK: - Responders and views

/// https://developer.apple.com/documentation/uikit/uiresponder [page not in the stored copy]
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview [page not in the stored copy]
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) [page not in the stored copy]
  public init(frame: CGRect) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) [page not in the stored copy]
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden [page not in the stored copy]
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() [page not in the stored copy]
  open func removeFromSuperview() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text [page not in the stored copy]
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/font [page not in the stored copy]
  open var font: UIFont!
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  /// (UILabel adopts UIContentSizeCategoryAdjusting)
  open var adjustsFontForContentSizeCategory: Bool = false
}

/// https://developer.apple.com/documentation/uikit/nstextalignment [page not in the stored copy]
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// https://developer.apple.com/documentation/uikit/uifont [page not in the stored copy]
@MainActor open class UIFont: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) [page not in the stored copy]
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

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
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2 [as headline]
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle [as headline]
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }
}

/// https://developer.apple.com/documentation/uikit/uiimage [page not in the stored copy]
@MainActor open class UIImage: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) {}

  /// https://developer.apple.com/documentation/uikit/uiimage/configuration [page not in the stored copy]
  @MainActor open class Configuration: NSObject {}

  /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration [page not in the stored copy]
  @MainActor open class SymbolConfiguration: UIImage.Configuration {
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:)
    /// [page not in the stored copy]: a symbol sized by a text style follows Dynamic Type
    public convenience init(textStyle: UIFont.TextStyle) { self.init() }
  }
}

/// https://developer.apple.com/documentation/uikit/uiimageview [page not in the stored copy]
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:) [page not in the stored copy]
  public init(image: UIImage?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiimageview/image [page not in the stored copy]
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration [page not in the stored copy]
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:) (listed on the class page)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  open var hidesWhenStopped: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating() (listed on the class page)
  open func startAnimating() {}
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum [page not in the stored copy]
  public enum Style: Int, Sendable {
    case medium = 100, large = 101
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:) (listed on the class page)
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:) (listed on the class page)
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) (listed on the class page)
  open func addArrangedSubview(_ view: UIView) {}
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews [page not in the stored copy]
  open var arrangedSubviews: [UIView] { [] }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis [page not in the stored copy]
  open var axis: NSLayoutConstraint.Axis = .horizontal
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property [page not in the stored copy]
  open var alignment: UIStackView.Alignment = .fill
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing [page not in the stored copy]
  open var spacing: CGFloat = 0

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum [page not in the stored copy]
  public enum Alignment: Int, Sendable {
    case fill = 0, leading = 1, center = 3, trailing = 4
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint [page not in the stored copy]
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis [page not in the stored copy]
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }
}

// MARK: - Tables

/// https://developer.apple.com/documentation/uikit/uiscrollview [page not in the stored copy]
@MainActor open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uitableview [page not in the stored copy]
@MainActor open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitableview/tablefooterview
  open var tableFooterView: UIView?
  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    fatalError()
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {}

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum [page not in the stored copy]
  public enum Style: Int, Sendable {
    case plain = 0, grouped = 1, insetGrouped = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell [page not in the stored copy]
@MainActor open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration [as
  /// UICollectionViewCell's contentConfiguration-13e7k] (iOS 14, tvOS 14)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)?
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration() [as
  /// UICollectionViewListCell's and UITableViewHeaderFooterView's defaultContentConfiguration()] (iOS 14, tvOS 14)
  @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
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
}

// MARK: - Controls and actions

/// https://developer.apple.com/documentation/uikit/uicontrol [page not in the stored copy]
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled [page not in the stored copy]
  open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uibutton [page not in the stored copy]
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
  @MainActor @preconcurrency public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
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
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    public static func filled() -> UIButton.Configuration { Configuration() }
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain() [as filled()]
    public static func plain() -> UIButton.Configuration { Configuration() }
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
    case off = 0, on = 1, mixed = 2
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler [page not in the stored copy]
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct [page not in the stored copy]
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// MARK: - View controllers and alerts

/// https://developer.apple.com/documentation/uikit/uiviewcontroller [page not in the stored copy]
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) [page not in the stored copy]
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) [page not in the stored copy]
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view [page not in the stored copy]
  open var view: UIView!
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() [page not in the stored copy]
  open func loadView() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() [page not in the stored copy]
  open func viewDidLoad() {}
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
    self.init(nibName: nil, bundle: nil)
  }
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:) (listed on the class page)
  open func addAction(_ action: UIAlertAction) {}

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style [page not in the stored copy]
  public enum Style: Int, Sendable {
    case actionSheet = 0, alert = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }

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

// UIKit's accessibility properties belong to NSObject (the UIAccessibility informal protocol).
extension NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  /// [page not in the stored copy]
  @MainActor public var isAccessibilityElement: Bool { get { false } set {} }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// [page not in the stored copy]
  @MainActor public var accessibilityLabel: String? { get { nil } set {} }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  /// [page not in the stored copy]
  @MainActor public var accessibilityTraits: UIAccessibilityTraits { get { [] } set {} }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority
/// (iOS 17, tvOS 17, watchOS 10, visionOS 1)
public struct UIAccessibilityPriority: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitypriority/high
  nonisolated public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechannouncementpriority
  nonisolated public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
    "UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility [page not in the stored copy]
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification [page not in the stored copy]
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    nonisolated public static let announcement = Notification(rawValue: 1008)
  }
}
