extension Loadable {
  /// Transforms the value, loaded or kept, and leaves the state and the error as they are.
  ///
  /// ```swift
  /// let titles: Loadable<[String], any Error> = posts.map { $0.map(\.title) }
  /// ```
  public func map<NewValue, E: Error>(
    _ transform: (Value) throws(E) -> NewValue
  ) throws(E) -> Loadable<NewValue, Failure> {
    switch self {
    case .idle: .idle
    case .loading(let previous): .loading(previous: try previous.map(transform))
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let error, let previous): .failed(error, previous: try previous.map(transform))
    }
  }

  /// Transforms the error of a failed state and leaves everything else as it is.
  ///
  /// ```swift
  /// let shown: Loadable<[Post], UserFacingError> = posts.mapError(UserFacingError.init)
  /// ```
  public func mapError<NewFailure: Error, E: Error>(
    _ transform: (Failure) throws(E) -> NewFailure
  ) throws(E) -> Loadable<Value, NewFailure> {
    switch self {
    case .idle: .idle
    case .loading(let previous): .loading(previous: previous)
    case .loaded(let value): .loaded(value)
    case .failed(let error, let previous): .failed(try transform(error), previous: previous)
    }
  }
}
