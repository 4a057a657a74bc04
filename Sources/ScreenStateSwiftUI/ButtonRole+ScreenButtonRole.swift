#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension ButtonRole {
    /// SwiftUI's role for a `ScreenButtonRole`: a translation of names, `nil` for an ordinary
    /// button.
    init?(_ role: ScreenButtonRole) {
      switch role {
      case .default: return nil
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
