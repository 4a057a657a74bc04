import ScreenState

/// What `GET /status` sends: `{"state": "maintenance", "retryAfterSeconds": 120, "message": "…"}`.
///
/// The `message` is written for operators, so the client does not even read it: nothing from it can reach a screen.
struct StatusReport: Sendable, Hashable, Decodable {
  /// `ok`, `maintenance` or `error`; anything else is read as an error.
  var state: String
  /// When to try again, present during maintenance.
  var retryAfterSeconds: Int?
}

extension StatusReport {
  /// The report as the library's `BackendStatus`.
  var backendStatus: BackendStatus {
    switch state {
    case "ok": .available
    case "maintenance": .maintenance(retryAfter: retryAfterSeconds.map { .seconds(max($0, 0)) })
    default: .serverError
    }
  }
}
