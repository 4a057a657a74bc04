import Hummingbird
import NIOCore

/// The request context of the backend: Hummingbird's basic one, plus the connection, so that a fault can close it
/// abruptly (`reset`) or end it without an answer.
struct DemoRequestContext: RequestContext {
  /// Hummingbird's per-request storage.
  var coreContext: CoreRequestContextStorage
  /// The connection the request came on.
  let channel: any Channel

  /// Creates the context of a request arriving on `source`'s connection.
  init(source: ApplicationRequestContextSource) {
    self.coreContext = CoreRequestContextStorage(source: source)
    self.channel = source.channel
  }
}
