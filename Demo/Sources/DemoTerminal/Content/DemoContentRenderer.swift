import DemoApp
import ScreenState
import ScreenStateTerminal

/// Draws whichever content the demo shows: the feed's list, the colour picker, or the board's feed, search results
/// and posts. It keeps each list's scroll position while another screen is shown, as a tab would.
///
/// It answers for the list on screen what the library's runner asks of a list (``height(of:width:)`` and
/// ``visibleItems``), so that the board's footer sits below its last row and the rows that appear load the next
/// page.
public struct DemoContentRenderer: ScreenContentRenderer {
  /// The feed's list.
  public private(set) var posts: PostsContentRenderer
  /// The board's feed, each row with its post's likes.
  public private(set) var boardFeed: BoardListRenderer<PagedList<PostSummary, String>>
  /// The board's search results.
  public private(set) var searchResults: BoardListRenderer<[PostSummary]>
  /// The content the last frame drew, so navigation keys scroll only a list that is on screen.
  private var shown: Shown?

  /// The content a frame drew.
  private enum Shown {
    case posts, colors, boardFeed, searchResults, boardPost
  }

  /// Creates the renderer, with each list's first row selected.
  public init(
    posts: PostsContentRenderer = PostsContentRenderer(),
    boardFeed: BoardListRenderer<PagedList<PostSummary, String>> = BoardListRenderer(showsLikes: true),
    searchResults: BoardListRenderer<[PostSummary]> = BoardListRenderer()
  ) {
    self.posts = posts
    self.boardFeed = boardFeed
    self.searchResults = searchResults
  }

  /// Draws `content` in `rect`.
  public mutating func draw(_ content: DemoContent, on canvas: inout TextCanvas, in rect: TextRect, isFocused: Bool) {
    switch content {
    case .posts(let items):
      shown = .posts
      posts.draw(items, on: &canvas, in: rect, isFocused: isFocused)
    case .colors(let selection):
      shown = .colors
      ColorPickerDrawing.draw(selection, on: &canvas, in: rect)
    case .boardFeed(let list):
      shown = .boardFeed
      boardFeed.draw(list, on: &canvas, in: rect, isFocused: isFocused)
    case .searchResults(let results):
      shown = .searchResults
      searchResults.draw(results, on: &canvas, in: rect, isFocused: isFocused)
    case .boardPost(let post, let likeButton):
      shown = .boardPost
      BoardPostDrawing.draw(post, likeButton: likeButton, on: &canvas, in: rect)
    }
  }

  /// Scrolls the list on screen.
  public mutating func handle(_ key: Key) -> Bool {
    switch shown {
    case .posts: posts.handle(key)
    case .boardFeed: boardFeed.handle(key)
    case .searchResults: searchResults.handle(key)
    case .colors, .boardPost, nil: false
    }
  }

  /// The rows the board's feed needs, so that its footer follows its last row; whatever it is given otherwise.
  public func height(of content: DemoContent, width: Int) -> Int? {
    guard case .boardFeed(let list) = content else { return nil }
    return boardFeed.height(of: list, width: width)
  }

  /// The rows of the board's feed on screen, when the last frame drew it: the rows the runner reports, so that
  /// the next page loads as they near the end. No other list loads more.
  public var visibleItems: Range<Int>? {
    shown == .boardFeed ? boardFeed.visibleItems : nil
  }

  /// The selected row of the board's list on screen (the feed or the search results), which Enter opens; `nil`
  /// on any other screen.
  public var selectedBoardRow: Int? {
    switch shown {
    case .boardFeed: boardFeed.selectedIndex
    case .searchResults: searchResults.selectedIndex
    case .posts, .colors, .boardPost, nil: nil
    }
  }

  /// Selects the row at `index` of the board's list on screen, scrolling to it, as arrow keys would.
  public mutating func selectBoardRow(_ index: Int) {
    switch shown {
    case .boardFeed: boardFeed.select(index)
    case .searchResults: searchResults.select(index)
    case .posts, .colors, .boardPost, nil: return
    }
  }

  /// Starts the list of a feed opened anew at its top: the board's on the board, the posts feed's otherwise.
  public mutating func startAtTop(boardFeed isBoard: Bool) {
    if isBoard {
      boardFeed = BoardListRenderer(showsLikes: true)
    } else {
      posts = PostsContentRenderer()
    }
  }
}
