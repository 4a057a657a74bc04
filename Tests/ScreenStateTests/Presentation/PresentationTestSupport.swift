import ScreenState
import Testing

// Shared fixtures of the presentation tests. Names are prefixed so they cannot clash with the
// fixtures of the core tests that live in the same target.

/// An error nobody classifies: the `unknown` kind.
struct PresentationPlainError: Error, Equatable {
  var id = 0
}

/// An error that classifies itself.
struct PresentationClassifiedError: FailureClassifying, Equatable {
  var classification: FailureClassification

  init(_ kind: FailureKind, isRetryable: Bool? = nil, statusCode: Int? = nil, retryAfter: Duration? = nil) {
    classification = FailureClassification(
      kind: kind, isRetryable: isRetryable, statusCode: statusCode, retryAfter: retryAfter)
  }
}

/// An answer the test gives when it chooses: every call of ``ask()`` suspends until ``answer(_:)``.
///
/// Lets a test look at a model mid-check (busy flags) without sleeping.
@MainActor
final class PendingAnswer<Answer: Sendable> {
  private var pending: [CheckedContinuation<Answer, Never>] = []
  private var callWaiters: [CheckedContinuation<Void, Never>] = []
  /// How many times ``ask()`` was called.
  private(set) var callCount = 0
  /// The values passed to ``ask(_:)``, in order.
  private(set) var arguments: [String] = []

  /// The number of calls still waiting for an answer.
  var pendingCount: Int { pending.count }

  func ask(_ argument: String = "") async -> Answer {
    callCount += 1
    arguments.append(argument)
    return await withCheckedContinuation { continuation in
      pending.append(continuation)
      let waiters = callWaiters
      callWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Suspends until at least one call waits for an answer.
  func waitForCall() async {
    if !pending.isEmpty { return }
    await withCheckedContinuation { callWaiters.append($0) }
  }

  /// Answers the oldest waiting call.
  func answer(_ answer: Answer) {
    precondition(!pending.isEmpty, "no call is waiting for an answer")
    pending.removeFirst().resume(returning: answer)
  }
}

/// A connectivity check whose answer the test releases.
struct PendingConnectivityChecker: ConnectivityChecking {
  let answers: PendingAnswer<Bool>
  func isConnected() async -> Bool { await answers.ask() }
}

/// A backend status check whose answer the test releases.
struct PendingBackendStatusChecker: BackendStatusChecking {
  let answers: PendingAnswer<BackendStatus>
  func status() async -> BackendStatus { await answers.ask() }
}

/// Every piece of text a person can read in a projection: titles, messages and button labels of the
/// notice or the error screen.
func userFacingTexts<Value>(_ projection: ScreenProjection<Value>) -> [String] {
  var texts: [String] = []
  switch projection.notice {
  case .alert(let alert)?:
    texts += [alert.title] + [alert.message].compactMap { $0 } + alert.buttons.map(\.label)
  case .banner(let banner)?, .inline(let banner)?:
    texts += [banner.title, banner.message] + banner.buttons.map(\.label)
  case nil:
    break
  }
  if let screen = projection.errorScreen {
    texts += userFacingTexts(screen)
  }
  return texts
}

/// The text of an error screen.
func userFacingTexts(_ configuration: ErrorScreenConfiguration) -> [String] {
  [configuration.title, configuration.message] + configuration.buttons.map(\.label)
}

/// Requires `Sendable` at compile time.
func requireSendable<T: Sendable>(_ value: T) -> T { value }
