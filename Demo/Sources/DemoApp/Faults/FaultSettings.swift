/// The faults a demo backend is playing, in the spellings of its `/fault` route and the `--fault` flag, such as
/// `{"mode": "maintenance:120", "latency": "800ms"}`.
///
/// The client keeps them as text: it shows them in the status line and sends them back, and never needs to
/// understand them, which keeps it independent of the server's code.
public struct FaultSettings: Sendable, Hashable, Codable {
  /// The fault mode, such as `none`, `500` or `flaky:0.5`.
  public var mode: String
  /// The latency added to every answer, such as `0` or `800ms`.
  public var latency: String

  /// Creates settings.
  public init(mode: String, latency: String) {
    self.mode = mode
    self.latency = latency
  }

  /// A healthy, fast backend.
  public static let healthy = FaultSettings(mode: "none", latency: "0")
}
