import ScreenStateCore
import ScreenStateData

/// Chooses the error-screen model for each full-screen failure of a ``LoadableScreen``: the one place
/// where a kind of failure is matched with its business case.
///
/// ```swift
/// let catalog = ErrorScreenCatalog { context in
///   switch context.failure.kind {
///   case .offline, .cannotReachServer:
///     NoNetworkErrorScreenModel(context: context, checker: TCPConnectivityChecker(host: "api.example.com", port: 443))
///   default:
///     nil  // the standard screen: the failure's words and "Try Again"
///   }
/// }
/// ```
public struct ErrorScreenCatalog: Sendable {
  /// Makes a model for a failure, or returns `nil` for the standard screen.
  public typealias MakeModel = @MainActor @Sendable (ErrorScreenContext) -> (any ErrorScreenModel)?

  private let makeModel: MakeModel

  /// Creates a catalog from a function that picks a model per failure.
  public init(_ makeModel: @escaping MakeModel) {
    self.makeModel = makeModel
  }

  /// The standard screen for every failure.
  public static var standard: Self { Self { _ in nil } }

  /// The model for the failure `context` describes, or `nil` for the standard screen
  /// (``ErrorScreenContext/standardConfiguration``).
  @MainActor
  public func model(for context: ErrorScreenContext) -> (any ErrorScreenModel)? {
    makeModel(context)
  }
}
