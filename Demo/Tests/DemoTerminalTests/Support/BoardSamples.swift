// The board's screens in their states, as whole frames (the chrome with the board's heading, then the screen):
// built from plain values the way the app's models make them, so that a frame here is the one a person sees.
import DemoApp
import DemoServer
import DemoTerminal
import Foundation
import ScreenState
import ScreenStateTerminal
import ScreenStateTesting

/// The samples of the board's screens.
@MainActor
enum BoardSamples {
  /// The catalogue as the board's client reads it.
  static let summaries = DemoPost.catalogue.map {
    PostSummary(id: $0.id, title: $0.title, likes: DemoPost.initialLikes(ofPostWithID: $0.id))
  }

  /// The first `count` posts of the feed, in pages of twenty, with more to load unless they are all 300.
  static func feed(_ count: Int) -> PagedList<PostSummary, String> {
    let pages = stride(from: 0, to: count, by: 20).map { start in
      let end = min(start + 20, count)
      return Page(items: Array(summaries[start..<end]), next: end < summaries.count ? "\(end)" : nil)
    }
    return PagedList(pages: pages)
  }

  /// A content renderer whose board list (the feed, or the search results) shows `content` scrolled by `keys`
  /// in a frame of `size`, as a person scrolling it would have left it.
  static func scrolled(
    _ keys: [Key], chrome: DemoChrome, projection: ScreenProjection<DemoContent>, footer: PageFooter? = nil,
    size: TerminalSize = .standard
  ) -> DemoContentRenderer {
    var content = DemoContentRenderer()
    var canvas = TextCanvas(size: size)
    let body = chrome.draw(on: &canvas)
    ScreenRenderer.demo.draw(projection, footer: footer, content: &content, on: &canvas, in: body)
    for key in keys { _ = content.handle(key) }
    return content
  }

  /// The chrome of the board's screen `heading`.
  static func chrome(_ heading: BoardHeading, fault: String = "none", latency: String = "0", activity: String? = nil)
    -> DemoChrome
  {
    var chrome = DemoSamples.chrome(.board, fault: fault, latency: latency, activity: activity)
    chrome.board = heading
    return chrome
  }

  /// The footer for `nextPage`, in the library's words.
  static func footer(_ nextPage: NextPageState<any Error>) -> PageFooter? {
    PageFooter(nextPage)
  }

  /// A failed next page, classified as the app's client classifies a 500.
  static var failedPage: NextPageState<any Error> {
    let failure = SampleFailure(.serverError)
    return .failed(failure, failure.classification)
  }

  /// A post as the server sends it.
  static func post(_ id: Int, likes: Int? = nil) -> PostDetail {
    let post = DemoPost.catalogue[id - 1]
    return PostDetail(
      id: id, title: post.title, body: post.body, likes: likes ?? DemoPost.initialLikes(ofPostWithID: id))
  }

  /// The day a saved copy was saved in these samples, written as the status line writes it (in UTC).
  static let savedAt = FeedStatusLine.savedCopyText(
    Date(timeIntervalSince1970: 1_741_097_100), timeZone: TimeZone(identifier: "UTC")!)

  /// The feed, search and a post in every state the board shows them, at the frame `size`.
  static func all(size: TerminalSize = .standard) -> [DemoFrameSample] {
    feedSamples(size: size) + searchSamples(size: size) + postSamples()
  }

  static func feedSamples(size: TerminalSize) -> [DemoFrameSample] {
    func sample(
      _ name: String, _ status: String?, stale: Bool = false, _ projection: ScreenProjection<DemoContent>,
      footer: PageFooter? = nil, keys: [Key] = [], focus: ScreenFocus? = nil, fault: String = "none",
      activity: String? = nil
    ) -> DemoFrameSample {
      let chrome = chrome(.feed(status: status, isStale: stale), fault: fault, activity: activity)
      return DemoFrameSample(
        name: "feed-\(name)", chrome: chrome, projection: projection, footer: footer,
        content: scrolled(keys, chrome: chrome, projection: projection, footer: footer, size: size),
        renderer: .demo(emptyMessage: FeedModel.emptyMessage), focus: focus)
    }
    func list(_ count: Int) -> ScreenProjection<DemoContent> {
      .content(.boardFeed(feed(count)), isRefreshing: false, notice: nil)
    }
    let offline = FailureClassification(kind: .cannotReachServer)
    return [
      sample("first-load", nil, .progress),
      sample("first-page", "20 posts loaded · more as you scroll", list(20), footer: footer(.available)),
      sample(
        "loading-more", "20 posts loaded · more as you scroll", list(20), footer: footer(.loading), keys: [.end]),
      sample(
        "page-failed", "40 posts loaded · the next page failed", list(40), footer: footer(failedPage), keys: [.end],
        fault: "page-fail:3", activity: "switched to fault page-fail:3"),
      sample(
        "page-failed-try-again-focused", "40 posts loaded · the next page failed", list(40),
        footer: footer(failedPage), keys: [.end], focus: .button(0), fault: "page-fail:3"),
      sample(
        "page-retried", "40 posts loaded · more as you scroll", list(40), footer: footer(.loading), keys: [.end],
        fault: "page-fail:3"),
      sample("all-caught-up", "All 300 posts loaded", list(300), footer: footer(.end), keys: [.end]),
      sample(
        "stale-offline", "Saved copy from \(savedAt) · stale until the server answers", stale: true,
        .content(.boardFeed(feed(60)), isRefreshing: false, notice: .alert(.failure(offline))), fault: "offline"),
      sample(
        "stale-dismissed", "Saved copy from \(savedAt) · stale until the server answers", stale: true, list(60),
        footer: footer(.available), keys: [.end], fault: "offline"),
      sample(
        "stale-refreshing", "Saved copy from \(savedAt) · stale until the server answers", stale: true,
        .content(.boardFeed(feed(60)), isRefreshing: true, notice: nil)),
      sample("empty", nil, .empty(isRefreshing: false, notice: nil), fault: "empty"),
      sample(
        "failed-offline", nil, .failure(.failure(offline)), fault: "offline"),
    ]
  }

  static func searchSamples(size: TerminalSize) -> [DemoFrameSample] {
    let lost = summaries.filter { $0.title.lowercased().contains("lost") }
    func sample(
      _ name: String, text: String, status: String, _ projection: ScreenProjection<DemoContent>, keys: [Key] = [],
      emptyMessage: String? = nil
    ) -> DemoFrameSample {
      let chrome = chrome(.search(text: text, status: status))
      return DemoFrameSample(
        name: "search-\(name)", chrome: chrome, projection: projection,
        content: scrolled(keys, chrome: chrome, projection: projection, size: size),
        renderer: .demo(emptyMessage: emptyMessage))
    }
    let results = ScreenProjection<DemoContent>.content(
      .searchResults(Array(lost.prefix(20))), isRefreshing: false, notice: nil)
    return [
      sample("prompt", text: "", status: "Type to search the titles of all 300 posts.", .blank),
      sample("typing", text: "los", status: "waiting for the typing to stop · 0 requests sent", .blank),
      sample("first-results-loading", text: "lost", status: "1 request sent", .progress),
      sample(
        "results", text: "lost", status: "Results for “lost” · 20 of \(lost.count) titles · 1 request sent",
        results, keys: [.down, .down]),
      sample(
        "typing-over-results", text: "lost: a r",
        status: "Results for “lost” · 20 of \(lost.count) titles · waiting for the typing to stop · 1 request sent",
        results),
      sample(
        "refreshing-results", text: "lost: a r",
        status: "Results for “lost” · 20 of \(lost.count) titles · 2 requests sent",
        .content(.searchResults(Array(lost.prefix(20))), isRefreshing: true, notice: nil)),
      sample(
        "no-results", text: "zebra", status: "Results for “zebra” · 1 request sent",
        .empty(isRefreshing: false, notice: nil), emptyMessage: "No title contains “zebra”."),
      sample(
        "failed", text: "lost", status: "1 request sent",
        .failure(.failure(FailureClassification(kind: .serverError, statusCode: 500)))),
    ]
  }

  static func postSamples() -> [DemoFrameSample] {
    let post = post(31)
    func sample(
      _ name: String, title: String?, stale: Bool = false, _ projection: ScreenProjection<DemoContent>,
      fault: String = "none", latency: String = "0", focus: ScreenFocus? = nil
    ) -> DemoFrameSample {
      DemoFrameSample(
        name: "post-\(name)",
        chrome: chrome(.post(id: 31, title: title, isStale: stale), fault: fault, latency: latency),
        projection: projection, focus: focus)
    }
    // The feed's row standing in for the post while it loads: its title and likes, no text.
    let row = PostDetail(id: 31, title: post.title, body: "", likes: post.likes)
    let likeFailure = ScreenBanner.actionFailure(
      FailureClassification(kind: .serverError, statusCode: 500), actionName: "like the post")
    var liked = post
    liked.likes += 1
    return [
      sample(
        "title-from-the-list", title: post.title,
        .content(.boardPost(row, likeButton: nil), isRefreshing: true, notice: nil), latency: "800ms"),
      sample("opened-by-id", title: nil, .progress),
      sample(
        "loaded", title: post.title,
        .content(.boardPost(post, likeButton: "Like (\(post.likes))"), isRefreshing: false, notice: nil)),
      sample(
        "liking", title: post.title,
        .content(.boardPost(liked, likeButton: "Liking… (\(liked.likes))"), isRefreshing: false, notice: nil),
        fault: "like-fail"),
      sample(
        "like-failed", title: post.title,
        .content(
          .boardPost(post, likeButton: "Like (\(post.likes))"), isRefreshing: false, notice: .banner(likeFailure)),
        fault: "like-fail"),
      sample(
        "stale-offline", title: post.title, stale: true,
        .content(
          .boardPost(post, likeButton: "Like (\(post.likes))"), isRefreshing: false,
          notice: .alert(.failure(FailureClassification(kind: .cannotReachServer)))),
        fault: "offline"),
      sample(
        "row-offline", title: post.title,
        .content(
          .boardPost(row, likeButton: nil), isRefreshing: false,
          notice: .alert(.failure(FailureClassification(kind: .cannotReachServer)))),
        fault: "offline"),
      sample(
        "not-found", title: nil,
        .failure(.failure(FailureClassification(kind: .clientError, statusCode: 404)))),
    ]
  }
}
