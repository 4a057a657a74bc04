import ScreenState

/// Every client the demo app uses to reach its backend, built over one HTTP transport.
public struct DemoClients: Sendable {
  /// The shared transport.
  public let http: DemoHTTPClient
  /// Reads the feed.
  public let posts: PostsClient
  /// Reads the paged feed of the board.
  public let feed: FeedClient
  /// Reads one post.
  public let postDetails: PostDetailClient
  /// Searches post titles.
  public let search: SearchClient
  /// Likes posts.
  public let likes: LikeClient
  /// Follows every post's like count as it changes, whoever changes it.
  public let likeEvents: LikeEventsClient
  /// Publishes posts.
  public let newPosts: NewPostClient
  /// Asks the backend for its status.
  public let status: any BackendStatusChecking
  /// Asks which app versions the backend serves.
  public let versions: AppVersionClient
  /// Checks that the server can be reached at all.
  public let connectivity: any ConnectivityChecking
  /// How the app classifies failures: the one rule its loaders retry by and its screens present.
  public let classifier: FailureClassifier = .standard

  /// The clients for the server `http` talks to, with a real TCP check of that server's host and port.
  ///
  /// The check connects to the server rather than to some well-known host: the question "Check connection" must
  /// answer is whether the app can reach its backend again, and on loopback that is the only honest test.
  public init(http: DemoHTTPClient, connectivityTimeout: Duration = .seconds(2)) {
    self.init(
      http: http,
      status: BackendStatusClient(http: http),
      connectivity: TCPConnectivityChecker(host: http.host, port: http.port, timeout: connectivityTimeout))
  }

  /// A monitor of the network for the app's `LoadingConfiguration`, started: it probes the server with
  /// ``connectivity`` every 2 s, and every half second while the server cannot be reached, on `clock`.
  ///
  /// Linux has no system monitor of the network, so the demo watches the one server it needs (an iOS app needs none
  /// of this: its configuration watches `NWPathMonitor` by default). With it, a load started offline waits for the
  /// network instead of spending its retries, and the board's store revalidates its stale keys when it returns.
  @MainActor
  public func networkMonitor(clock: any Clock<Duration> = ContinuousClock()) -> ProbingConnectivityMonitor {
    let monitor = ProbingConnectivityMonitor(
      probe: connectivity, interval: .seconds(2), retryInterval: .milliseconds(500), clock: clock)
    monitor.start()
    return monitor
  }

  /// Clients with the status and connectivity checks given, for tests that replace them.
  public init(http: DemoHTTPClient, status: any BackendStatusChecking, connectivity: any ConnectivityChecking) {
    self.http = http
    self.posts = PostsClient(http: http)
    self.feed = FeedClient(http: http)
    self.postDetails = PostDetailClient(http: http)
    self.search = SearchClient(http: http)
    self.likes = LikeClient(http: http)
    self.likeEvents = LikeEventsClient(http: http)
    self.newPosts = NewPostClient(http: http)
    self.status = status
    self.versions = AppVersionClient(http: http)
    self.connectivity = connectivity
  }
}
