/// Where a paginated list stands after its last loaded item: the part of the screen below the last row.
///
/// ``PageLoader/nextPage`` derives it from the list and the request for the next page; it is `nil` while the
/// list itself is not settled (nothing loaded yet, a refresh in flight, or a failed refresh on screen).
public enum NextPageState<Failure: Error> {
  /// Another page exists and nothing is loading it: load it when the last row is reached.
  case available
  /// The next page is loading; the pages loaded stay on screen.
  case loading
  /// Loading the next page failed, with the classification its retries followed; the pages loaded stay on
  /// screen, and ``PageLoader/loadMore()`` asks for that same page again.
  case failed(Failure, FailureClassification)
  /// The last page is loaded.
  case end
}

extension NextPageState: Sendable where Failure: Sendable {}

extension NextPageState: Equatable {
  /// Whether both are the same case; failures compare by their classifications and by the rule of
  /// `Loadable`'s equality.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.available, .available), (.loading, .loading), (.end, .end):
      true
    case (.failed(let lhsFailure, let lhs), .failed(let rhsFailure, let rhs)):
      lhs == rhs && FailureEquivalence.areEquivalent(lhsFailure, rhsFailure)
    case (.available, _), (.loading, _), (.failed, _), (.end, _): false
    }
  }
}
