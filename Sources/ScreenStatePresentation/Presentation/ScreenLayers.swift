import ScreenStateCore
import ScreenStateData

/// How an adapter stacks a screen, decided from its projection: the content layer, kept alive under a
/// full-screen failure, and what is drawn over it.
///
/// ```swift
/// let layers = ScreenLayers(screen.projection, coveredContent: screen.coveredContent,
///                           hostShowsRefreshControl: refreshAction != nil)
/// if let posts = layers.content { PostList(posts).opacity(layers.isContentCovered ? 0 : 1) }
/// ```
///
/// - The content stays drawn while an error screen covers it (a failed refresh the policy shows full screen),
///   hidden from sight and from assistive technologies: when the failure is dismissed, the same list comes
///   back with its scroll position, instead of a new one.
/// - A refreshing indicator is drawn over content being refreshed only when the host shows no refresh control
///   of its own (SwiftUI's `.refreshable` draws one while the list is pulled), so there is never a second
///   spinner; a banner takes its place.
public struct ScreenLayers<Value> {
  /// What is drawn over the content, at its top edge.
  public enum Overlay: Hashable, Sendable {
    /// A failure notice over kept content.
    case banner(ScreenBanner<ScreenAction>)
    /// A small progress indicator: the content is being refreshed.
    case refreshing
  }

  /// The content to draw: shown, or kept under a full-screen failure; `nil` when there is none (blank,
  /// progress, empty, or a failure with nothing kept).
  public var content: Value?
  /// Whether the content is covered by a full-screen failure: drawn, but hidden from sight and from assistive
  /// technologies, and not interactive.
  public var isContentCovered: Bool
  /// What is drawn over the content, if anything.
  public var overlay: Overlay?

  /// The layers of `projection`.
  ///
  /// - Parameters:
  ///   - projection: What the screen shows.
  ///   - coveredContent: The content a full-screen failure covers, if any (``LoadableScreen/coveredContent``).
  ///   - hostShowsRefreshControl: Whether the host draws its own refresh control (a pull to refresh).
  ///   - showsRefreshingIndicator: Whether the adapter may draw a refreshing indicator at all.
  public init(
    _ projection: ScreenProjection<Value>,
    coveredContent: Value? = nil,
    hostShowsRefreshControl: Bool = false,
    showsRefreshingIndicator: Bool = true
  ) {
    switch projection {
    case .content(let value, _, _):
      content = value
      isContentCovered = false
    case .failure:
      content = coveredContent
      isContentCovered = coveredContent != nil
    case .blank, .progress, .empty:
      content = nil
      isContentCovered = false
    }
    if case .banner(let banner)? = projection.notice {
      overlay = .banner(banner)
    } else if projection.isRefreshing, showsRefreshingIndicator, !hostShowsRefreshControl {
      overlay = .refreshing
    } else {
      overlay = nil
    }
  }
}

extension ScreenLayers: Equatable where Value: Equatable {}
extension ScreenLayers: Sendable where Value: Sendable {}
