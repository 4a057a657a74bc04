// A spinner's frame is a pure function of a tick the caller owns: the renderer never reads a clock, so a
// snapshot of "loading" is the same on every run and a test picks the frame it wants.

/// An activity indicator whose frame is a pure function of an integer tick.
///
/// Advance the tick from a timer in the app and pass a fixed tick in tests:
///
/// ```swift
/// let spinner = Spinner.braille
/// canvas.draw("\(spinner.frame(at: tick)) Loading posts…", column: 2, row: 3)
/// spinner.frame(at: 0)   // "⠋"
/// spinner.frame(at: 11)  // "⠙"
/// ```
public struct Spinner: Hashable, Sendable {
  /// The frames shown in turn; never empty.
  public let frames: [String]

  /// Creates a spinner from its frames; an empty list gives a spinner that shows a single space.
  ///
  /// Frames are drawn like any text, so control characters in them are removed when drawn. Give every
  /// frame the same width, or a spinning frame will shift the text after it.
  public init(frames: [String]) {
    self.frames = frames.isEmpty ? [" "] : frames
  }

  /// The frame for `tick`: frames repeat every `frames.count` ticks, negative ticks included.
  public func frame(at tick: Int) -> String {
    let count = frames.count
    // `%` keeps the sign of the dividend; adding `count` once makes any remainder non-negative.
    return frames[(tick % count + count) % count]
  }

  /// Ten braille dots turning: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`.
  public static let braille = Spinner(frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"])
  /// A line turning, in ASCII: `|/-\`.
  public static let line = Spinner(frames: ["|", "/", "-", "\\"])
  /// Three dots filling up: `.  `, `.. `, `...`, then empty.
  public static let dots = Spinner(frames: ["   ", ".  ", ".. ", "..."])
}
