import ScreenStateCore
import ScreenStateData

/// Whether the installed app needs an update, from the versions a backend announces.
public enum AppUpdateStatus: Hashable, Sendable, CaseIterable {
  /// The installed version is the latest.
  case notNeeded
  /// A newer version exists; the installed one still works.
  case available
  /// The installed version is no longer supported.
  case required

  /// Compares dotted numeric versions ("2.10.1"): below `minimum` is required, below `latest` available.
  ///
  /// Missing components count as zero. Each component is read up to its first non-digit, after an optional
  /// leading "v", so "v2.1" is 2.1 and "1.2.3 (45)" is 1.2.3; a component with no digits counts as zero.
  ///
  /// ```swift
  /// AppUpdateStatus(installed: "1.9", minimum: "2.0", latest: "2.1")  // .required
  /// ```
  public init(installed: String, minimum: String, latest: String) {
    if Self.compare(installed, minimum) < 0 {
      self = .required
    } else if Self.compare(installed, latest) < 0 {
      self = .available
    } else {
      self = .notNeeded
    }
  }

  private static func compare(_ lhs: String, _ rhs: String) -> Int {
    let left = components(lhs)
    let right = components(rhs)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b { return a < b ? -1 : 1 }
    }
    return 0
  }

  private static func components(_ version: String) -> [Int] {
    var text = Substring(version)
    while text.first == " " { text.removeFirst() }
    if text.first == "v" || text.first == "V" { text.removeFirst() }
    return text.split(separator: ".", omittingEmptySubsequences: false).map { component in
      Int(component.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }
  }
}
