#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  /// Draws a paginated list's screen: progress, the empty state or the error screen as ``LoadableView`` does,
  /// and once loaded a `List` of the rows with the screen's `PageFooter` as its last row.
  ///
  /// ```swift
  /// @State private var screen = LoadableScreen(PageLoader(first: 1) { try await api.posts(page: $0) })
  ///
  /// var body: some View {
  ///   PagedListView(screen) { post in
  ///     PostRow(post: post)
  ///   } empty: {
  ///     ContentUnavailableView("No posts yet", systemImage: "doc.text")
  ///   }
  ///   .task { await screen.load() }
  /// }
  /// ```
  ///
  /// The view decides nothing. Each row's `onAppear` tells the screen which position appeared
  /// (`LoadableScreen/rowAppeared(at:)`), and the screen's rule says whether the next page loads; the footer
  /// is drawn by ``PageFooterRow`` ("Load more", "Loading more…", a failed page's "Try Again", the end);
  /// pulling the list down sends `ScreenAction/refresh`, which starts again from the first page while the rows
  /// stay. The screen's announcements ("Loading more posts", "Loaded more posts") are posted for VoiceOver.
  public struct PagedListView<Item: Identifiable, Cursor, Row: View, Empty: View>: View {
    private let projection: @MainActor () -> ScreenProjection<PagedList<Item, Cursor>>
    private let footer: @MainActor () -> PageFooter?
    private let send: @MainActor (ScreenAction) async -> Void
    private let rowAppeared: @MainActor (Int) async -> Void
    private let texts: ScreenTexts
    private let announcementCount: @MainActor () -> Int
    private let latestAnnouncement: @MainActor () -> ScreenAnnouncement?
    private let showsRefreshingIndicator: Bool
    private let row: (Item) -> Row
    private let empty: () -> Empty

    /// Draws the screen of a paginated list, sending every tap and every row that appears to it.
    ///
    /// - Parameters:
    ///   - screen: The screen of a `PageLoader`; reading its projection and footer here is what SwiftUI
    ///     observes.
    ///   - showsRefreshingIndicator: Whether to draw a small progress view over rows being refreshed; `false`
    ///     by default, since the list's refresh control shows a pull-to-refresh. Pass `true` where the list
    ///     has no refresh control (macOS).
    ///   - row: One item's row.
    ///   - empty: The empty state, for a list the screen calls empty.
    public init<Failure>(
      _ screen: LoadableScreen<PagedList<Item, Cursor>, Failure>,
      showsRefreshingIndicator: Bool = false,
      @ViewBuilder row: @escaping (Item) -> Row,
      @ViewBuilder empty: @escaping () -> Empty
    ) {
      projection = { screen.projection }
      footer = { screen.footer }
      send = { await screen.send($0) }
      rowAppeared = { await screen.rowAppeared(at: $0) }
      texts = screen.policy.texts
      announcementCount = { screen.announcementCount }
      latestAnnouncement = { screen.announcement }
      self.showsRefreshingIndicator = showsRefreshingIndicator
      self.row = row
      self.empty = empty
    }

    /// The screen's region; once loaded, the rows and the footer in a refreshable list.
    public var body: some View {
      let footer = footer()
      LoadableView(
        projection(), texts: texts, showsRefreshingIndicator: showsRefreshingIndicator, send: send
      ) { items in
        list(items, footer: footer)
      } empty: {
        empty()
      }
      .postingAnnouncements(count: announcementCount(), latest: latestAnnouncement)
    }

    private func list(_ items: PagedList<Item, Cursor>, footer: PageFooter?) -> some View {
      let rowAppeared = rowAppeared
      let send = send
      return List {
        ForEach(IndexedRows(items: items), id: \.id) { indexed in
          row(indexed.item)
            .onAppear {
              Task { await rowAppeared(indexed.index) }
            }
        }
        if let footer {
          PageFooterRow(footer, send: send)
        }
      }
      .refreshable { await send(.refresh) }
    }
  }
#endif
