/// Chooses the error-screen model for each full-screen failure of a ``LoadableScreen``: the one place
/// where a kind of failure is matched with its business case (seed 003).
///
/// ```swift
/// let catalog = ErrorScreenCatalog { failure, context in
///   switch failure.kind {
///   case .offline, .cannotReachServer:
///     NoNetworkErrorScreenModel(checker: TCPConnectivityChecker(host: "api.example.com", port: 443),
///                               onReconnected: context.retry)
///   default:
///     nil  // the standard "Try Again" screen
///   }
/// }
/// ```
public struct ErrorScreenCatalog: Sendable {
  /// Makes a model for a failure, or returns `nil` for the standard retry screen.
  public typealias MakeModel =
    @MainActor @Sendable (FailureClassification, ErrorScreenContext) -> (any ErrorScreenModel)?

  private let makeModel: MakeModel

  /// Creates a catalog from a function that picks a model per failure.
  public init(_ makeModel: @escaping MakeModel) {
    self.makeModel = makeModel
  }

  /// The standard retry screen for every failure.
  public static var standard: Self { Self { _, _ in nil } }

  /// The model for `failure`: the catalog's choice, or a ``RetryErrorScreenModel`` showing `fallback`.
  @MainActor
  public func model(
    for failure: FailureClassification,
    fallback: ErrorScreenConfiguration,
    context: ErrorScreenContext
  ) -> any ErrorScreenModel {
    makeModel(failure, context) ?? RetryErrorScreenModel(configuration: fallback, retry: context.retry)
  }
}

/// What an error-screen model may do to the screen it sits on.
@MainActor
public struct ErrorScreenContext: Sendable {
  /// Retries the failed load (and leaves the error screen when it starts).
  public let retry: @MainActor @Sendable () async -> Void
  /// Accepts the failure and leaves the error screen without loading.
  public let dismiss: @MainActor @Sendable () async -> Void

  /// Creates a context.
  public init(
    retry: @escaping @MainActor @Sendable () async -> Void,
    dismiss: @escaping @MainActor @Sendable () async -> Void
  ) {
    self.retry = retry
    self.dismiss = dismiss
  }
}
