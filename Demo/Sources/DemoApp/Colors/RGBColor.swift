/// A colour as 8-bit red, green and blue, which any UI can draw (a terminal as a 24-bit escape, SwiftUI as `Color`).
public struct RGBColor: Sendable, Hashable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// Creates a colour.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour halfway to `other`, channel by channel (SwiftUI's `mix(with:by: 0.5)` in sRGB), rounding up.
  public func mixed(with other: RGBColor) -> RGBColor {
    func half(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((UInt16(a) + UInt16(b) + 1) / 2) }
    return RGBColor(red: half(red, other.red), green: half(green, other.green), blue: half(blue, other.blue))
  }

  /// `#RRGGBB`.
  public var hex: String {
    func byte(_ value: UInt8) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
