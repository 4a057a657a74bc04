// A pure state machine in the style of async-algorithms' `...StateMachine`s: keys and projections in,
// commands out, no I/O. Every decision about what a key does lives here, so the renderer only draws the
// focus it is given and the runner only carries out commands.

import ScreenState

/// The keyboard behaviour of a screen: which button has focus, and what each key press means.
///
/// Keys act on the current *focus scope*: an alert's buttons while an alert is up; otherwise the error
/// screen's buttons on a full-screen failure; otherwise a banner's or inline notice's buttons and the
/// content's rows. Focus returns to the scope's first default-role button (the primary action) whenever
/// the scope changes: a new alert, a new error screen, a new notice.
///
/// | key | blank or first-load progress | alert | error screen | content or empty, with or without a notice |
/// | --- | --- | --- | --- | --- |
/// | ← → ↑ ↓, Tab, Shift-Tab | move among a loading notice's buttons | move focus | move focus | ↑ ↓ Page Home End scroll the content; ← → move among notice and footer buttons; Tab cycles buttons and content |
/// | Enter | a loading notice's focused button (Cancel) | the focused button's action | the focused button's action; nothing while busy | the focused notice or footer button's action |
/// | Escape | `ScreenAction.cancel` during a load | the cancel-role button's action | — | the notice's cancel-role button (Dismiss) |
/// | r | `ScreenAction.refresh` (start, or start again) | — | `ScreenAction.retry` unless busy | `ScreenAction.refresh` |
/// | q, Ctrl-C | quit | quit | quit | quit |
///
/// So a load in flight can always be cancelled (Escape) or started again (`r`): no screen leaves a person
/// waiting with no way out.
///
/// A `LoadingNotice` ("Still loading…", "Waiting for the network…", passed as `loadingNotice:`) adds its Cancel button
/// to first-load progress, where it takes the focus, and to a refresh's content, where the list keeps it.
///
/// A paginated list's footer (`PageFooter`, passed as `footer:`) adds its button, "Load more" or a failed
/// page's "Try Again", after the notice's buttons: ← → and Tab reach it like any notice button, Enter sends
/// its `ScreenAction.loadMore`, and ↑ ↓ take the focus back to the list. It never takes the focus by itself,
/// and Escape never presses it.
///
/// Keys marked "—", and keys not listed, are ``ScreenCommand/unhandled``, left for the app.
///
/// ```swift
/// var interaction = ScreenInteraction()
/// interaction.update(for: screen.projection, footer: screen.footer)      // on every new state
/// switch interaction.handle(key, projection: screen.projection, footer: screen.footer) {
/// case .send(let action): Task { await screen.send(action) }
/// case .scroll(let key): _ = content.handle(key)
/// case .quit: return
/// case .consumed, .unhandled: break
/// }
/// ```
public struct ScreenInteraction: Hashable, Sendable {
  /// The focus within the current scope; read it after ``update(for:footer:loadingNotice:)`` or
  /// ``handle(_:projection:footer:loadingNotice:)``.
  public private(set) var focus: ScreenFocus = .content
  /// The identity of the scope ``focus`` belongs to; `nil` before the first projection.
  private var scopeIdentity: [String]?

  /// Creates the machine with nothing focused yet; the first projection sets the initial focus.
  public init() {}

  /// Adopts the projection now on screen: keeps the focus if the focus scope is the same, and moves it to
  /// the scope's initial button otherwise. Call it on every state change, before drawing.
  ///
  /// - Parameters:
  ///   - projection: What the screen shows.
  ///   - footer: What a paginated list shows below its last row (`LoadableScreen.footer`); its buttons
  ///     follow the notice's in the focus order, but never take the focus from the list.
  ///   - loadingNotice: What the screen says beside its loading indicator (`LoadableScreen.loadingNotice`).
  public mutating func update<Value>(
    for projection: ScreenProjection<Value>, footer: PageFooter? = nil, loadingNotice: LoadingNotice? = nil
  ) {
    _ = adopt(FocusScope(projection, footer: footer, loadingNotice: loadingNotice))
  }

  /// Decides what `key` means for the screen showing `projection` (and `footer` below a paginated list, and
  /// `loadingNotice` beside its indicator), moving the focus if the key does.
  public mutating func handle<Value>(
    _ key: Key, projection: ScreenProjection<Value>, footer: PageFooter? = nil, loadingNotice: LoadingNotice? = nil
  ) -> ScreenCommand {
    let scope = adopt(FocusScope(projection, footer: footer, loadingNotice: loadingNotice))
    switch key {
    case .control("c"), .character("q"):
      return .quit
    default:
      break
    }
    switch scope.kind {
    case .inert: return handleInert(key, isLoading: projection.region == .loading)
    case .loading: return handleLoading(key, scope: scope)
    case .alert: return handleAlert(key, scope: scope)
    case .errorScreen: return handleErrorScreen(key, scope: scope)
    case .content, .notice: return handleContent(key, scope: scope)
    }
  }

  // MARK: - Scopes

  private func handleInert(_ key: Key, isLoading: Bool) -> ScreenCommand {
    switch key {
    case .character("r"): return .send(.refresh)
    case .escape where isLoading: return .send(.cancel)
    default: return .unhandled
    }
  }

  private mutating func handleLoading(_ key: Key, scope: FocusScope) -> ScreenCommand {
    switch key {
    case .left, .up, .backTab: return moveAmongButtons(by: -1, scope: scope)
    case .right, .down, .tab: return moveAmongButtons(by: 1, scope: scope)
    case .enter: return activateFocusedButton(scope: scope)
    case .escape: return .send(.cancel)
    case .character("r"): return .send(.refresh)
    default: return .unhandled
    }
  }

  private mutating func handleAlert(_ key: Key, scope: FocusScope) -> ScreenCommand {
    switch key {
    case .left, .up, .backTab: return moveAmongButtons(by: -1, scope: scope)
    case .right, .down, .tab: return moveAmongButtons(by: 1, scope: scope)
    case .enter: return activateFocusedButton(scope: scope)
    // An alert is modal: Escape answers it with its cancel button, or is swallowed when it has none.
    case .escape: return scope.cancelButton.map { .send($0.action) } ?? .consumed
    default: return .unhandled
    }
  }

  private mutating func handleErrorScreen(_ key: Key, scope: FocusScope) -> ScreenCommand {
    switch key {
    case .left, .up, .backTab: return moveAmongButtons(by: -1, scope: scope)
    case .right, .down, .tab: return moveAmongButtons(by: 1, scope: scope)
    // A busy screen's buttons are disabled: the key is swallowed, not left for the app.
    case .enter where scope.isBusy: return .consumed
    case .enter: return activateFocusedButton(scope: scope)
    case .character("r") where scope.isBusy: return .consumed
    case .character("r"): return .send(.retry)
    default: return .unhandled
    }
  }

  private mutating func handleContent(_ key: Key, scope: FocusScope) -> ScreenCommand {
    switch key {
    case .up, .down, .pageUp, .pageDown, .home, .end:
      if scope.includesContent {
        // Scrolling is the one thing these keys do on content, so it also takes the focus back to the list.
        focus = .content
        return .scroll(key)
      }
      switch key {
      case .up: return moveAmongButtons(by: -1, scope: scope)
      case .down: return moveAmongButtons(by: 1, scope: scope)
      default: return .unhandled
      }
    case .left: return moveAmongButtons(by: -1, scope: scope)
    case .right: return moveAmongButtons(by: 1, scope: scope)
    case .tab: return cycle(by: 1, scope: scope)
    case .backTab: return cycle(by: -1, scope: scope)
    case .enter: return activateFocusedButton(scope: scope)
    case .escape: return scope.cancelButton.map { .send($0.action) } ?? .unhandled
    case .character("r"): return .send(.refresh)
    default: return .unhandled
    }
  }

  // MARK: - Focus

  /// Adopts `scope`, resetting the focus when it is a different scope, and returns it.
  private mutating func adopt(_ scope: FocusScope) -> FocusScope {
    if scope.identity != scopeIdentity {
      scopeIdentity = scope.identity
      focus = scope.initialFocus
    } else {
      focus = scope.resolve(focus)
    }
    return scope
  }

  /// Moves focus among the buttons only, wrapping around; from the content, forward goes to the first
  /// button and backward to the last.
  private mutating func moveAmongButtons(by step: Int, scope: FocusScope) -> ScreenCommand {
    let count = scope.buttons.count
    guard count > 0 else { return .unhandled }
    switch focus {
    case .button(let index):
      focus = .button(((index + step) % count + count) % count)
    case .content:
      focus = .button(step > 0 ? 0 : count - 1)
    }
    return .consumed
  }

  /// Moves focus along the Tab order (buttons, then the content), wrapping around.
  private mutating func cycle(by step: Int, scope: FocusScope) -> ScreenCommand {
    let order = scope.tabOrder
    guard order.count > 1 else { return .unhandled }
    let current = order.firstIndex(of: focus) ?? 0
    focus = order[((current + step) % order.count + order.count) % order.count]
    return .consumed
  }

  private func activateFocusedButton(scope: FocusScope) -> ScreenCommand {
    guard case .button(let index) = focus, scope.buttons.indices.contains(index) else { return .unhandled }
    return .send(scope.buttons[index].action)
  }
}
