/// Answers whether the network (or a particular server) can be reached now.
public protocol ConnectivityChecking: Sendable {
  /// Whether a connection can be made now; never throws, and returns within the checker's own time limit.
  func isConnected() async -> Bool
}
