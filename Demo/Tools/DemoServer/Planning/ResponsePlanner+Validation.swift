import Foundation

extension ResponsePlanner {
  /// How long a post's answer says it stays fresh: the app store's own default, so that a post is asked again no
  /// sooner than before, and a refresh (or a stale post) revalidates it.
  public static let postCacheControl = "max-age=60"

  /// A post's answer made conditional: a whole `200` gets an `ETag` (a tag of its body) and
  /// ``postCacheControl``, and becomes a bodiless `304` when `ifNoneMatch` names that tag. Any other answer (a
  /// fault, a 404) is left as planned.
  public static func validating(_ planned: PlannedResponse, ifNoneMatch: String?) -> PlannedResponse {
    guard planned.status == 200, planned.delivery == .whole else { return planned }
    var answer = planned
    let tag = entityTag(of: planned.body)
    answer.headers["ETag"] = tag
    answer.headers["Cache-Control"] = postCacheControl
    guard let ifNoneMatch, matches(ifNoneMatch, tag) else { return answer }
    answer.status = 304
    answer.body = ""
    answer.headers["Content-Type"] = nil
    return answer
  }

  /// A strong entity tag of `body`: its FNV-1a hash, quoted, such as `"9f3c0a1b2d4e5f60"`.
  public static func entityTag(of body: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in body.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
  }

  /// Whether an `If-None-Match` value (`*`, or tags separated by commas, weak or strong) names `tag`.
  private static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
    ifNoneMatch.split(separator: ",").contains { candidate in
      let trimmed = candidate.trimmingCharacters(in: .whitespaces)
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }
}
