import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ServiceLifecycle

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps HTTP requests onto a ``DemoBackend``: data routes go through ``ResponsePlanner``, `/fault` reads and
/// changes the faults. No decision about faults is taken here.
enum BackendRouter {
  /// The most a `/fault` body may hold; real ones are a few dozen bytes.
  private static let maximumFaultBodySize = 16 * 1024

  /// A router serving every route of `backend`, sleeping on `clock` for latency.
  ///
  /// The backend is held weakly: the router lives inside the server the backend owns, and a strong reference
  /// would keep a forgotten backend, and its port, alive forever.
  static func makeRouter(for backend: DemoBackend, clock: any Clock<Duration>) -> Router<DemoRequestContext> {
    let router = Router(context: DemoRequestContext.self)
    for route in BackendRoute.allCases where route != .posts {
      router.get(RouterPath(route.rawValue)) { [weak backend] _, context in
        try await answer(route, from: backend, clock: clock, connection: context.channel)
      }
    }
    // `/posts` is the whole sample feed, as it always was, unless the request asks for a page.
    router.get(RouterPath(BackendRoute.posts.rawValue)) { [weak backend] request, context in
      let query = request.uri.queryParameters
      let after = query["after"].map(String.init)
      let limit = query["limit"].map(String.init)
      guard after != nil || limit != nil else {
        return try await answer(.posts, from: backend, clock: clock, connection: context.channel)
      }
      return try await answer(
        .page(after: after, limit: limit), from: backend, clock: clock, connection: context.channel)
    }
    router.post(RouterPath(BackendRoute.posts.rawValue)) { [weak backend] request, context in
      let key = HTTPField.Name("Idempotency-Key").flatMap { request.headers[$0] }
      var request = request
      let body = try await request.collectBody(upTo: maximumFaultBodySize)
      let post = try? JSONDecoder().decode(NewPostBody.self, from: Data(body.readableBytesView))
      return try await answer(
        .create(title: post?.title, body: post?.body, idempotencyKey: key), from: backend, clock: clock,
        connection: context.channel)
    }
    // Server-sent events of like counts; the stream holds the backend's broadcast, not the backend.
    let likeEvents = backend.likeEvents
    router.get("posts/likes/events") { [weak backend] _, context in
      guard let backend else { return goneResponse }
      return try await deliver(
        await backend.planLikeEvents(), clock: clock, connection: context.channel, likeEvents: likeEvents)
    }
    router.get("posts/:id") { [weak backend] request, context in
      let id = context.parameters.get("id") ?? ""
      // A post is tagged: a client that sends its tag back gets a bodiless 304 while the post is unchanged.
      let ifNoneMatch = HTTPField.Name("If-None-Match").flatMap { request.headers[$0] }
      guard let backend else { return goneResponse }
      let planned = ResponsePlanner.validating(await backend.plan(for: .post(id: id)), ifNoneMatch: ifNoneMatch)
      return try await deliver(planned, clock: clock, connection: context.channel)
    }
    router.post("posts/:id/like") { [weak backend] request, context in
      let id = context.parameters.get("id") ?? ""
      let key = HTTPField.Name("Idempotency-Key").flatMap { request.headers[$0] }
      return try await answer(
        .like(id: id, idempotencyKey: key), from: backend, clock: clock, connection: context.channel)
    }
    router.delete("posts/:id/like") { [weak backend] request, context in
      let id = context.parameters.get("id") ?? ""
      let key = HTTPField.Name("Idempotency-Key").flatMap { request.headers[$0] }
      return try await answer(
        .unlike(id: id, idempotencyKey: key), from: backend, clock: clock, connection: context.channel)
    }
    router.get("search") { [weak backend] request, context in
      let query = request.uri.queryParameters["q"].map(String.init)
      return try await answer(.search(query: query), from: backend, clock: clock, connection: context.channel)
    }
    // A connectivity check may use HEAD to avoid a body; it waits and answers exactly like GET.
    router.head(RouterPath(BackendRoute.health.rawValue)) { [weak backend] _, context in
      try await answer(.health, method: "HEAD", from: backend, clock: clock, connection: context.channel)
        .createHeadResponse()
    }
    router.get("fault") { [weak backend] _, _ in
      guard let backend else { return goneResponse }
      return faultResponse(await backend.faults)
    }
    router.put("fault") { [weak backend] request, _ in
      try await changeFaults(request, of: backend)
    }
    router.post("fault") { [weak backend] request, _ in
      try await changeFaults(request, of: backend)
    }
    return router
  }

  /// The planned answer to a data route, after the planned delay (see ``deliver(_:clock:connection:)``).
  private static func answer(
    _ route: BackendRoute,
    method: String = "GET",
    from backend: DemoBackend?,
    clock: any Clock<Duration>,
    connection: any Channel
  ) async throws -> Response {
    guard let backend else { return goneResponse }
    return try await deliver(await backend.plan(for: route, method: method), clock: clock, connection: connection)
  }

  /// The planned answer to a request of the post catalogue, after the planned delay.
  private static func answer(
    _ request: CatalogueRequest,
    from backend: DemoBackend?,
    clock: any Clock<Duration>,
    connection: any Channel
  ) async throws -> Response {
    guard let backend else { return goneResponse }
    return try await deliver(await backend.plan(for: request), clock: clock, connection: connection)
  }

  /// Sends `planned` after its delay, whole, dripping, as the stream of `likeEvents`, or not at all.
  ///
  /// The delay ends early when the server shuts down (going offline, or stopping): the connection is then closed
  /// without an answer, as a server that went away would leave it.
  private static func deliver(
    _ planned: PlannedResponse,
    clock: any Clock<Duration>,
    connection: any Channel,
    likeEvents: LikeEventStream? = nil
  ) async throws -> Response {
    if planned.delay > .zero {
      try await waitUnlessShuttingDown(connection: connection) { try await clock.sleep(for: planned.delay) }
    }
    switch planned.delivery {
    case .whole:
      return planned.hummingbirdResponse
    case .hang:
      // Until the server shuts down (offline, stop), then the connection closes without a word.
      try? await gracefulShutdown()
      try? await connection.close()
      throw CancellationError()
    case .reset:
      await reset(connection)
      throw CancellationError()
    case .likeEvents:
      var response = planned.hummingbirdResponse
      // Without a stream to follow (never planned so), the stream ends at once, and its client reconnects.
      response.body = likeEvents?.body() ?? ResponseBody()
      return response
    case .drip(let interval):
      var response = planned.hummingbirdResponse
      let bytes = Array(planned.body.utf8)
      // No length: the body is chunked, and never ends.
      response.body = ResponseBody { writer in
        var index = 0
        while true {
          try await writer.write(ByteBuffer(bytes: [bytes[index % bytes.count]]))
          index += 1
          try await waitUnlessShuttingDown(connection: connection) { try await clock.sleep(for: interval) }
        }
      }
      return response
    }
  }

  /// Closes `connection` with a TCP reset rather than an orderly close: a zero linger time makes the close send RST.
  private static func reset(_ connection: any Channel) async {
    if let socket = connection as? any SocketOptionProvider {
      try? await socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
    }
    try? await connection.close()
  }

  /// Runs `wait`, cut short by the server's graceful shutdown; when cut short (or cancelled), closes `connection`
  /// at once and throws, so that no answer is written.
  static func waitUnlessShuttingDown(
    connection: any Channel,
    _ wait: @escaping @Sendable () async throws -> Void
  ) async throws {
    do {
      try await cancelWhenGracefulShutdown(wait)
    } catch {
      try? await connection.close()
      throw error
    }
  }

  /// Applies a `PUT`/`POST /fault` from its JSON body or, when the body is empty, its query.
  private static func changeFaults(_ request: Request, of backend: DemoBackend?) async throws -> Response {
    guard let backend else { return goneResponse }
    var request = request
    let body = try await request.collectBody(upTo: maximumFaultBodySize)
    let update: FaultUpdate
    do {
      if body.readableBytes > 0 {
        update = try JSONDecoder().decode(FaultUpdate.self, from: Data(body.readableBytesView))
      } else {
        let query = request.uri.queryParameters
        update = try FaultUpdate(mode: query["mode"].map(String.init), latency: query["latency"].map(String.init))
      }
    } catch let error as FaultArgumentError {
      return badRequest(error.description)
    } catch {
      return badRequest(
        #"the body must be JSON such as {"mode": "maintenance:120", "latency": "800ms"}, or use ?mode=…&latency=…"#)
    }
    guard !update.isEmpty else {
      return badRequest("nothing to change: give a mode (\(FaultArgumentParser.faultModeSyntax)) or a latency")
    }

    let faults = await backend.receive(update)
    var response = faultResponse(faults)
    guard faults.mode.isOffline else { return response }
    // Going offline stops the server that is answering this request, so the answer is written first and the
    // server stops afterwards; the connection is closed so that the client does not reuse it. The listening socket
    // closes now, so that whoever connects once this answer is read is refused.
    await backend.closeListenerForOffline()
    response.headers[.connection] = "close"
    let answer = ByteBuffer(string: ResponsePlanner.encodeJSON(faults))
    response.body = ResponseBody(contentLength: answer.readableBytes) { writer in
      try await writer.write(answer)
      try await writer.finish(nil)
      backend.settleListenerInBackground()
    }
    return response
  }

  /// `200` with the faults in force, as `GET /fault` and a successful change answer.
  private static func faultResponse(_ faults: FaultConfiguration) -> Response {
    PlannedResponse.json(200, ResponsePlanner.encodeJSON(faults)).hummingbirdResponse
  }

  /// `400` with a JSON error explaining what would be accepted.
  private static func badRequest(_ message: String) -> Response {
    PlannedResponse.json(400, ResponsePlanner.encodeJSON(APIErrorBody(error: "invalid_fault", message: message)))
      .hummingbirdResponse
  }

  /// `503` for a request that reaches a server whose backend has been released and is shutting down.
  private static var goneResponse: Response {
    PlannedResponse.text(503, "the demo backend is shutting down").hummingbirdResponse
  }
}
