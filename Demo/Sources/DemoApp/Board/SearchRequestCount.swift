import Observation

/// Counts the requests search sends, on the main actor, for the line under the search field: that a burst of
/// typing sends one request can be seen, not only believed.
@MainActor
@Observable
final class SearchRequestCount {
  /// How many requests were sent.
  private(set) var count = 0

  /// Counts one request.
  func record() {
    count += 1
  }
}
