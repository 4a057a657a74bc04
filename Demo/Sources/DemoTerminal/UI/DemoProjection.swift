import DemoApp
import ScreenState

/// What the body of the demo shows for the screen on display, as one projection that the library's renderer
/// draws and its interaction machine reads keys against.
public enum DemoProjection {
  /// The projection of the screen `app` shows now: the feed's own projection, the gallery's error screen
  /// (progress while its page is prepared), the colour picker as content, or the board's screen shown.
  @MainActor
  public static func of(_ app: DemoAppModel) -> ScreenProjection<DemoContent> {
    switch app.screen {
    case .posts: posts(app.posts.projection)
    case .errors: gallery(app.gallery.configuration)
    case .colors: colors(app.colors.selection)
    case .board: board(app.board)
    }
  }

  /// What a paginated list shows below its last row: the board feed's footer while it is shown, none elsewhere.
  @MainActor
  public static func footer(of app: DemoAppModel) -> PageFooter? {
    guard app.screen == .board, app.board.screen == .feed else { return nil }
    return app.board.feed.screen.footer
  }

  /// What the screen shown says beside its loading indicator ("Still loading…", "Waiting for the network…", with
  /// Cancel), as its `LoadableScreen` decides; none on the gallery and the colour picker.
  @MainActor
  public static func loadingNotice(of app: DemoAppModel) -> LoadingNotice? {
    switch app.screen {
    case .posts: return app.posts.loadingNotice
    case .errors, .colors: return nil
    case .board:
      switch app.board.screen {
      case .feed: return app.board.feed.screen.loadingNotice
      case .search: return app.board.search.screen.loadingNotice
      case .post: return app.board.detail?.screen.loadingNotice
      }
    }
  }

  /// What the empty state of the screen shown says: the board's feed and search say their own; every other
  /// screen, the posts feed's words.
  @MainActor
  public static func emptyMessage(of app: DemoAppModel) -> String? {
    guard app.screen == .board else { return nil }
    switch app.board.screen {
    case .feed: return FeedModel.emptyMessage
    case .search: return app.board.search.emptyMessage
    case .post: return nil
    }
  }

  /// The feed's projection, its posts wrapped as ``DemoContent/posts(_:)``.
  public static func posts(_ projection: ScreenProjection<[Post]>) -> ScreenProjection<DemoContent> {
    projection.wrapped(DemoContent.posts)
  }

  /// A gallery page: its error screen, or progress while it is prepared (`nil`).
  public static func gallery(_ configuration: ErrorScreenConfiguration?) -> ScreenProjection<DemoContent> {
    configuration.map { .failure($0) } ?? .progress
  }

  /// The colour picker: always content, since its state is local and never loads.
  public static func colors(_ selection: ColorSelection) -> ScreenProjection<DemoContent> {
    .content(.colors(selection), isRefreshing: false, notice: nil)
  }

  /// The board's screen shown: the feed's pages, the search results (nothing while there is nothing to search
  /// for), or the post with its like button (a failed like as the screen's banner over it).
  @MainActor
  public static func board(_ board: BoardModel) -> ScreenProjection<DemoContent> {
    switch board.screen {
    case .feed:
      return boardFeed(board.feed.screen.projection)
    case .search:
      return searchResults(board.search.screen.projection)
    case .post:
      guard let detail = board.detail else { return .blank }
      return boardPost(detail.screen.projection, likeButton: detail.likeButton)
    }
  }

  /// The board's feed, its pages wrapped as ``DemoContent/boardFeed(_:)``.
  public static func boardFeed(
    _ projection: ScreenProjection<PagedList<PostSummary, String>>
  ) -> ScreenProjection<DemoContent> {
    projection.wrapped(DemoContent.boardFeed)
  }

  /// Search results, wrapped as ``DemoContent/searchResults(_:)``.
  public static func searchResults(_ projection: ScreenProjection<SearchResults>) -> ScreenProjection<DemoContent> {
    projection.wrapped { .searchResults($0.posts) }
  }

  /// A post, wrapped with its like button's label (`nil` while the post shown is the feed's row standing in for
  /// it) as ``DemoContent/boardPost(_:likeButton:)``.
  public static func boardPost(
    _ projection: ScreenProjection<PostDetail>, likeButton: String?
  ) -> ScreenProjection<DemoContent> {
    projection.wrapped { .boardPost($0, likeButton: likeButton) }
  }
}
