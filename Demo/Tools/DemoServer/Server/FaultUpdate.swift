/// A change asked for through `PUT /fault`: a new mode, a new latency, or both; what is left out stays as it is.
struct FaultUpdate: Sendable, Hashable {
  /// The new mode, if it changes.
  var mode: FaultMode?
  /// The new latency, if it changes.
  var latency: Duration?

  /// Reads the command-line spellings, as in `?mode=maintenance:120&latency=800ms`.
  init(mode: String?, latency: String?) throws(FaultArgumentError) {
    self.mode = try mode.map { text throws(FaultArgumentError) in try FaultArgumentParser.faultMode(text) }
    self.latency = try latency.map { text throws(FaultArgumentError) in try FaultArgumentParser.latency(text) }
  }

  /// Whether the update changes nothing, which a caller most likely did not mean.
  var isEmpty: Bool { mode == nil && latency == nil }

  /// The configuration after this update.
  func applied(to configuration: FaultConfiguration) -> FaultConfiguration {
    FaultConfiguration(mode: mode ?? configuration.mode, latency: latency ?? configuration.latency)
  }
}

extension FaultUpdate: Decodable {
  private enum CodingKeys: String, CodingKey {
    case mode
    case latency
  }

  /// Reads `{"mode": "offline"}`, `{"latency": "2s"}` or both.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      mode: try container.decodeIfPresent(String.self, forKey: .mode),
      latency: try container.decodeIfPresent(String.self, forKey: .latency))
  }
}
