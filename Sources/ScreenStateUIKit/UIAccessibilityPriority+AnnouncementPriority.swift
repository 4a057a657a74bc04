#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension UIAccessibilityPriority {
    /// UIKit's announcement priority for a `ScreenAnnouncement.Priority`: a translation of names.
    init(_ priority: ScreenAnnouncement.Priority) {
      switch priority {
      case .low: self = .low
      case .default: self = .default
      case .high: self = .high
      }
    }
  }
#endif
