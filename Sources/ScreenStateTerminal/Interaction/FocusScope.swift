// The one place that lists what can take focus on a screen, so that the interaction machine (which moves
// focus and activates buttons) and the renderer (which draws the focus markers) count buttons the same way.

import ScreenState

/// The focusable parts of a projection and the footer below its content: its buttons in display order,
/// whether the content takes focus too, and what Escape does.
struct FocusScope: Hashable {
  /// Which kind of surface has the focus.
  enum Kind: Hashable {
    /// Nothing to focus: a blank screen or first-load progress.
    case inert
    /// First-load progress with a ``ScreenState/LoadingNotice`` and its Cancel button.
    case loading
    /// Content or an empty state with no notice over it.
    case content
    /// A modal alert over the content.
    case alert
    /// The full-screen error.
    case errorScreen
    /// A banner or inline notice beside the content.
    case notice
  }

  let kind: Kind
  /// The buttons in focus order: exactly those the projection carries (``ScreenProjection/buttons``), then
  /// those of a paginated list's footer below the content.
  let buttons: [ScreenButton<ScreenAction>]
  /// The index of the first footer button in ``buttons``; ``buttons``' count when the footer has none.
  let footerStart: Int
  /// Whether the content (a list) is a focus target besides the buttons.
  let includesContent: Bool
  /// Whether the buttons are disabled because work is running (a busy error screen).
  let isBusy: Bool
  /// What focus resets on: a different alert, error screen or notice is a new scope, but the same error
  /// screen turning busy and back is not.
  let identity: [String]
  /// Whether the focus starts on the content rather than the buttons: a refresh's loading notice does not take the
  /// focus from the list.
  private var startsOnContent = false

  /// The scope of `projection`, with the footer below its content and the loading notice beside its indicator.
  init<Value>(_ projection: ScreenProjection<Value>, footer: PageFooter? = nil, loadingNotice: LoadingNotice? = nil) {
    let buttons = projection.buttons
    let labels = buttons.map(\.label)
    if let loadingNotice, let scope = Self(projection, footer: footer, showing: loadingNotice) {
      self = scope
      return
    }
    switch projection {
    case .blank, .progress:
      self.init(kind: .inert, buttons: [], includesContent: false, isBusy: false, identity: ["inert"])
    case .failure(let configuration):
      self.init(
        kind: .errorScreen, buttons: buttons, includesContent: false, isBusy: configuration.isBusy,
        identity: ["errorScreen", configuration.icon.rawValue, configuration.title] + labels)
    case .content(_, _, let notice), .empty(_, let notice):
      let hasContent = projection.content != nil
      switch notice {
      case nil:
        self.init(
          kind: .content, buttons: [], includesContent: hasContent, isBusy: false, identity: ["content"],
          footer: footer)
      case .alert(let alert)?:
        // An alert is modal: the footer below the content cannot be reached while it is up.
        self.init(
          kind: .alert, buttons: buttons, includesContent: false, isBusy: false,
          identity: ["alert", alert.title, alert.message ?? ""] + labels)
      case .banner(let banner)?, .inline(let banner)?:
        self.init(
          kind: .notice, buttons: buttons, includesContent: hasContent, isBusy: false,
          identity: ["notice", banner.title, banner.message] + labels, footer: footer)
      }
    }
  }

  private init(
    kind: Kind, buttons: [ScreenButton<ScreenAction>], includesContent: Bool, isBusy: Bool, identity: [String],
    footer: PageFooter? = nil
  ) {
    let footerButtons = footer?.buttons ?? []
    self.kind = kind
    self.buttons = buttons + footerButtons
    self.footerStart = buttons.count
    self.includesContent = includesContent
    self.isBusy = isBusy
    self.identity = footerButtons.isEmpty ? identity : identity + ["footer"] + footerButtons.map(\.label)
  }

  /// The scope of first-load progress or of a refresh with `notice` beside the indicator; `nil` for any other
  /// projection (a failure notice over the content keeps its own buttons).
  private init?<Value>(_ projection: ScreenProjection<Value>, footer: PageFooter?, showing notice: LoadingNotice) {
    let identity = ["loading", notice.reason.rawValue, notice.title] + notice.buttons.map(\.label)
    switch projection {
    case .progress:
      self.init(kind: .loading, buttons: notice.buttons, includesContent: false, isBusy: false, identity: identity)
    case .content(_, true, nil), .empty(true, nil):
      self.init(
        kind: .notice, buttons: notice.buttons, includesContent: projection.content != nil, isBusy: false,
        identity: identity, footer: footer)
      startsOnContent = includesContent
    default:
      return nil
    }
  }

  /// The buttons of the alert, error screen or notice: those before ``footerStart``.
  var ownButtons: ArraySlice<ScreenButton<ScreenAction>> { buttons[..<footerStart] }
  /// The buttons of a paginated list's footer: those from ``footerStart`` on.
  var footerButtons: ArraySlice<ScreenButton<ScreenAction>> { buttons[footerStart...] }

  /// Where focus starts in this scope: the first button of the default role (the primary action), else
  /// the first button, else the content. A footer's buttons never take the focus from the content: a
  /// person scrolling a list keeps the list focused when a page fails below it.
  var initialFocus: ScreenFocus {
    if startsOnContent { return .content }
    if let index = ownButtons.firstIndex(where: { $0.role == .default }) { return .button(index) }
    if !ownButtons.isEmpty { return .button(0) }
    return includesContent || buttons.isEmpty ? .content : .button(footerStart)
  }

  /// `focus` if it names something in this scope, otherwise ``initialFocus``; `nil` means the initial one.
  func resolve(_ focus: ScreenFocus?) -> ScreenFocus {
    switch focus {
    case .button(let index)? where buttons.indices.contains(index): .button(index)
    case .content? where includesContent || buttons.isEmpty: .content
    default: initialFocus
    }
  }

  /// The targets Tab cycles through, in order: the buttons, then the content when it takes focus.
  var tabOrder: [ScreenFocus] {
    buttons.indices.map(ScreenFocus.button) + (includesContent ? [.content] : [])
  }

  /// The button whose role is cancel, which Escape activates; never a footer's.
  var cancelButton: ScreenButton<ScreenAction>? {
    ownButtons.first { $0.role == .cancel }
  }
}
