import ScreenStateCore

/// The request for a page beyond one end of a paginated list (the next page, or the previous one), as pure state.
///
/// A page belongs to the list it extends: each request records the list's ``PagesState/generation`` when it
/// started, and its answer is appended only while the list shown is still that one, a comparison rather than a
/// callback.
enum PageEdge<Cursor, Failure: Error> {
  /// Nothing loading, nothing failed.
  case idle
  /// Request `request` asks for the page at `cursor`, extending generation `generation`; `retrying` is the failure it
  /// asks again after, which a cancellation goes back to.
  case loading(RequestID, cursor: Cursor, generation: UInt64, retrying: Failed?)
  /// The page at `cursor` failed, classified, for generation `generation`.
  case failed(Failure, FailureClassification, cursor: Cursor, generation: UInt64)

  /// A failure of the edge, kept while it is asked for again.
  struct Failed {
    let failure: Failure
    let classification: FailureClassification
  }

  /// The state a cancellation of the request in flight goes back to: the failure it retried, or nothing; an edge
  /// with nothing in flight stays as it is.
  var cancelled: Self {
    switch self {
    case .loading(_, let cursor, let generation, let retrying?):
      .failed(retrying.failure, retrying.classification, cursor: cursor, generation: generation)
    case .loading(_, _, _, nil):
      .idle
    case .idle, .failed:
      self
    }
  }

  /// What the list's footer (or header) shows for this edge of a settled list of generation `generation` whose
  /// cursor beyond this edge is `cursor`.
  func state(generation current: UInt64, hasPage: Bool) -> NextPageState<Failure> {
    switch self {
    case .loading(_, _, let generation, _) where generation == current:
      return .loading
    case .failed(let failure, let classification, _, let generation) where generation == current:
      return .failed(failure, classification)
    case .idle, .loading, .failed:
      return hasPage ? .available : .end
    }
  }

  /// The request in flight, if any.
  var request: RequestID? {
    if case .loading(let request, _, _, _) = self { return request }
    return nil
  }
}
