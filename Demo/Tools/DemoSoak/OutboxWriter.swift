import DemoApp
import Foundation
import ScreenState

/// What `demo-soak --outbox DIR --server URL [--likes N | --toggles N | --creates N]` does: the board of the demo,
/// with its outbox kept in `DIR`, against a backend in another process; with `--likes N` it first likes N posts (the
/// even ones, 2, 4, …), with `--toggles N` it taps the like button of N posts (the same ones) ``toggles(ofPost:)``
/// times each, with `--creates N` it writes N posts titled ``title(ofCreatedPost:)`` and likes each under its
/// temporary id, and says `queued N` once they are all kept; then it sends what its outbox keeps, saying `pending K` at each change,
/// and `empty` before it exits once nothing is left. A test kills it with SIGKILL at any point and starts it again on
/// the same directory: every change must reach the backend exactly once.
public enum OutboxWriter {
  /// The post liked `index`-th (from 0): the even posts, so that `like-fail` never refuses one.
  public static func postID(forLike index: Int) -> Int { 2 * (index + 1) }

  /// How many times the `index`-th post (from 0) of `--toggles` has its like button tapped: 1 to 5 in turn, so that
  /// some end liked (odd) and some as they were (even).
  public static func toggles(ofPost index: Int) -> Int { index % 5 + 1 }

  /// The title of the `index`-th post (from 0) of `--creates`: `Written offline 1`, …
  public static func title(ofCreatedPost index: Int) -> String { "Written offline \(index + 1)" }

  /// Runs the board against `server` with its cache (the outbox included) in `directory`; likes `likes` posts,
  /// toggles the likes of `toggledPosts` posts, or writes and likes `createdPosts` posts, first when given; returns
  /// once the outbox is empty.
  @MainActor
  public static func run(
    directory: URL, server: URL, likes: Int?, toggledPosts: Int? = nil, createdPosts: Int? = nil,
    say: (String) -> Void
  ) async {
    let clients = DemoClients(http: DemoHTTPClient(baseURL: server), connectivityTimeout: .seconds(1))
    let monitor = ProbingConnectivityMonitor(
      probe: clients.connectivity, interval: .milliseconds(500), retryInterval: .milliseconds(100))
    monitor.start()
    // A backend that went away may leave a like hanging: an attempt is cut after 2 s and the like sent again.
    let configuration = LoadingConfiguration(
      retryPolicy: .never, attemptTimeout: .seconds(2), connectivity: monitor)
    let board = BoardModel(clients: clients, configuration: configuration, cacheDirectory: directory)
    if let likes {
      _ = await monitor.check()
      let like = board.like
      let submissions = (0..<likes).map { index in
        Task { @MainActor in _ = await like.submit(LikeChange(postID: postID(forLike: index), liked: true)) }
      }
      for submission in submissions { await submission.value }
      say("queued \(likes)")
    }
    if let toggledPosts {
      _ = await monitor.check()
      // Each tap the opposite of the one before, as the button would send it; the posts start not liked.
      for index in 0..<toggledPosts {
        for tap in 0..<toggles(ofPost: index) {
          _ = await board.like.submit(LikeChange(postID: postID(forLike: index), liked: tap % 2 == 0))
        }
      }
      say("queued \(toggledPosts)")
    }
    if let createdPosts {
      _ = await monitor.check()
      // Each post liked under its temporary id: the like waits for the post, and is sent with the server's id.
      for index in 0..<createdPosts {
        let title = title(ofCreatedPost: index)
        let post = NewPost(id: board.outbox.temporaryID(), title: title, body: "\(title), written offline.")
        _ = await board.publish.submit(post)
        _ = await board.like.submit(LikeChange(postID: post.id, liked: true))
      }
      say("queued \(createdPosts)")
    }
    var said: Int?
    while true {
      let pending = board.outbox.pendingCount
      if pending != said {
        say("pending \(pending)")
        said = pending
      }
      if board.outbox.isEmpty { break }
      try? await Task.sleep(for: .milliseconds(5))
    }
    say("empty")
  }
}
