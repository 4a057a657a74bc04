import DemoApp
import ScreenState

/// What the body of a demo frame shows when a screen has content: the feed's posts, the colour picker's picks, or
/// one of the board's screens.
///
/// The error-screen gallery has no content of its own: it is always a full-screen error (or progress while a page
/// is prepared), so it needs no case here.
public enum DemoContent: Hashable, Sendable {
  /// The posts of the feed.
  case posts([Post])
  /// What is picked in the colour picker; the picker's view state is derived from it when drawn.
  case colors(ColorSelection)
  /// The board's feed: the pages loaded so far, one row per post (its footer is the screen's, drawn below).
  case boardFeed(PagedList<PostSummary, String>)
  /// The board's search results.
  case searchResults([PostSummary])
  /// A post of the board (its title is in the heading above the screen), with its like button's label, such as
  /// `Like (12)`; no label while the post shown is the feed's row standing in for it, whose text is not known yet.
  case boardPost(PostDetail, likeButton: String?)
}
