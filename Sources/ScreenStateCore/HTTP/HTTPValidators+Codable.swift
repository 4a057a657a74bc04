extension HTTPValidators: Codable {
  private enum CodingKeys: String, CodingKey {
    case etag
    case lastModified
  }

  /// Decodes validators saved by an earlier launch, leaving out a value that could not be sent back safely, as
  /// ``init(etag:lastModified:)`` does: a saved file is no more trusted than a server.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      etag: try container.decodeIfPresent(String.self, forKey: .etag),
      lastModified: try container.decodeIfPresent(String.self, forKey: .lastModified))
  }

  /// Encodes the validators.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(etag, forKey: .etag)
    try container.encodeIfPresent(lastModified, forKey: .lastModified)
  }
}
