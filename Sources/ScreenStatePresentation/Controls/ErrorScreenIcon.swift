import ScreenStateCore
import ScreenStateData

/// The icon of an error screen, named by a symbol that each adapter maps to its own glyph (an SF Symbol in
/// SwiftUI and UIKit, a text glyph in a terminal). Add your own with `ErrorScreenIcon("jailbroken")`.
public struct ErrorScreenIcon: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The symbol's name.
  public var rawValue: String

  /// Creates an icon named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates an icon named `name`.
  public init(_ name: String) {
    self.rawValue = name
  }

  /// Creates an icon from a string literal.
  public init(stringLiteral name: String) {
    self.rawValue = name
  }

  /// The symbol's name.
  public var description: String { rawValue }

  /// No network connection.
  public static let noNetwork: Self = "noNetwork"
  /// The server cannot be reached.
  public static let serverUnreachable: Self = "serverUnreachable"
  /// The request took too long.
  public static let timedOut: Self = "timedOut"
  /// The backend is down for maintenance.
  public static let maintenance: Self = "maintenance"
  /// The backend failed.
  public static let serverError: Self = "serverError"
  /// Access is denied.
  public static let locked: Self = "locked"
  /// The response could not be read.
  public static let unreadable: Self = "unreadable"
  /// An app update is available.
  public static let updateAvailable: Self = "updateAvailable"
  /// An app update is required.
  public static let updateRequired: Self = "updateRequired"
  /// The app is up to date.
  public static let upToDate: Self = "upToDate"
  /// A generic warning.
  public static let warning: Self = "warning"
}
