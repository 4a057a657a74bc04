import ScreenStateCore
import ScreenStateData

extension ErrorScreenIcon {
  /// The SF Symbol names of the built-in icons, which the SwiftUI and UIKit adapters draw.
  ///
  /// Kept here, as data, so both adapters draw the same glyph and a test on any platform can check the
  /// table covers every built-in icon.
  public static let systemImageNames: [ErrorScreenIcon: String] = [
    .noNetwork: "wifi.slash",
    .serverUnreachable: "icloud.slash",
    .timedOut: "clock.badge.exclamationmark",
    .maintenance: "wrench.and.screwdriver",
    .serverError: "exclamationmark.icloud",
    .locked: "lock",
    .unreadable: "doc.questionmark",
    .updateAvailable: "arrow.down.app",
    .updateRequired: "exclamationmark.arrow.circlepath",
    .upToDate: "checkmark.seal",
    .warning: "exclamationmark.triangle",
  ]

  /// The SF Symbol to draw: the built-in icon's symbol, or the raw value itself for a custom icon.
  ///
  /// A custom icon is named by its SF Symbol, so `ErrorScreenIcon("lock.shield")` draws that symbol.
  public var systemImageName: String {
    Self.systemImageNames[self] ?? rawValue
  }
}
