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
  /// (`LoadableScreen/rowAppeared(at:)`), and the screen's rule says whether the next page loads; an item a
  /// page-number API sends twice is one row (the core's `ListRows`); the footer
  /// is drawn by ``PageFooterRow`` ("Load more", "Loading more…", a failed page's "Try Again", the end);
  /// pulling down sends `ScreenAction/refresh`, which starts again from the first page while the rows stay. The pull
  /// works on the empty state and on the error screen too (a feed with nothing in it yet, a first page that failed),
  /// and the refresh control it draws is the only refresh indicator. The screen's announcements ("Loading more
  /// posts", "Loaded more posts") are posted for VoiceOver, and a banner (a refused like) sits above the rows.
  public struct PagedListView<Item: Identifiable, Cursor, Row: View, Empty: View>: View {
    private let screen: ScreenReading<PagedList<Item, Cursor>>
    private let footer: @MainActor () -> PageFooter?
    private let rowAppeared: @MainActor (Int) async -> Void
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
      self.screen = ScreenReading(screen)
      footer = { screen.footer }
      rowAppeared = { await screen.rowAppeared(at: $0) }
      self.showsRefreshingIndicator = showsRefreshingIndicator
      self.row = row
      self.empty = empty
    }

    /// The screen's region, refreshable in every state that scrolls: the rows and the footer once loaded, the empty
    /// state and the error screen.
    public var body: some View {
      let (footer, send) = (footer(), screen.send)
      LoadableView(reading: screen, showsRefreshingIndicator: showsRefreshingIndicator) { items in
        list(items, footer: footer)
      } empty: {
        empty()
      }
      // Around the whole screen, not the list alone: the empty state's and the error screen's scroll views offer the
      // pull too, and the view knows a refresh control shows the refresh.
      .refreshable { await send(.refresh) }
    }

    /// The rows, each identity once, and the footer as the last row: one `List` whatever the rows, so it keeps its
    /// scroll position.
    private func list(_ items: PagedList<Item, Cursor>, footer: PageFooter?) -> some View {
      let (rowAppeared, send) = (rowAppeared, screen.send)
      return List {
        ForEach(IndexedRows(items), id: \.id) { indexed in
          row(indexed.item)
            .onAppear {
              Task { await rowAppeared(indexed.index) }
            }
        }
        if let footer {
          PageFooterRow(footer, send: send)
        }
      }
    }
  }
#endif
