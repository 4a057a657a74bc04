import DemoApp
import ScreenStateTerminal

extension RGBColor {
  /// The colour of the eight every terminal has that is closest to this one, for a swatch drawn in a terminal
  /// (the exact value is printed beside it).
  var nearestTerminalColor: TerminalColor {
    // The usual shades of the eight colours; the user's theme picks the real ones.
    let palette: [(TerminalColor, Int, Int, Int)] = [
      (.black, 0, 0, 0), (.red, 205, 49, 49), (.green, 13, 188, 121), (.yellow, 229, 229, 16),
      (.blue, 36, 114, 200), (.magenta, 188, 63, 188), (.cyan, 17, 168, 205), (.white, 229, 229, 229),
    ]
    func distance(_ entry: (TerminalColor, Int, Int, Int)) -> Int {
      let (dr, dg, db) = (Int(red) - entry.1, Int(green) - entry.2, Int(blue) - entry.3)
      return dr * dr + dg * dg + db * db
    }
    return palette.min { distance($0) < distance($1) }?.0 ?? .white
  }
}
