/// The latencies the UI steps through on one key: none, two that still succeed, one beyond the request timeout
/// (``DemoHTTPClient/requestTimeoutSeconds``) that shows the "timed out" failure, and one slow enough that the screen
/// says "Still loading…" (after 5 s, with Cancel) before the load's 8 s budget ends it.
public enum LatencyPreset {
  /// The latencies in the order a key steps through them, spelled as for `--latency`.
  public static let cycle = ["0", "800ms", "2s", "4s", "6s"]

  /// The latency after `current` in ``cycle``; an unknown one starts the cycle again.
  public static func next(after current: String) -> String {
    guard let index = cycle.firstIndex(of: current) else { return cycle[0] }
    return cycle[(index + 1) % cycle.count]
  }
}
