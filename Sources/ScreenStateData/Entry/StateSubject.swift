import Observation

/// The subject under which the registrar of a generic observable (an entry, a page loader, a mutation, a screen)
/// reports its state: its own registrar tells instances apart, and the key path of a subject that is not generic is
/// made once, where a generic class's key path is made again, its type metadata looked up, at every access and
/// notification.
@usableFromInline package final class StateSubject: Observable, Sendable {
  @usableFromInline package static let shared = StateSubject()

  /// The key path observers of a generic observable's state track.
  @usableFromInline package var state: Int { 0 }
}
