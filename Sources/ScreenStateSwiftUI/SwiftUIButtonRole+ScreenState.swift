#if canImport(SwiftUI)
  import ScreenState
  import SwiftUI

  extension SwiftUI.ButtonRole {
    /// The SwiftUI role of a ScreenState role: a translation of names, `nil` for an ordinary button.
    init?(_ role: ScreenState.ButtonRole) {
      switch role {
      case .default: return nil
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
