#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Draws a loading screen from its ``ScreenState/ScreenProjection``: progress on a first load, the
  /// content (with a small indicator while it refreshes), the empty state, or the universal error screen,
  /// with any alert, banner or inline notice over the content that is kept.
  ///
  /// ```swift
  /// LoadableView(model.screen) { posts in
  ///   List(posts) { PostRow(post: $0) }
  /// } empty: {
  ///   ContentUnavailableView("No posts yet", systemImage: "doc.text")
  /// }
  /// .task { await model.screen.load() }
  /// .refreshable { await model.screen.send(.refresh) }
  /// ```
  ///
  /// `.task` starts the first load when the view appears and `.refreshable` reloads while the list keeps
  /// its rows. SwiftUI cancels both when the view goes away; the loader treats that as a non-event, so a
  /// cancelled pull-to-refresh never shows an error.
  ///
  /// The view decides nothing: the projection says what to draw, and every tap goes back to the screen
  /// as a ``ScreenState/ScreenAction``.
  public struct LoadableView<Value, Content: View, Empty: View>: View {
    private let projection: @MainActor () -> ScreenProjection<Value>
    private let send: @MainActor (ScreenAction) async -> Void
    private let showsRefreshingIndicator: Bool
    private let content: (Value) -> Content
    private let empty: () -> Empty

    /// Draws a ``ScreenState/LoadableScreen``, sending every tap to it.
    ///
    /// - Parameters:
    ///   - screen: The screen to draw; reading its projection here is what SwiftUI observes.
    ///   - showsRefreshingIndicator: Whether to draw a small progress view over content being refreshed.
    ///     Pass `false` when a `.refreshable` list already shows the system's refresh control.
    ///   - content: The loaded content.
    ///   - empty: The empty state, for content the screen calls empty.
    public init<Failure>(
      _ screen: LoadableScreen<Value, Failure>,
      showsRefreshingIndicator: Bool = true,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder empty: @escaping () -> Empty
    ) {
      self.init(
        projection: { screen.projection }, send: { await screen.send($0) },
        showsRefreshingIndicator: showsRefreshingIndicator, content: content, empty: empty)
    }

    /// Draws a projection you computed yourself, sending every tap to `send`.
    public init(
      _ projection: ScreenProjection<Value>,
      showsRefreshingIndicator: Bool = true,
      send: @escaping @MainActor (ScreenAction) async -> Void,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder empty: @escaping () -> Empty
    ) {
      self.init(
        projection: { projection }, send: send,
        showsRefreshingIndicator: showsRefreshingIndicator, content: content, empty: empty)
    }

    private init(
      projection: @escaping @MainActor () -> ScreenProjection<Value>,
      send: @escaping @MainActor (ScreenAction) async -> Void,
      showsRefreshingIndicator: Bool,
      content: @escaping (Value) -> Content,
      empty: @escaping () -> Empty
    ) {
      self.projection = projection
      self.send = send
      self.showsRefreshingIndicator = showsRefreshingIndicator
      self.content = content
      self.empty = empty
    }

    /// The region the projection names, with its notices and refreshing indicator.
    public var body: some View {
      let projection = projection()
      region(projection)
        .overlay(alignment: .top) { overlay(projection) }
        .alert(projection.alert, send: send)
    }

    @ViewBuilder private func region(_ projection: ScreenProjection<Value>) -> some View {
      switch projection {
      case .blank:
        // Not EmptyView: a `.task` attached to an EmptyView may never run, and it must start the load.
        Color.clear
      case .progress:
        ProgressView()
      case .content(let value, _, let notice):
        VStack(spacing: 0) {
          inlineNotice(notice)
          content(value)
        }
      case .empty(_, let notice):
        VStack(spacing: 0) {
          inlineNotice(notice)
          empty()
        }
      case .failure(let configuration):
        ErrorScreen(
          configuration,
          primaryAction: { await send(.errorScreenPrimary) },
          secondaryAction: { await send(.errorScreenSecondary) })
      }
    }

    @ViewBuilder private func inlineNotice(_ notice: FailureNotice?) -> some View {
      if case .inline(let banner)? = notice {
        FailureBanner(banner, send: send)
      }
    }

    @ViewBuilder private func overlay(_ projection: ScreenProjection<Value>) -> some View {
      if case .banner(let banner)? = projection.notice {
        FailureBanner(banner, send: send)
      } else if projection.isRefreshing, showsRefreshingIndicator {
        ProgressView().padding(8)
      }
    }
  }
#endif
