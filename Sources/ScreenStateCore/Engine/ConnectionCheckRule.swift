import Foundation

/// The decisions of a connectivity check made through the system's networking (`NWConnection`, or an HTTP request
/// through `URLSession` on watchOS), as plain functions, so that they are tested on any machine.
package enum ConnectionCheckRule {
  /// Where a connection attempt is (`NWConnection.State`), as a value of the core.
  package enum AttemptState: Hashable, Sendable {
    case setup, preparing, waiting, ready, failed, cancelled
  }

  /// What an attempt in `state` answers: connected once ready; not connected when it waits for a path (no network, a
  /// refused connection: it would only try again once the network changes), failed or was cancelled; `nil` while it
  /// is being set up or prepared (resolving the name, bringing up cellular or a VPN on demand, connecting).
  package static func answer(to state: AttemptState) -> Bool? {
    switch state {
    case .ready: true
    case .waiting, .failed, .cancelled: false
    case .setup, .preparing: nil
    }
  }

  /// The time limit in whole milliseconds, at least 0 and at most `Int32.max` (about 24 days), so that neither a
  /// negative limit nor a huge one overflows a timer; a fraction of a millisecond counts as one.
  package static func milliseconds(_ timeout: Duration) -> Int {
    Int(min(max(timeout / .milliseconds(1), 0), Double(Int32.max)).rounded(.up))
  }

  /// The address an HTTP check asks for `host` and `port` (a `HEAD /`): https on port 443, http on any other; `nil`
  /// for an empty host or one that cannot be part of an address (spaces, slashes, …). An IPv6 address is bracketed.
  package static func probeAddress(host: String, port: UInt16) -> String? {
    guard !host.isEmpty,
      host.unicodeScalars.allSatisfy({ $0.isASCII && !forbiddenInHost.contains($0) && $0.value > 0x20 })
    else { return nil }
    let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return port == 443 ? "https://\(bracketed)/" : "http://\(bracketed):\(port)/"
  }

  /// Whether an HTTP check that failed with the URL error `code` still reached the server: a failure of the
  /// connection itself (no network, a name that does not resolve, a refusal, a timeout, a connection lost, a request
  /// the system would not send) did not, nor did a secure connection that failed (a captive portal or a broken tunnel
  /// answers in the server's place); any other failure (an answer that is not HTTP) came from a server that answered.
  package static func reachedServer(urlErrorCode code: Int) -> Bool {
    !notReached.contains(code)
  }

  private static let forbiddenInHost: Set<Unicode.Scalar> = ["/", "?", "#", "@", "\\", "\u{7F}"]

  private static let notReached: Set<Int> = [
    URLError.Code.notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .cannotConnectToHost, .timedOut,
    .networkConnectionLost, .internationalRoamingOff, .callIsActive, .dataNotAllowed, .cancelled, .badURL,
    .unsupportedURL, .appTransportSecurityRequiresSecureConnection, .secureConnectionFailed,
  ].reduce(into: []) { $0.insert($1.rawValue) }
}
