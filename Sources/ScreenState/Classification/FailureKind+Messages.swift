extension FailureKind {
  /// Whether automatic retries usually help: transient network and server trouble yes; being offline,
  /// client errors, authorisation, malformed responses, required updates and cancellations no.
  public var isUsuallyRetryable: Bool {
    switch self {
    case .cannotReachServer, .timedOut, .maintenance, .serverError, .rateLimited, .unknown: true
    case .offline, .unauthorized, .clientError, .updateRequired, .unexpectedResponse, .cancelled: false
    }
  }

  /// The default English title and message, mentioning when to try again if the server said so (up to a
  /// week ahead; a longer delay reads "later").
  public func defaultMessage(retryAfter: Duration? = nil) -> FailureMessage {
    let when = retryAfter.flatMap(RetryAfterText.phrase(for:)).map { "Try again \($0)." }
    switch self {
    case .offline:
      return FailureMessage(
        title: "No internet connection", message: "Check your connection and try again.")
    case .cannotReachServer:
      return FailureMessage(
        title: "Can't reach the server",
        message: "The server isn't answering. Check your connection or try again in a moment.")
    case .timedOut:
      return FailureMessage(
        title: "The request timed out", message: "The server took too long to answer. Try again.")
    case .maintenance:
      return FailureMessage(
        title: "Down for maintenance",
        message: "The service is being worked on. " + (when ?? "Try again later."))
    case .serverError:
      return FailureMessage(
        title: "Something went wrong on our side",
        message: "The server ran into a problem. " + (when ?? "Try again in a moment."))
    case .rateLimited:
      return FailureMessage(
        title: "Too many requests", message: "Please wait a little. " + (when ?? "Then try again."))
    case .unauthorized:
      return FailureMessage(
        title: "Access denied", message: "You don't have access to this. Sign in again to continue.")
    case .clientError:
      return FailureMessage(
        title: "Request not accepted", message: "The server could not handle this request.")
    case .updateRequired:
      return FailureMessage(
        title: "Update required",
        message: "This version of the app is no longer supported. Update it to continue.")
    case .unexpectedResponse:
      return FailureMessage(
        title: "Unexpected response",
        message: "The server sent something the app could not read. Try again later.")
    case .cancelled:
      return FailureMessage(title: "Cancelled", message: "The request was cancelled.")
    case .unknown:
      return FailureMessage(title: "Something went wrong", message: "An unexpected error occurred. Try again.")
    }
  }
}
