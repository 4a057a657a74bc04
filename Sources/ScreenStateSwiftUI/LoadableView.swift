#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Draws a loading screen from its `ScreenProjection`: progress on a first load, the
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
  /// The view decides nothing: the projection says what to draw, the screen's
  /// `ScreenTexts` say what the progress indicators are called, and every tap goes back to
  /// the screen as a `ScreenAction`. Drawn from a `LoadableScreen`, it also
  /// posts the screen's announcements for VoiceOver.
  public struct LoadableView<Value, Content: View, Empty: View>: View {
    private let projection: @MainActor () -> ScreenProjection<Value>
    private let send: @MainActor (ScreenAction) async -> Void
    private let texts: ScreenTexts
    private let announcementCount: @MainActor () -> Int
    private let latestAnnouncement: @MainActor () -> ScreenAnnouncement?
    private let showsRefreshingIndicator: Bool
    private let content: (Value) -> Content
    private let empty: () -> Empty

    /// Draws a `LoadableScreen` in the words of its policy, sending every tap to it and
    /// posting its announcements.
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
      projection = { screen.projection }
      send = { await screen.send($0) }
      texts = screen.policy.texts
      announcementCount = { screen.announcementCount }
      latestAnnouncement = { screen.announcement }
      self.showsRefreshingIndicator = showsRefreshingIndicator
      self.content = content
      self.empty = empty
    }

    /// Draws a projection you computed yourself, sending every tap to `send`; nothing is announced.
    ///
    /// - Parameters:
    ///   - projection: What to draw.
    ///   - texts: The words the view adds of its own: the progress indicators' labels.
    ///   - showsRefreshingIndicator: Whether to draw a small progress view over content being refreshed.
    ///   - send: Receives the action of every button pressed.
    ///   - content: The loaded content.
    ///   - empty: The empty state.
    public init(
      _ projection: ScreenProjection<Value>,
      texts: ScreenTexts = .standard,
      showsRefreshingIndicator: Bool = true,
      send: @escaping @MainActor (ScreenAction) async -> Void,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder empty: @escaping () -> Empty
    ) {
      self.projection = { projection }
      self.send = send
      self.texts = texts
      announcementCount = { 0 }
      latestAnnouncement = { nil }
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
        .postingAnnouncements(count: announcementCount(), latest: latestAnnouncement)
    }

    @ViewBuilder private func region(_ projection: ScreenProjection<Value>) -> some View {
      switch projection {
      case .blank:
        // Not EmptyView: a `.task` attached to an EmptyView may never run, and it must start the load.
        Color.clear
      case .progress:
        ProgressView(texts[.loading])
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
        ErrorScreen(configuration, texts: texts, send: send)
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
        // Small and over the content: no visible words, but VoiceOver reads what it is.
        ProgressView()
          .accessibilityLabel(texts[.refreshing])
          .padding(8)
      }
    }
  }
#endif
