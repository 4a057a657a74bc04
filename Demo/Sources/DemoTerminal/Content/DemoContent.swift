import DemoApp

/// What the body of a demo frame shows when a screen has content: the feed's posts, or the colour picker's picks.
///
/// The error-screen gallery has no content of its own: it is always a full-screen error (or progress while a page
/// is prepared), so it needs no case here.
public enum DemoContent: Hashable, Sendable {
  /// The posts of the feed.
  case posts([Post])
  /// What is picked in the colour picker; the picker's view state is derived from it when drawn.
  case colors(ColorSelection)
}
