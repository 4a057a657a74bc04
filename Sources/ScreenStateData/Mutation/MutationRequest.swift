/// What one request of a ``Mutation``'s submission carries to its operation: the input, the submission's id (an
/// idempotency key), the version of what it changes (an `If-Match`), and whether it overrides the server's value.
///
/// ```swift
/// Mutation("rename the post", configuration: loading, optimistic: [rename], conflicts: .clientWins) {
///   (request: MutationRequest<Rename>) in
///   try await api.rename(
///     request.input, idempotencyKey: request.id.rawValue,
///     ifMatch: request.overridesServer ? nil : request.version)
/// }
/// ```
public struct MutationRequest<Input: Sendable>: Sendable {
  /// What was submitted (or, after a merge, the change the merge made).
  public let input: Input
  /// The submission's id, the same each time it is sent: send it as an idempotency key.
  public let id: SubmissionID
  /// The version of the entity the change was made on, as the cached copy had it when the change was made (declared
  /// by an optimistic update's `version` key path; see ``OptimisticUpdate``): send it as `If-Match`, and a server
  /// that checks it answers 412 when the entity changed since. `nil` when no update declares one or nothing cached
  /// held the entity.
  public let version: String?
  /// Whether this request is sent again after the server answered that its value changed (409, 412), to override it:
  /// the ``ConflictPolicy`` says the client wins, or a merge made the change. Send it unconditionally (no `If-Match`).
  public let overridesServer: Bool

  init(input: Input, id: SubmissionID, version: String? = nil, overridesServer: Bool = false) {
    self.input = input
    self.id = id
    self.version = version
    self.overridesServer = overridesServer
  }
}
