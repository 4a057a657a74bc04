import Foundation
import ScreenStateCore

/// One change kept in an ``Outbox``, as it is saved: which mutation sends it, with what input and its summary, how
/// often it was sent, and how the last attempt failed.
struct OutboxRecord: Codable, Sendable, Equatable {
  /// The submission's id, sent as its idempotency key.
  let id: SubmissionID
  /// The name the sending ``Mutation`` was given in the outbox.
  let mutation: String
  /// The input, as JSON.
  let input: Data
  /// What the change is, for a list of pending changes, as its mutation described the input when it was submitted.
  var summary: ChangeSummary? = nil
  /// When it was submitted.
  let createdAt: Date
  /// How many times it was sent (a send cut short by the end of the process counts).
  var attempts: Int
  /// How many of those sends may have reached the server: all but those that certainly did not (no network, a
  /// refused connection). Counted before each send is made, so a send cut short by the end of the process counts.
  var uncertainSends = 0
  /// How the last attempt failed, if it did.
  var lastFailure: FailureClassification?
  /// Whether it failed for good (a failure trying again cannot help): it waits for a retry or a discard, and holds
  /// nothing back.
  var isFailed: Bool
  /// The keys of its ``OutboxScope``, sorted; `nil` for a change saved by a version without scopes, which keeps the
  /// order of the whole outbox (it waits behind every earlier change, and every later one behind it).
  var scope: [String]? = nil
  /// The entity key of the temporary id of the item it creates (see ``OutboxCreate``), if it creates one: refused
  /// for good, it still holds back the changes of that key.
  var creates: String? = nil
}
