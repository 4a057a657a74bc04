import ScreenStateCore

/// What a ``Mutation`` does when the server answers that what a change was made on is gone (404, 410) or changed
/// (409, 412): the server wins by default.
///
/// ```swift
/// conflicts: .serverWins                                   // roll back, ask the keys again (the default)
/// conflicts: .clientWins                                   // send it again, once, overriding the server
/// conflicts: .merge(theirs: { _, failure in (failure as? APIConflict)?.current }) { mine, theirs in
///   Rename(id: theirs.id, title: mine.title)                // the change to send instead; nil: the server wins
/// }
/// conflicts: .askUser                                      // the screen asks: Keep Mine, or Use Theirs
/// conflicts: .serverWins.whenDeleted(.restore)             // a deleted item is put back, not removed
/// ```
///
/// - **Gone** (404, 410): the change is rolled back exactly, then the entity of each of its entity updates
///   (``OptimisticUpdate/entity(_:_:id:revalidate:_:)``) is taken out of every cached copy
///   (``ResourceStore/removeEntity(_:id:)``): its detail, every list and paginated list holding it, every type declared
///   the same entity. With ``Deleted/restore``, it is only rolled back. Either way the failure shows on the mutation's
///   screen in words that say the item no longer exists (``FailureClassification/isGone``).
/// - **Changed** (409, 412): the server wins, the client wins, a merge decides, or the person does. A change sent again is sent once,
///   with the same ``SubmissionID`` (a server that applies each id once applies at most one of the two) and
///   ``MutationRequest/overridesServer`` set; a second conflict is the server's win.
public struct ConflictPolicy<Input, Failure: Error> {
  /// What happens to an item the server says is gone (404, 410).
  public enum Deleted: Hashable, Sendable {
    /// Taken out of every cached copy (the default).
    case remove
    /// Put back as it was before the change (the change is only rolled back).
    case restore
  }

  /// What a change whose item changed on the server does.
  enum Changed {
    case serverWins
    case clientWins
    case merge(@MainActor (Input, Failure) async -> Input?)
    case askUser
  }

  /// What happens to an item the server says is gone.
  public var deleted: Deleted
  let changed: Changed

  /// The server's value stands: the change is rolled back and the keys it touched are asked again.
  public static var serverWins: Self { Self(deleted: .remove, changed: .serverWins) }

  /// The change stands: it is sent again, once, with ``MutationRequest/overridesServer`` set, its optimistic update
  /// still shown.
  public static var clientWins: Self { Self(deleted: .remove, changed: .clientWins) }

  /// The change and the server's value are merged: `theirs` gets the server's current value (from the failure, such as
  /// a 409 whose body your error carries, or by fetching it), and `merge` makes the change to send from the one
  /// refused (`mine`) and it. The refused change is rolled back (its keys asked again), the merged one applied and
  /// sent once with ``MutationRequest/overridesServer`` set. `nil` from either closure: the server wins.
  ///
  /// - Parameters:
  ///   - theirs: The server's current value, for the change refused and its failure; `nil` when there is none.
  ///   - merge: The change to send instead, from the change refused and the server's value; `nil` to give up.
  public static func merge<Theirs>(
    theirs: @escaping @MainActor (_ mine: Input, _ failure: Failure) async -> Theirs?,
    _ merge: @escaping @MainActor (_ mine: Input, _ theirs: Theirs) -> Input?
  ) -> Self {
    Self(
      deleted: .remove,
      changed: .merge { mine, failure in
        guard let current = await theirs(mine, failure) else { return nil }
        return merge(mine, current)
      })
  }

  /// The person decides, on the mutation's screen: the change is rolled back and its keys asked again (the server's
  /// value shows), and its failure asks whose change wins (``FailableAction/asksWhoseChangeWins``): "Keep Mine" sends
  /// it again, once, with ``MutationRequest/overridesServer`` set (``Mutation/retry()``); "Use Theirs" leaves the
  /// server's value (``Mutation/dismissFailure()``). Localized and announced as any failed action.
  public static var askUser: Self { Self(deleted: .remove, changed: .askUser) }

  /// Whether a conflict waits for the person's decision.
  var asksUser: Bool {
    if case .askUser = changed { return true }
    return false
  }

  /// This policy, with a deleted item handled as `deleted` says.
  public func whenDeleted(_ deleted: Deleted) -> Self {
    var policy = self
    policy.deleted = deleted
    return policy
  }
}
