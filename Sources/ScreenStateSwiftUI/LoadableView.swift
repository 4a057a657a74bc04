#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Draws a loading screen from its `ScreenProjection`: progress on a first load, the
  /// content (with a small indicator while it refreshes), the empty state, or the universal error screen,
  /// with any alert over the content that is kept, and any banner or inline notice above it.
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
  /// The view decides nothing: the projection and the core's `ScreenLayers` say what to draw, the screen's
  /// `ScreenTexts` say what the progress indicators are called, and every tap goes back to the screen as a
  /// `ScreenAction`. So:
  ///
  /// - Under `.refreshable` on iOS and visionOS, the system's refresh control is the only refresh indicator: the
  ///   view draws its own only where there is none.
  /// - Content covered by a full-screen failure stays drawn under it (hidden), so the same list, scrolled where it
  ///   was, comes back when the failure is dismissed; region changes animate.
  /// - A banner (a failed refresh the policy shows as one, a failed action of the screen such as a refused like)
  ///   sits above the content on a background of its own, first for VoiceOver, with its Try Again and Dismiss; the
  ///   empty state and the error screen are in scroll views, so pull to refresh works on them and large text scrolls.
  /// - Drawn from a `LoadableScreen`, each failure's alert is its own (`LoadableScreen/failureRevision`), and the
  ///   screen's announcements are posted for VoiceOver while the view is on screen, after the update that made them,
  ///   each at its priority (failures interrupt), none that an alert reads itself, and a failure that takes the whole
  ///   screen moves VoiceOver to the error screen's title once the error screen has appeared (the core's
  ///   `ScreenAnnouncer` decides which, when and how, and `ErrorScreenFocus` when the focus moves).
  /// - While on screen, it reports its scene's phase to `AppActivity` (see ``SwiftUI/View/reportsAppActivity()``).
  public struct LoadableView<Value, Content: View, Empty: View>: View {
    private let screen: ScreenReading<Value>
    private let showsRefreshingIndicator: Bool
    private let content: (Value) -> Content
    private let empty: () -> Empty
    @Environment(\.refresh) private var refresh
    /// Whether VoiceOver's focus is on the error screen's title: set when a failure takes the whole screen.
    @AccessibilityFocusState private var errorTitleFocused: Bool
    /// When the focus moves to the error screen: asked for by the announcer, once the error screen has appeared.
    @State private var errorScreenFocus = ErrorScreenFocusBox()

    /// Draws a `LoadableScreen` in the words of its policy, sending every tap to it and
    /// posting its announcements.
    ///
    /// - Parameters:
    ///   - screen: The screen to draw; reading its projection here is what SwiftUI observes.
    ///   - showsRefreshingIndicator: Whether a small progress view may be drawn over content being refreshed. It
    ///     is never drawn under `.refreshable` on iOS and visionOS, whose refresh control shows the refresh.
    ///   - content: The loaded content.
    ///   - empty: The empty state, for content the screen calls empty.
    public init<Failure>(
      _ screen: LoadableScreen<Value, Failure>,
      showsRefreshingIndicator: Bool = true,
      @ViewBuilder content: @escaping (Value) -> Content,
      @ViewBuilder empty: @escaping () -> Empty
    ) {
      self.init(
        reading: ScreenReading(screen), showsRefreshingIndicator: showsRefreshingIndicator, content: content,
        empty: empty)
    }

    /// Draws a projection you computed yourself, sending every tap to `send`; nothing is announced.
    ///
    /// - Parameters:
    ///   - projection: What to draw.
    ///   - texts: The words the view adds of its own: the progress indicators' labels.
    ///   - showsRefreshingIndicator: Whether a small progress view may be drawn over content being refreshed.
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
      self.init(
        reading: ScreenReading(projection, texts: texts, send: send),
        showsRefreshingIndicator: showsRefreshingIndicator, content: content, empty: empty)
    }

    /// Draws what `reading` reads.
    init(
      reading: ScreenReading<Value>,
      showsRefreshingIndicator: Bool,
      content: @escaping (Value) -> Content,
      empty: @escaping () -> Empty
    ) {
      screen = reading
      self.showsRefreshingIndicator = showsRefreshingIndicator
      self.content = content
      self.empty = empty
    }

    /// The banner, then the content layer, what covers or replaces it, the refreshing indicator over it, the alert
    /// and the announcements.
    public var body: some View {
      let projection = screen.projection()
      let layers = ScreenLayers(
        projection, coveredContent: screen.coveredContent(),
        hostShowsRefreshControl: Self.refreshControlShowsTheRefresh && refresh != nil,
        showsRefreshingIndicator: showsRefreshingIndicator)
      let focus = errorScreenFocus
      VStack(spacing: 0) {
        // Above the content in one stack, not an overlay: VoiceOver reads the banner first, not after every row.
        FailureNoticeView(notice: Self.banner(layers.overlay), send: screen.send)
        ZStack(alignment: .top) {
          // One content layer for content and for content under an error screen: the same view throughout.
          if let value = layers.content {
            VStack(spacing: 0) {
              inlineNotice(projection.notice)
              content(value)
            }
            .opacity(layers.isContentCovered ? 0 : 1)
            .accessibilityHidden(layers.isContentCovered)
            .allowsHitTesting(!layers.isContentCovered)
          }
          cover(projection)
        }
        .overlay(alignment: .top) { refreshingIndicator(layers.overlay) }
      }
      .animation(.default, value: projection.region)
      .modifier(ScreenAlertModifier(alert: projection.alert, revision: screen.failureRevision(), send: screen.send))
      .modifier(
        AnnouncementPosting(
          count: screen.announcementCount(), alertShown: projection.alert != nil, latest: screen.latestAnnouncement,
          clock: screen.clock,
          focusErrorTitle: {
            if focus.focus.request() { errorTitleFocused = true }
          })
      )
      // The app's activity, for the store's revalidation on return and its paused polls (AppActivity).
      .reportsAppActivity()
    }

    /// Whether `.refreshable` draws a refresh control on this platform: pull to refresh on iOS (and iPadOS, Mac
    /// Catalyst) and visionOS; elsewhere the view's own indicator shows a refresh.
    private static var refreshControlShowsTheRefresh: Bool {
      #if os(iOS) || os(visionOS)
        true
      #else
        false
      #endif
    }

    /// What replaces the content layer, or covers it: nothing while the content shows.
    @ViewBuilder private func cover(_ projection: ScreenProjection<Value>) -> some View {
      switch projection {
      case .blank:
        // Not EmptyView: a `.task` attached to an EmptyView may never run, and it must start the load.
        Color.clear
      case .progress:
        ProgressView(screen.texts[.loading])
      case .content:
        EmptyView()
      case .empty(_, let notice):
        // In a scroll view: pull to refresh works on an empty list too.
        ScrollableScreen {
          VStack(spacing: 0) {
            inlineNotice(notice)
            empty()
          }
        }
      case .failure(let configuration):
        let focus = errorScreenFocus
        ErrorScreen(configuration, texts: screen.texts, titleFocus: $errorTitleFocused, send: screen.send)
          .onAppear {
            // Inserted: a move asked for meanwhile happens now, after the update that inserts it.
            guard focus.focus.errorScreenAppeared() else { return }
            Task { @MainActor in errorTitleFocused = true }
          }
          .onDisappear { focus.focus.errorScreenDisappeared() }
      }
    }

    @ViewBuilder private func inlineNotice(_ notice: FailureNotice?) -> some View {
      if case .inline(let banner)? = notice {
        FailureBanner(banner, send: screen.send)
      }
    }

    /// The banner of the layers, as the notice drawn above the content.
    private static func banner(_ overlay: ScreenLayers<Value>.Overlay?) -> FailureNotice? {
      guard case .banner(let banner)? = overlay else { return nil }
      return .banner(banner)
    }

    @ViewBuilder private func refreshingIndicator(_ overlay: ScreenLayers<Value>.Overlay?) -> some View {
      if case .refreshing? = overlay {
        // Small and over the content: no visible words, but VoiceOver reads what it is.
        ProgressView()
          .accessibilityLabel(screen.texts[.refreshing])
          .padding(8)
      }
    }
  }
#endif
