/// How a request ended, once its retries are spent.
@usableFromInline package enum RequestOutcome<Output, Failure: Error> {
  case success(Output)
  /// The last attempt's failure, with the classification that decided not to retry it.
  case failure(Failure, FailureClassification)
  /// Ended by an error that means cancellation: never shown as a failure.
  case cancelled
}
