/// The characters of a box's border, drawn by ``TextCanvas/drawBox(_:title:border:style:)``.
///
/// Only the built-in sets exist, so every border character is known to take exactly one cell.
public struct BoxBorder: Hashable, Sendable {
  let topLeft: Character
  let topRight: Character
  let bottomLeft: Character
  let bottomRight: Character
  let horizontal: Character
  let vertical: Character

  /// Thin lines with square corners: `┌─┐ │ └─┘`.
  public static let light = BoxBorder(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  /// Thin lines with rounded corners: `╭─╮ │ ╰─╯`.
  public static let rounded = BoxBorder(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  /// Thick lines: `┏━┓ ┃ ┗━┛`.
  public static let heavy = BoxBorder(
    topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
  /// Double lines: `╔═╗ ║ ╚═╝`.
  public static let double = BoxBorder(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  /// Plain ASCII, for terminals without box-drawing glyphs: `+-+ | +-+`.
  public static let ascii = BoxBorder(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
