// A compile shim for Apple's Accessibility framework, for type-checking ScreenStateSwiftUI on Linux.
//
// It declares ONLY the symbols the adapters use, each with its declaration as Apple's documentation shows
// it and the page it comes from above it. Bodies are empty: this module is built with `-emit-module` only
// and never linked, run or shipped in a product (see Scripts/typecheck-adapters.sh).

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification [page not in the stored copy]
public enum AccessibilityNotification {
  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
  public struct Announcement {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    /// (the `String` overload, listed beside the `AttributedString` and `NSAttributedString` ones)
    public init(_ announcement: String) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }
}
