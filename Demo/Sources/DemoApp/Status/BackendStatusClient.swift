import Foundation
import ScreenState

/// Asks the backend how it is (`GET /status`), for the maintenance and server-error screens.
public struct BackendStatusClient: BackendStatusChecking {
  private let http: DemoHTTPClient

  /// Creates a checker that asks through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The backend's status; a check that fails, or an answer that cannot be read, reports
  /// ``ScreenState/BackendStatus/unknown``: the screen keeps what it said and adds that the status is unknown.
  public func status() async -> BackendStatus {
    do {
      let data = try await http.data("GET", "status")
      return try JSONDecoder().decode(StatusReport.self, from: data).backendStatus
    } catch {
      return .unknown
    }
  }
}
