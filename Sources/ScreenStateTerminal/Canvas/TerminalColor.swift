/// A foreground colour from the eight-colour palette every terminal supports, plus gray.
///
/// Only a tiny palette: the screens this library draws mark meaning (an error, a focused button) with
/// a few accents, and the user's terminal theme decides the actual shades.
public enum TerminalColor: Hashable, Sendable, CaseIterable {
  /// Black (SGR 30).
  case black
  /// Red (SGR 31), for errors.
  case red
  /// Green (SGR 32), for success.
  case green
  /// Yellow (SGR 33), for warnings.
  case yellow
  /// Blue (SGR 34).
  case blue
  /// Magenta (SGR 35).
  case magenta
  /// Cyan (SGR 36), for accents.
  case cyan
  /// White (SGR 37).
  case white
  /// Gray, the "bright black" of the 16-colour palette (SGR 90), for secondary text.
  case gray

  /// The SGR parameter that selects this colour as the foreground.
  var foregroundCode: Int {
    switch self {
    case .black: 30
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    case .white: 37
    case .gray: 90
    }
  }
}
