extension FailureClassification {
  /// Whether the server says the thing changed is gone: HTTP 404 (not found) or 410 (gone). A ``Mutation`` then
  /// removes it from every cached copy (see `ConflictPolicy`).
  public var isGone: Bool { statusCode == 404 || statusCode == 410 }

  /// Whether the server says its value is not the one the change was made on: HTTP 409 (conflict) or 412
  /// (precondition failed, an `If-Match` that no longer matches).
  public var isConflict: Bool { statusCode == 409 || statusCode == 412 }
}
