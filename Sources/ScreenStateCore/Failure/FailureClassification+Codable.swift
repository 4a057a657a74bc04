extension FailureClassification: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, isRetryable, statusCode, retryAfter
  }

  /// Decodes a classification as ``encode(to:)`` writes it; a negative `retryAfter` counts as zero, as in
  /// ``init(kind:isRetryable:statusCode:retryAfter:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decode(FailureKind.self, forKey: .kind),
      isRetryable: try container.decode(Bool.self, forKey: .isRetryable),
      statusCode: try container.decodeIfPresent(Int.self, forKey: .statusCode),
      retryAfter: try container.decodeIfPresent(Duration.self, forKey: .retryAfter))
  }

  /// Encodes the kind, whether it is retryable, the status and the server's delay: never a server body, which a
  /// classification does not hold.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(isRetryable, forKey: .isRetryable)
    try container.encodeIfPresent(statusCode, forKey: .statusCode)
    try container.encodeIfPresent(retryAfter, forKey: .retryAfter)
  }
}
