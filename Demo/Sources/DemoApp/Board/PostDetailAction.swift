/// What a person can do on a post's screen beyond the screen actions of its loading: like it, and dismiss the
/// notice of a like that failed.
public enum PostDetailAction: Hashable, Sendable {
  /// Adds a like (again, after one failed).
  case like
  /// Hides the notice of a failed like.
  case dismissLikeFailure
}
