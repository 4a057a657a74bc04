import Foundation
import ScreenStateCore

/// The server's id for an item an ``Outbox`` change created under a temporary id, as the outbox saves it: with the
/// record that removes the create, so a process killed at any point either still has the create (sent again with the
/// same id, answered the same) or knows the server's id.
struct OutboxCreation: Codable, Sendable, Equatable {
  /// The create's submission.
  let submission: SubmissionID
  /// The temporary id's entity key: `Post/-7`.
  let temporaryKey: String
  /// The server's id's entity key: `Post/42`.
  let serverKey: String
  /// The server's id, as JSON.
  let serverID: Data
}
