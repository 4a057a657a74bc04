/// Everything the backend does wrong at one moment: a fault mode plus a latency added to every answer.
public struct FaultConfiguration: Sendable, Hashable {
  /// How the backend misbehaves.
  public var mode: FaultMode
  /// How long every data route (`/posts` and the other posts routes, `/health`, `/status`, `/version`) waits before
  /// answering.
  public var latency: Duration

  /// Creates a configuration; the default is a healthy, fast backend.
  public init(mode: FaultMode = .healthy, latency: Duration = .zero) {
    self.mode = mode
    self.latency = latency
  }
}
