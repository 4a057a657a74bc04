import DemoApp
import Foundation
import Testing

@testable import DemoTerminal

/// A fault controller whose server never answers: every call fails, as against a dead `--server` address.
private struct UnreachableFaultControl: FaultControlling {
  struct Unreachable: Error {}

  func currentFaults() async throws -> FaultSettings { throw Unreachable() }
  func setMode(_ mode: String) async throws -> FaultSettings { throw Unreachable() }
  func setLatency(_ latency: String) async throws -> FaultSettings { throw Unreachable() }
  func goOnline() async throws -> FaultSettings { throw Unreachable() }
}

/// The status line says what is known of the backend's faults, and never "reading…" after the read failed.
@MainActor
@Suite("Demo status line: the backend's faults")
struct FaultsStatusLineTests {
  private func makeApp(faultControl: any FaultControlling, faults: FaultSettings?) -> DemoAppModel {
    // Port 9 (discard) on loopback: nothing listens, so the feed fails at once too.
    let http = DemoHTTPClient(baseURL: URL(string: "http://127.0.0.1:9")!)
    return DemoAppModel(clients: DemoClients(http: http), faultControl: faultControl, faults: faults, screen: .colors)
  }

  @Test func aServerThatDoesNotAnswerIsShownAsUnreadableNotReading() async {
    let app = makeApp(faultControl: UnreachableFaultControl(), faults: nil)
    #expect(app.faultsStatus == .reading)
    #expect(DemoChrome(app: app, isShowingHelp: false).faultsText.contains("reading…"))

    await app.start()

    #expect(app.faultsStatus == .unreadable)
    let text = DemoChrome(app: app, isShowingHelp: false).faultsText
    #expect(!text.contains("reading"))
    #expect(text.contains("unknown"))
  }

  @Test func faultsOnceKnownStayWhenALaterReadFails() async {
    let app = makeApp(faultControl: UnreachableFaultControl(), faults: .healthy)
    await app.refreshFaults()
    #expect(app.faultsStatus == .known(.healthy))
  }

  @Test func aSuccessfulReadIsShown() async {
    let app = makeApp(faultControl: StaticFaultControl(), faults: nil)
    await app.refreshFaults()
    #expect(app.faultsStatus == .known(.healthy))
    #expect(DemoChrome(app: app, isShowingHelp: false).faultsText.hasPrefix("fault: none"))
  }
}
