// A compile shim for Apple's Accessibility framework, for type-checking ScreenStateSwiftUI on Linux.
//
// It declares ONLY the symbols the adapters use, each with its declaration as Apple's documentation shows
// it and the page it comes from above it. Bodies are empty: this module is built with `-emit-module` only
// and never linked, run or shipped in a product (see Scripts/typecheck-adapters.sh).

import Foundation  // AttributedString; on Apple platforms the Accessibility framework imports it too.

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification [page not in the stored copy]
public enum AccessibilityNotification {
  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
  /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
  public struct Announcement {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    /// (the `String` overload, listed beside the `AttributedString` and `NSAttributedString` ones)
    public init(_ announcement: String) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/init(_:)
    /// (the `AttributedString` overload, which carries speech attributes such as the priority)
    public init(_ announcement: AttributedString) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
    public func post() {}
  }

  /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged
  /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
  public struct ScreenChanged {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged/init(_:)
    /// [page not in the stored copy; listed on the type's page as `init(Any?)`, the element VoiceOver moves to]
    public init(_ element: Any? = nil) {}

    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/screenchanged/post()
    /// [page not in the stored copy; every notification of the framework posts with `post()`]
    public func post() {}
  }
}

// Declared by Foundation on Apple platforms (the page lists the modules Foundation and Accessibility); not in the
// open-source Foundation, so declared here.
extension AttributeScopes {
  /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes
  /// [page not in the stored copy; only the priority attribute is declared]
  public struct AccessibilityAttributes {
    /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute
    /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
    public enum AnnouncementPriorityAttribute: AttributedStringKey {
      public typealias Value = AnnouncementPriority
      public static let name = "UIAccessibilitySpeechAttributeAnnouncementPriority"

      /// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute/announcementpriority
      public enum AnnouncementPriority: Hashable, Sendable {
        /// Interrupts existing speech; interruptible by a new utterance.
        case `default`
        /// Queued until other speech has completed.
        case low
        /// Interrupts other speech and cannot be interrupted once started.
        case high
      }
    }
  }
}
