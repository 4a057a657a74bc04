import DemoApp
import DemoServer
import Testing

/// The client spells faults as text; these tests hold that text to the server's own parser.
@Suite("Fault and latency presets")
struct FaultPresetTests {
  @Test("keys 0 to 9, d h k t and P K, each once, each a mode the server reads and writes back the same")
  func presets() throws {
    #expect(FaultPreset.all.map(\.key) == Array("0123456789dhktPK"))
    let cycled = FaultPreset.cycles.values.joined()
    for mode in FaultPreset.all.map(\.mode) + cycled {
      #expect(FaultArgumentParser.argument(for: try FaultArgumentParser.faultMode(mode)) == mode)
    }
    for preset in FaultPreset.all {
      #expect(FaultPreset.preset(forKey: preset.key) == preset)
    }
    #expect(FaultPreset.preset(forKey: "x") == nil)
  }

  @Test("the modes cover every kind of fault the backend plays")
  func coverage() throws {
    let modes = try FaultPreset.all.map { try FaultArgumentParser.faultMode($0.mode) }
    #expect(modes.contains(.healthy))
    #expect(modes.contains(.serverError))
    #expect(modes.contains(.offline))
    #expect(modes.contains(.updateRequired))
    #expect(modes.contains(.updateAvailable))
    #expect(modes.contains(.malformedJSON))
    #expect(modes.contains(.emptyList))
    #expect(modes.contains { if case .maintenance(_, .deltaSeconds) = $0 { true } else { false } })
    #expect(modes.contains { if case .maintenance(_, .httpDate) = $0 { true } else { false } })
    #expect(modes.contains { if case .flaky = $0 { true } else { false } })
    #expect(modes.contains(.drip))
    #expect(modes.contains(.hang))
    #expect(modes.contains(.reset))
    #expect(modes.contains(.pageFailure(page: 3, failures: FaultMode.defaultPageFailures)))
    #expect(modes.contains(.likeFailure))
    let rateLimits = try FaultPreset.cycles["t", default: []].map { try FaultArgumentParser.faultMode($0) }
    #expect(
      rateLimits == [
        .rateLimited(retryAfter: .seconds(0)), .rateLimited(retryAfter: .pastDate), .rateLimited(retryAfter: .huge),
      ])
  }

  @Test("latencies step through the cycle in canonical spellings, and one outlasts the request timeout")
  func latencies() throws {
    var latency = "0"
    var seen: [String] = []
    for _ in LatencyPreset.cycle {
      seen.append(latency)
      #expect(FaultArgumentParser.argument(for: try FaultArgumentParser.latency(latency)) == latency)
      latency = LatencyPreset.next(after: latency)
    }
    #expect(seen == LatencyPreset.cycle)
    #expect(latency == "0")
    #expect(LatencyPreset.next(after: "1.5s") == "0")
    let slowest = try #require(try LatencyPreset.cycle.map { try FaultArgumentParser.latency($0) }.max())
    #expect(slowest > .seconds(DemoHTTPClient.requestTimeoutSeconds))
  }
}
