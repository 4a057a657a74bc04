// Codable so a screen's state can be saved, restored and written into snapshots. Errors are rarely
// Codable, so both payloads must be; `Loadable<V, Never>` and typed Codable errors qualify.
//
// The form is flat and readable: {"state": "failed", "failure": ..., "previous": ...}. A missing or null
// `previous` decodes as no previous value, so with an optional `Value` a kept `nil` (`.some(nil)`) comes
// back as none: encode such values as a non-optional wrapper if the difference matters.

private enum LoadableCodingKeys: String, CodingKey {
  case state, value, previous, failure
}

private enum LoadableCase: String, Codable, CaseIterable {
  case idle, loading, loaded, failed
}

/// Encodes as `{"state": "idle" | "loading" | "loaded" | "failed"}` with `value`, `previous` and `failure`
/// where the case has them.
extension Loadable: Encodable where Value: Encodable, Failure: Encodable {
  /// Encodes the state in the flat form described on the conformance.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: LoadableCodingKeys.self)
    switch self {
    case .idle:
      try container.encode(LoadableCase.idle, forKey: .state)
    case .loading(let previous):
      try container.encode(LoadableCase.loading, forKey: .state)
      try container.encodeIfPresent(previous, forKey: .previous)
    case .loaded(let value):
      try container.encode(LoadableCase.loaded, forKey: .state)
      try container.encode(value, forKey: .value)
    case .failed(let failure, let previous):
      try container.encode(LoadableCase.failed, forKey: .state)
      try container.encode(failure, forKey: .failure)
      try container.encodeIfPresent(previous, forKey: .previous)
    }
  }
}

/// Decodes the form written by `encode(to:)`; anything else throws a `DecodingError` that names the problem.
extension Loadable: Decodable where Value: Decodable, Failure: Decodable {
  /// Decodes a state; an unknown `state` or a missing payload throws a `DecodingError` naming the problem.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: LoadableCodingKeys.self)
    let name = try container.decode(String.self, forKey: .state)
    guard let state = LoadableCase(rawValue: name) else {
      let expected = LoadableCase.allCases.map(\.rawValue).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .state, in: container,
        debugDescription: "Unknown Loadable state \"\(name)\"; expected one of: \(expected).")
    }
    switch state {
    case .idle:
      self = .idle
    case .loading:
      self = .loading(previous: try container.decodeIfPresent(Value.self, forKey: .previous))
    case .loaded:
      self = .loaded(try container.decode(Value.self, forKey: .value))
    case .failed:
      self = .failed(
        try container.decode(Failure.self, forKey: .failure),
        previous: try container.decodeIfPresent(Value.self, forKey: .previous))
    }
  }
}
