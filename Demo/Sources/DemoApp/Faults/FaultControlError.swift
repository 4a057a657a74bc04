import Foundation
import ScreenState

/// Why a fault could not be switched, in words for the demo's status line.
public enum FaultControlError: Error, Hashable, CustomStringConvertible {
  /// The backend at this address refuses connections, and cannot be asked over HTTP to come back.
  case serverIsOffline(URL)
  /// The backend refused the change; the reason is a sentence written by the demo, never a server body.
  case rejected(String)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .serverIsOffline(let url):
      "the server at \(url.absoluteString) is offline; only the process running it can bring it back"
    case .rejected(let reason):
      reason
    }
  }
}

extension FaultControlError {
  /// Words for any error of a fault switch: the controller's own sentence, or the library's title for a network
  /// failure (such as "Can't reach the server"); never a server body.
  public static func explanation(of error: any Error) -> String {
    if let error = error as? FaultControlError { return error.description }
    return ScreenTexts.standard[.failureTitle(FailureClassifier.standard.classify(error).kind)]
  }
}
