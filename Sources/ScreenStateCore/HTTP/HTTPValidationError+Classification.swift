extension HTTPValidationError: FailureClassifying {
  /// An unexpected response (status 304), not retried.
  public var classification: FailureClassification {
    FailureClassification(kind: .unexpectedResponse, isRetryable: false, statusCode: 304)
  }
}

extension HTTPValidationError: RetryAdvising {
  /// Never: asking again without a validator gets the same answer from a server that ignores conditions.
  public var isRetryable: Bool { false }
}
