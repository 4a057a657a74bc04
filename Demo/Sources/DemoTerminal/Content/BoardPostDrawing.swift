import DemoApp
import ScreenStateTerminal

/// Draws a post of the board below its title (which the heading shows, known before the post answers): its text,
/// wrapped, and its like button.
enum BoardPostDrawing {
  /// The widest the text is set, for lines that can be read.
  static let maximumTextWidth = 76
  /// What stands for the text of a post shown from its feed row, before the post itself answers.
  static let textToCome = "The text shows when the server answers."

  /// Draws `post` and the like button labelled `likeButton` in `rect`; without a label, the post is the feed's row
  /// standing in for it, whose text is not known: ``textToCome`` stands in its place.
  static func draw(_ post: PostDetail, likeButton: String?, on canvas: inout TextCanvas, in rect: TextRect) {
    guard !rect.isEmpty else { return }
    let inset = rect.width >= 24 ? 2 : 0
    guard let likeButton else {
      canvas.draw(textToCome, column: rect.column + inset, row: rect.row, width: rect.width - inset, style: .dim)
      return
    }
    let width = min(rect.width - 2 * inset, maximumTextWidth)
    // The button keeps the last row (and a blank row above it where there is room); the text takes the rest.
    let buttonRows = rect.height >= 4 ? 2 : 1
    let textHeight = max(0, rect.height - buttonRows)
    let lines = TerminalText.wrapped(post.body, toWidth: width, maxLines: textHeight)
    canvas.drawWrapped(
      post.body, in: TextRect(column: rect.column + inset, row: rect.row, width: width, height: lines.count))
    let row = min(rect.row + lines.count + buttonRows - 1, rect.maxRow - 1)
    let end = canvas.draw("[ \(likeButton) ]", column: rect.column + inset, row: row, style: .bold)
    canvas.draw(
      post.liked ? "  L unlikes" : "  L likes", column: end, row: row, width: rect.maxColumn - end, style: .dim)
  }
}
