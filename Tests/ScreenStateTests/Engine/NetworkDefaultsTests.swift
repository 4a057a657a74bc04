import Foundation
import ScreenState
import Testing

/// The rules that choose how the engine uses the platform's networking, for every platform, on this machine: what a
/// path's status means, which monitor a configuration watches by default, and what a connection check answers.
struct NetworkDefaultsTests {
  // MARK: A path's status

  @Test func aPathThatComesUpOnDemandIsReachable() {
    // VPN on demand, or cellular that wakes on use: a request is what brings the path up.
    #expect(NetworkPath(status: .requiresConnection).isReachable)
    #expect(NetworkPath(status: .satisfied).isReachable)
    #expect(!NetworkPath(status: .unsatisfied).isReachable)
  }

  @Test func aStatusNotKnownHereHoldsNothingBack() {
    #expect(NetworkPath(status: .unknown).isReachable)
  }

  @Test func thePathKeepsWhatItCosts() {
    let path = NetworkPath(status: .requiresConnection, isConstrained: true, isExpensive: true)
    #expect(path == NetworkPath(isReachable: true, isConstrained: true, isExpensive: true))
    #expect(!path.allowsOptionalWork)
  }

  // MARK: The default monitor

  @Test func theSystemsPathMonitorIsTheDefaultWhereAppsMayWatchPaths() {
    for platform in [SystemPlatform.iOS, .macOS, .tvOS, .visionOS] {
      #expect(DefaultConnectivityMonitor.choice(on: platform, systemClock: true) == .systemPathMonitor)
    }
  }

  @Test func watchOSHasNoDefaultMonitor() {
    // NWPathMonitor stays unsatisfied for ordinary watch apps: watching it would hold every request back.
    #expect(DefaultConnectivityMonitor.choice(on: .watchOS, systemClock: true) == .none)
    #expect(!SystemPlatform.watchOS.allowsLowLevelNetworking)
  }

  @Test func linuxAndOtherClocksHaveNoDefaultMonitor() {
    #expect(DefaultConnectivityMonitor.choice(on: .other, systemClock: true) == .none)
    for platform in SystemPlatform.allCases {
      #expect(DefaultConnectivityMonitor.choice(on: platform, systemClock: false) == .none)
    }
  }

  @Test func thisMachinesPlatform() {
    #if os(Linux)
      #expect(SystemPlatform.current == .other)
      #expect(SystemPlatform.current.allowsLowLevelNetworking)
    #elseif os(macOS)
      #expect(SystemPlatform.current == .macOS)
    #endif
  }

  // MARK: A connection check

  @Test func aConnectionAnswersOnceReadyOrStuck() {
    #expect(ConnectionCheckRule.answer(to: .ready) == true)
    // Waiting for a path (no network, a refusal) would only try again when the network changes: not connected now.
    for state in [ConnectionCheckRule.AttemptState.waiting, .failed, .cancelled] {
      #expect(ConnectionCheckRule.answer(to: state) == false)
    }
    // Resolving, bringing up cellular or a VPN, connecting: the time limit decides.
    #expect(ConnectionCheckRule.answer(to: .setup) == nil)
    #expect(ConnectionCheckRule.answer(to: .preparing) == nil)
  }

  @Test(arguments: [
    (Duration.zero, 0), (.seconds(-1), 0), (.seconds(Int64.min), 0), (.nanoseconds(1), 1), (.milliseconds(1500), 1500),
    (.seconds(3), 3000), (.seconds(Int64.max), Int(Int32.max)), (.seconds(1e15), Int(Int32.max)),
  ])
  func theTimeLimitInMilliseconds(timeout: Duration, milliseconds: Int) {
    #expect(ConnectionCheckRule.milliseconds(timeout) == milliseconds)
  }

  @Test(arguments: [
    ("api.example.com", UInt16(443), "https://api.example.com/"),
    ("api.example.com", 8080, "http://api.example.com:8080/"),
    ("127.0.0.1", 80, "http://127.0.0.1:80/"),
    ("::1", 443, "https://[::1]/"),
    ("[::1]", 8443, "http://[::1]:8443/"),
  ])
  func anHTTPCheckAsksTheHostAtItsPort(host: String, port: UInt16, address: String) {
    #expect(ConnectionCheckRule.probeAddress(host: host, port: port) == address)
  }

  @Test(arguments: ["", "no such host", "a/b", "user@host", "host?x", "host#x", "tab\there", "hôte"])
  func aHostThatCannotBeAnAddressIsNotAsked(host: String) {
    #expect(ConnectionCheckRule.probeAddress(host: host, port: 443) == nil)
  }

  @Test func anHTTPCheckReachedTheServerUnlessTheConnectionFailed() {
    let notReached: [URLError.Code] = [
      .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .cannotConnectToHost, .timedOut,
      .networkConnectionLost, .dataNotAllowed, .cancelled, .appTransportSecurityRequiresSecureConnection,
      .secureConnectionFailed,
    ]
    for code in notReached {
      #expect(!ConnectionCheckRule.reachedServer(urlErrorCode: code.rawValue), "\(code)")
    }
    // An answer that is not HTTP came from a server that answered.
    #expect(ConnectionCheckRule.reachedServer(urlErrorCode: URLError.Code.badServerResponse.rawValue))
    #expect(ConnectionCheckRule.reachedServer(urlErrorCode: URLError.Code.cannotParseResponse.rawValue))
  }
}
