/// The validators of an HTTP answer, `ETag` and `Last-Modified`: what a revalidation sends back, as
/// `If-None-Match` and `If-Modified-Since`, so that the server can answer `304 Not Modified` without a body.
///
/// ```swift
/// let validators = HTTPValidators(headers: ["ETag": "\"v7\"", "Last-Modified": "Tue, 03 Nov 2026 10:00:00 GMT"])
/// validators.requestHeaders   // ["If-None-Match": "\"v7\"", "If-Modified-Since": "Tue, 03 Nov 2026 10:00:00 GMT"]
/// ```
///
/// A header value that could not be sent back safely (empty, longer than ``maximumLength``, or holding a control
/// character such as a line break, which would let a server inject a header) is left out.
public struct HTTPValidators: Hashable, Sendable {
  /// The `ETag` of the answer, as the server sent it (a weak one keeps its `W/` prefix).
  public var etag: String?
  /// The `Last-Modified` date of the answer, as the server sent it.
  public var lastModified: String?

  /// The longest header value kept, in UTF-8 bytes.
  public static let maximumLength = 1024

  /// Creates validators from the header values; a value that could not be sent back safely is left out.
  public init(etag: String? = nil, lastModified: String? = nil) {
    self.etag = etag.flatMap(Self.sendable)
    self.lastModified = lastModified.flatMap(Self.sendable)
  }

  /// Reads `ETag` and `Last-Modified` from response headers, whose names are compared without regard to case.
  public init(headers: [String: String]) {
    var etag: String?
    var lastModified: String?
    for (name, value) in headers {
      switch name.lowercased() {
      case "etag": etag = value
      case "last-modified": lastModified = value
      default: break
      }
    }
    self.init(etag: etag, lastModified: lastModified)
  }

  /// Whether there is neither validator: a revalidation cannot be conditional.
  public var isEmpty: Bool { etag == nil && lastModified == nil }

  /// The headers of a conditional request: `If-None-Match` with the `ETag`, `If-Modified-Since` with the date.
  public var requestHeaders: [String: String] {
    var headers: [String: String] = [:]
    if let etag { headers["If-None-Match"] = etag }
    if let lastModified { headers["If-Modified-Since"] = lastModified }
    return headers
  }

  /// `value` trimmed, or `nil` when it cannot be sent back as a header value.
  private static func sendable(_ value: String) -> String? {
    let trimmed = value.trimmingASCIIWhitespace
    guard !trimmed.isEmpty, trimmed.utf8.count <= maximumLength,
      !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { return nil }
    return trimmed
  }
}
