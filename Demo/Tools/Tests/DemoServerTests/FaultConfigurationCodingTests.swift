import Foundation
import Testing

@testable import DemoServer

@Suite("Fault configuration JSON")
struct FaultConfigurationCodingTests {
  @Test("encodes the command-line spellings")
  func encodes() {
    let faults = FaultConfiguration(mode: .maintenance(retryAfterSeconds: 120), latency: .milliseconds(800))
    #expect(ResponsePlanner.encodeJSON(faults) == #"{"latency":"800ms","mode":"maintenance:120"}"#)
  }

  @Test("decodes what it encodes, and missing keys as the defaults")
  func decodes() throws {
    let faults = FaultConfiguration(mode: .flaky(failureRate: 0.3), latency: .seconds(2))
    let data = try JSONEncoder().encode(faults)
    #expect(try JSONDecoder().decode(FaultConfiguration.self, from: data) == faults)
    #expect(try JSONDecoder().decode(FaultConfiguration.self, from: Data("{}".utf8)) == FaultConfiguration())
  }

  @Test("rejects an invalid mode with the parser's message")
  func rejectsInvalid() {
    let error = #expect(throws: FaultArgumentError.self) {
      try JSONDecoder().decode(FaultConfiguration.self, from: Data(#"{"mode":"flaky:7"}"#.utf8))
    }
    #expect(error?.reason.contains("between 0 and 1") == true)
  }

  @Test("a partial update changes only what it names")
  func partialUpdate() throws {
    let start = FaultConfiguration(mode: .serverError, latency: .seconds(1))
    let latencyOnly = try JSONDecoder().decode(FaultUpdate.self, from: Data(#"{"latency":"2s"}"#.utf8))
    #expect(latencyOnly.applied(to: start) == FaultConfiguration(mode: .serverError, latency: .seconds(2)))
    let modeOnly = try FaultUpdate(mode: "empty", latency: nil)
    #expect(modeOnly.applied(to: start) == FaultConfiguration(mode: .emptyList, latency: .seconds(1)))
    #expect(try FaultUpdate(mode: nil, latency: nil).isEmpty)
  }
}
