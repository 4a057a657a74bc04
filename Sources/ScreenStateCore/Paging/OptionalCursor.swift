/// A cursor type that is itself optional, such as `String?`: a cursor holding `nil` names no page, so a page whose
/// `next` holds `nil` is the last, as it would be with the cursor type `String`.
package protocol OptionalCursor {
  /// Whether the cursor holds `nil` (or an optional cursor that does).
  var namesNoPage: Bool { get }
}

extension Optional: OptionalCursor {
  package var namesNoPage: Bool {
    guard let wrapped = self else { return true }
    return (wrapped as? any OptionalCursor)?.namesNoPage ?? false
  }
}

extension Optional {
  /// The cursor, or `nil` when it names no page: an optional cursor type's cursor holding `nil` counts as none.
  package func namingAPage() -> Self {
    guard let cursor = self, let optional = cursor as? any OptionalCursor, optional.namesNoPage else { return self }
    return nil
  }
}
