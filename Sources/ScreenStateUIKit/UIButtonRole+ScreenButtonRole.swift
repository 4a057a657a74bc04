#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  extension UIButton.Role {
    /// UIKit's button role for a `ScreenButtonRole`: a translation of names.
    init(_ role: ScreenButtonRole) {
      switch role {
      case .default: self = .normal
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
