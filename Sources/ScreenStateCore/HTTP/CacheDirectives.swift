/// What an answer's `Cache-Control` header says of the value it carries: how long it stays fresh (`max-age`),
/// whether it must be revalidated before each use (`no-cache`), and whether it may be saved (`no-store`).
///
/// A ``ResourceStore`` applies them to the key of the answer, for that answer only, over its own defaults: see
/// ``freshFor``.
///
/// ```swift
/// let directives = CacheDirectives(cacheControl: "public, max-age=300")
/// directives.freshFor   // 300 seconds
/// ```
public struct CacheDirectives: Hashable, Sendable {
  /// How long the value stays fresh, from `max-age`; `nil` when absent or unreadable.
  public var maxAge: Duration?
  /// `no-cache`: the value may be shown, but is stale at once (the next use revalidates it).
  public var noCache: Bool
  /// `no-store`: the value is not saved, and a copy saved before is forgotten.
  public var noStore: Bool

  /// The longest `max-age` kept: 10⁹ seconds (about 31 years), the longest wait the engine schedules.
  public static let longestMaxAge: Duration = .longestScheduledWait

  /// No directive: the store's own freshness and persistence apply.
  public static let none = CacheDirectives()

  /// Creates directives; a negative `maxAge` counts as zero, and one beyond ``longestMaxAge`` as that.
  public init(maxAge: Duration? = nil, noCache: Bool = false, noStore: Bool = false) {
    self.maxAge = maxAge?.clampedForScheduling
    self.noCache = noCache
    self.noStore = noStore
  }

  /// Reads a `Cache-Control` header value.
  ///
  /// Directive names are compared without regard to case, and unknown ones are ignored. `max-age` must be a
  /// whole number of seconds, quoted or not (RFC 9111): anything else (`NaN`, `-1`, `1.5`, empty) is ignored,
  /// leaving the store's default; one beyond ``longestMaxAge`` is that; of several, the first counts.
  public init(cacheControl: String?) {
    self.init()
    guard let cacheControl else { return }
    var sawMaxAge = false
    for part in cacheControl.split(separator: ",", omittingEmptySubsequences: true) {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pair[0]).trimmingASCIIWhitespace.lowercased()
      switch name {
      case "no-cache": noCache = true
      case "no-store": noStore = true
      case "max-age" where !sawMaxAge && pair.count == 2:
        sawMaxAge = true
        maxAge = Self.seconds(String(pair[1]))
      default: break
      }
    }
  }

  /// Whether no directive is set.
  public var isEmpty: Bool { maxAge == nil && !noCache && !noStore }

  /// How long the value stays fresh: zero for `no-cache`, else `max-age`; `nil` for the store's default.
  public var freshFor: Duration? { noCache ? .zero : maxAge }

  /// A whole number of seconds, quoted or not, clamped to ``longestMaxAge``; `nil` when it is not one.
  private static func seconds(_ text: String) -> Duration? {
    var digits = Substring(text.trimmingASCIIWhitespace)
    if digits.count >= 2, digits.first == "\"", digits.last == "\"" { digits = digits.dropFirst().dropLast() }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let longest = Int64(longestMaxAge.components.seconds)
    // Past 18 digits the number may not fit; it is past the longest anyway.
    guard digits.count <= 18, let value = Int64(digits) else { return longestMaxAge }
    return .seconds(min(value, longest))
  }
}
