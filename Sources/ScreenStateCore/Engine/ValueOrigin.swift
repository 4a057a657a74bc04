/// Where the value a state kind shows came from.
///
/// ```swift
/// switch feed.valueOrigin {
/// case .restored?: Text("Saved copy")          // shown from disk until the server answers
/// case .placeholder?: Text("Loading details…")  // derived from another key while this one loads
/// case .fetched?, .set?, nil: EmptyView()
/// }
/// ```
public enum ValueOrigin: Hashable, Sendable {
  /// A request answered with it.
  case fetched
  /// A store read it back from its persistence, saved by an earlier launch.
  case restored
  /// It stands in for the value while the first request runs, derived from another key.
  case placeholder
  /// The app set it by hand (`setValue`, `modifyValue`, an optimistic update).
  case set
}
