import ScreenStateCore
import ScreenStateData

extension ErrorScreenIcon {
  /// The icon that stands for a kind of failure.
  public init(kind: FailureKind) {
    switch kind {
    case .offline: self = .noNetwork
    case .cannotReachServer, .connectionLost: self = .serverUnreachable
    case .timedOut: self = .timedOut
    case .maintenance: self = .maintenance
    case .serverError, .rateLimited: self = .serverError
    case .unauthorized: self = .locked
    case .unexpectedResponse: self = .unreadable
    case .updateRequired: self = .updateRequired
    case .clientError, .cancelled, .unknown: self = .warning
    }
  }
}
