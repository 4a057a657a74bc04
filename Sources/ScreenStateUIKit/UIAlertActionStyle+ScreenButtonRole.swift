#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension UIAlertAction.Style {
    /// UIKit's alert action style for a `ScreenButtonRole`: a translation of names.
    init(_ role: ScreenButtonRole) {
      switch role {
      case .default: self = .default
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
