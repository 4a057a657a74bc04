import Foundation
import ScreenState

/// Switches the faults of a demo backend over HTTP (`GET`/`PUT /fault`), for `--server`.
///
/// A backend that has gone offline cannot be asked to come back: only the process that runs it can do that, so
/// ``goOnline()`` then fails with ``FaultControlError/serverIsOffline(_:)``.
public struct HTTPFaultController: FaultControlling {
  private let http: DemoHTTPClient

  /// Creates a controller that talks to the backend through `http`.
  public init(http: DemoHTTPClient) {
    self.http = http
  }

  /// The faults in force now (`GET /fault`).
  public func currentFaults() async throws -> FaultSettings {
    try await decoded(http.data("GET", "fault"))
  }

  /// Switches the mode (`PUT /fault` with `{"mode": …}`).
  public func setMode(_ mode: String) async throws -> FaultSettings {
    try await put(["mode": mode])
  }

  /// Switches the latency (`PUT /fault` with `{"latency": …}`).
  public func setLatency(_ latency: String) async throws -> FaultSettings {
    try await put(["latency": latency])
  }

  /// Reports the faults of a backend that answers; one that refuses connections can only be brought back by the
  /// process that runs it.
  public func goOnline() async throws -> FaultSettings {
    do {
      return try await currentFaults()
    } catch let error as URLError where error.code == .cannotConnectToHost {
      throw FaultControlError.serverIsOffline(http.baseURL)
    }
  }

  private func put(_ change: [String: String]) async throws -> FaultSettings {
    let body = try JSONEncoder().encode(change)
    do {
      return try await decoded(http.data("PUT", "fault", json: body))
    } catch let error as HTTPStatusError where error.statusCode == 400 {
      // The 400's body explains, but it is the server's text: the status line gets the demo's own words.
      throw FaultControlError.rejected("the server refused \(change.values.sorted().joined(separator: ", "))")
    }
  }

  private func decoded(_ data: Data) throws -> FaultSettings {
    try JSONDecoder().decode(FaultSettings.self, from: data)
  }
}
