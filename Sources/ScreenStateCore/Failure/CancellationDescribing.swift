/// A typed failure that can stand for a cancellation, which a ``Loader`` never shows as a failure.
///
/// `CancellationError`, and `URLError.cancelled` where Foundation exists, are recognised without this
/// protocol; conform a typed error that wraps them so the loader recognises it too:
///
/// ```swift
/// extension APIError: CancellationDescribing {
///   var isCancellation: Bool { if case .transport(let error) = self { error.code == .cancelled } else { false } }
/// }
/// ```
public protocol CancellationDescribing: Error {
  /// Whether this failure means the work was cancelled rather than that it failed.
  var isCancellation: Bool { get }
}

/// Whether an error means cancellation whatever the classifier: `CancellationError`, a
/// ``CancellationDescribing`` that says so, or a cancelled URL load.
func isStandardCancellation(_ error: any Error) -> Bool {
  if error is CancellationError { return true }
  if let describing = error as? any CancellationDescribing { return describing.isCancellation }
  return FailureClassifier.isCancelledURLLoad(error)
}
