/// How two changes of one mutation waiting in an ``Outbox`` combine: what a mutation's `combining` rule says when a
/// change is submitted after another of the same scope that was never sent.
///
/// ```swift
/// combining: { earlier, later in earlier.liked == later.liked ? .keepBoth : .dropBoth }   // a like, then an unlike
/// combining: { _, _ in .keepLater }                                                        // two edits of a title
/// ```
///
/// A change dropped is rolled back (its optimistic update taken back, the others kept) and leaves the outbox as a
/// discarded one does; its caller's `submit` returns ``MutationOutcome/cancelled``. What the screen shows is what it
/// would show had both been sent.
public enum OutboxCombination: Hashable, Sendable {
  /// Both are sent, in order (the default).
  case keepBoth
  /// The later replaces the earlier: only the later is sent, as two edits of a title send the last.
  case keepLater
  /// They cancel out: neither is sent, as a like and then an unlike of the same post.
  case dropBoth
}
