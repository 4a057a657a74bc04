// The one place that lists what can take focus on a screen, so that the interaction machine (which moves
// focus and activates buttons) and the renderer (which draws the focus markers) count buttons the same way.

import ScreenState

/// The focusable parts of a projection: its buttons in display order, whether the content takes focus
/// too, and what Escape does.
struct FocusScope: Hashable {
  /// Which kind of surface has the focus.
  enum Kind: Hashable {
    /// Nothing to focus: a blank screen or first-load progress.
    case inert
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
  /// The buttons, exactly as the projection carries them (``ScreenProjection/buttons``).
  let buttons: [ScreenButton<ScreenAction>]
  /// Whether the content (a list) is a focus target besides the buttons.
  let includesContent: Bool
  /// Whether the buttons are disabled because work is running (a busy error screen).
  let isBusy: Bool
  /// What focus resets on: a different alert, error screen or notice is a new scope, but the same error
  /// screen turning busy and back is not.
  let identity: [String]

  init<Value>(_ projection: ScreenProjection<Value>) {
    let buttons = projection.buttons
    let labels = buttons.map(\.label)
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
        self.init(kind: .content, buttons: [], includesContent: hasContent, isBusy: false, identity: ["content"])
      case .alert(let alert)?:
        self.init(
          kind: .alert, buttons: buttons, includesContent: false, isBusy: false,
          identity: ["alert", alert.title, alert.message ?? ""] + labels)
      case .banner(let banner)?, .inline(let banner)?:
        self.init(
          kind: .notice, buttons: buttons, includesContent: hasContent, isBusy: false,
          identity: ["notice", banner.title, banner.message] + labels)
      }
    }
  }

  private init(
    kind: Kind, buttons: [ScreenButton<ScreenAction>], includesContent: Bool, isBusy: Bool, identity: [String]
  ) {
    self.kind = kind
    self.buttons = buttons
    self.includesContent = includesContent
    self.isBusy = isBusy
    self.identity = identity
  }

  /// Where focus starts in this scope: the first button of the default role (the primary action), else
  /// the first button, else the content.
  var initialFocus: ScreenFocus {
    if let index = buttons.firstIndex(where: { $0.role == .default }) { return .button(index) }
    return buttons.isEmpty ? .content : .button(0)
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

  /// The button whose role is cancel, which Escape activates.
  var cancelButton: ScreenButton<ScreenAction>? {
    buttons.first { $0.role == .cancel }
  }
}
