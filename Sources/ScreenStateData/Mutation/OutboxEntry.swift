import Foundation
import ScreenStateCore

/// One change kept in an ``Outbox``, as a screen shows it: queued, being sent, or failed with a retry and a discard.
///
/// ```swift
/// ForEach(outbox.entries) { entry in
///   Text(entry.summary.map(texts.text(of:)) ?? entry.mutation)   // "Like 'Swift 6.2 is out'"
///   switch entry.status {
///   case .queued: Label("Waiting for the network", systemImage: "clock")
///   case .sending: ProgressView()
///   case .failed: Button("Try Again") { outbox.retry(entry.id) }
///   }
/// }
/// ```
public struct OutboxEntry: Identifiable, Hashable, Sendable {
  /// Where a change stands.
  public enum Status: Hashable, Sendable {
    /// Waiting to be sent: offline, in the background, behind another change, or waiting after a failure that
    /// trying again can fix (`lastFailure`).
    case queued(lastFailure: FailureClassification?)
    /// Sent; its answer has not come.
    case sending
    /// Refused for good (a failure trying again cannot help): its optimistic change is rolled back, and it waits
    /// for ``Outbox/retry(_:)`` or ``Outbox/discard(_:)``.
    case failed(FailureClassification)
  }

  /// The submission's id, which its mutation sends as the idempotency key.
  public let id: SubmissionID
  /// The name of the mutation that sends it, as given to the outbox: `"like"`.
  public let mutation: String
  /// When it was submitted.
  public let submittedAt: Date
  /// How many times it was sent.
  public let attempts: Int
  /// Where it stands.
  public let status: Status
  /// What the change is ("Like 'Swift 6.2 is out'"), as its mutation described the input when it was submitted
  /// (`summary:`); `nil` when it gave no description. Saved with the change, so it is there after a relaunch,
  /// before the mutation is made.
  public let summary: ChangeSummary?
  /// The mutation's input, as JSON, as saved.
  let inputJSON: Data

  /// Creates an entry; `input` is the mutation's input as JSON.
  public init(
    id: SubmissionID, mutation: String, submittedAt: Date, attempts: Int, status: Status,
    summary: ChangeSummary? = nil, input: Data = Data()
  ) {
    self.id = id
    self.mutation = mutation
    self.submittedAt = submittedAt
    self.attempts = attempts
    self.status = status
    self.summary = summary
    self.inputJSON = input
  }

  /// The mutation's input, read as `type`; `nil` when it is not one (another mutation's change, or an input saved by
  /// an app whose input type was different).
  ///
  /// ```swift
  /// let likedPosts = outbox.entries.filter { $0.mutation == "like" }.compactMap { $0.input(as: Int.self) }
  /// ```
  public func input<Input: Decodable>(as type: Input.Type) -> Input? {
    try? JSONDecoder().decode(type, from: inputJSON)
  }

  /// Whether it waits to be sent or is being sent (not failed).
  public var isPending: Bool {
    if case .failed = status { return false }
    return true
  }
}
