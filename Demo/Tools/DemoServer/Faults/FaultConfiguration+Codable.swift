extension FaultConfiguration: Codable {
  private enum CodingKeys: String, CodingKey {
    case mode
    case latency
  }

  /// Reads `{"mode": "maintenance:120", "latency": "800ms"}`; a missing key keeps its default (healthy, no latency).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    if let mode = try container.decodeIfPresent(String.self, forKey: .mode) {
      self.mode = try FaultArgumentParser.faultMode(mode)
    }
    if let latency = try container.decodeIfPresent(String.self, forKey: .latency) {
      self.latency = try FaultArgumentParser.latency(latency)
    }
  }

  /// Writes the command-line spellings, such as `{"latency": "800ms", "mode": "maintenance:120"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(FaultArgumentParser.argument(for: mode), forKey: .mode)
    try container.encode(FaultArgumentParser.argument(for: latency), forKey: .latency)
  }
}
