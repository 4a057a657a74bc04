import Foundation
import ScreenState

/// Asks the backend which client versions it serves (`GET /version`) and compares them with this app's version.
public struct AppVersionClient: Sendable {
  /// The version this demo client reports as its own; the backend's version answers are written against it.
  public static let installedVersion = "2.0.0"

  private let http: DemoHTTPClient
  private let installedVersion: String

  /// Creates a client that asks through `http` on behalf of an app at `installedVersion`.
  public init(http: DemoHTTPClient, installedVersion: String = AppVersionClient.installedVersion) {
    self.http = http
    self.installedVersion = installedVersion
  }

  /// Whether this app must, may or need not be updated.
  ///
  /// - Throws: the failure of the request or of decoding its answer.
  public func updateStatus() async throws -> AppUpdateStatus {
    let data = try await http.data("GET", "version")
    let report = try JSONDecoder().decode(VersionReport.self, from: data)
    return AppUpdateStatus(
      installed: installedVersion, minimum: report.minimumVersion, latest: report.latestVersion)
  }
}
