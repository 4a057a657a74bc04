#if canImport(UIKit)
  import ScreenState
  import UIKit

  extension UIAlertAction.Style {
    /// The UIKit style of a ScreenState button role: a translation of names.
    init(_ role: ScreenState.ButtonRole) {
      switch role {
      case .default: self = .default
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
