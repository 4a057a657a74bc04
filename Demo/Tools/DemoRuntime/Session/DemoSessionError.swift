import Foundation

/// Why the demo could not start.
public enum DemoSessionError: Error, Hashable, CustomStringConvertible {
  /// The embedded backend could not listen; the reason names the address.
  case backendFailed(String)
  /// The external server did not accept the faults given on the command line.
  case serverRefusedFaults(URL, String)

  /// A sentence for the terminal.
  public var description: String {
    switch self {
    case .backendFailed(let reason):
      reason
    case .serverRefusedFaults(let url, let reason):
      "the server at \(url.absoluteString) did not accept the faults: \(reason)"
    }
  }
}
