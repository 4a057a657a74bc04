#if canImport(Network)
  import Foundation
  #if canImport(FoundationNetworking)
    // Only where the Network shim type-checks this file on Linux: no Linux build compiles it.
    import FoundationNetworking
  #endif

  /// A connectivity check by HTTP through `URLSession`: a `HEAD` request to the host, where apps may not open
  /// connections of their own (watchOS allows ordinary apps only URLSession's HTTP: Apple's TN3135). Any answer, even
  /// an error status, means the server was reached.
  enum HTTPConnectionProbe {
    /// Whether `host` answers a `HEAD /` on `port` (https on 443, http otherwise) within `timeout`.
    static func canConnect(host: String, port: UInt16, timeout: Duration) async -> Bool {
      let milliseconds = ConnectionCheckRule.milliseconds(timeout)
      guard milliseconds > 0, let address = ConnectionCheckRule.probeAddress(host: host, port: port),
        let url = URL(string: address)
      else { return false }
      let seconds = Double(milliseconds) / 1_000
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = seconds
      configuration.timeoutIntervalForResource = seconds
      // Not waiting for connectivity (the default): a check answers now.
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      let session = URLSession(configuration: configuration)
      defer { session.finishTasksAndInvalidate() }
      var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
      request.httpMethod = "HEAD"
      do {
        _ = try await session.data(for: request)
        return true
      } catch let error as URLError {
        return ConnectionCheckRule.reachedServer(urlErrorCode: error.code.rawValue)
      } catch {
        return false
      }
    }
  }
#endif
