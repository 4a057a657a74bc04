/// The one rule that reduces an error to a ``FailureClassification``: the ``Loader`` retries by it and the
/// screen presents it, so what is retried and what is shown can never disagree.
///
/// The standard rule, in order: cancellation (`CancellationError`, ``CancellationDescribing``,
/// `URLError.cancelled`); a ``FailureClassifying`` error's own classification; ``TimeoutError``;
/// `DecodingError` (an unexpected response); `EncodingError`; `URLError` codes (and `NSError`s in
/// `NSURLErrorDomain`, which Linux does not bridge); a ``RetryAdvising`` error's advice; otherwise
/// ``FailureKind/unknown``, retryable.
///
/// A custom classifier sees every error that is not a cancellation first, and returns `nil` to leave it to
/// the standard rule:
///
/// ```swift
/// let classifier = FailureClassifier { error in
///   guard let error = error as? APIError, case .sessionExpired = error else { return nil }
///   return FailureClassification(kind: .unauthorized)
/// }
/// let loader = Loader(classifier: classifier) { try await api.posts() }
/// ```
public struct FailureClassifier: Sendable {
  private let custom: (@Sendable (any Error) -> FailureClassification?)?

  /// A classifier that tries `classify` first and falls back to the standard rule when it returns `nil`.
  ///
  /// Cancellations are recognised before `classify` is asked, so a cancelled request is never shown.
  public init(_ classify: @escaping @Sendable (any Error) -> FailureClassification?) {
    custom = classify
  }

  private init() {
    custom = nil
  }

  /// The standard rule described on the type.
  public static let standard = FailureClassifier()

  /// Classifies `error`.
  public func classify(_ error: any Error) -> FailureClassification {
    if isStandardCancellation(error) { return FailureClassification(kind: .cancelled) }
    if let custom, let classification = custom(error) { return classification }
    return Self.standardClassification(of: error)
  }

  private static func standardClassification(of error: any Error) -> FailureClassification {
    if let classifying = error as? any FailureClassifying {
      return classifying.classification
    }
    if error is TimeoutError { return FailureClassification(kind: .timedOut) }
    if error is DecodingError { return FailureClassification(kind: .unexpectedResponse) }
    if error is EncodingError { return FailureClassification(kind: .unknown, isRetryable: false) }
    if let classification = classifyURLError(error) { return classification }
    if let advising = error as? any RetryAdvising {
      return FailureClassification(kind: .unknown, isRetryable: advising.isRetryable, retryAfter: advising.retryAfter)
    }
    return FailureClassification(kind: .unknown)
  }
}
