extension Loadable {
  /// Creates a loaded or failed state from a `Result`.
  ///
  /// ```swift
  /// loader.load { self.state = Loadable(result: $0) }
  /// ```
  public init(result: Result<Value, Failure>) {
    switch result {
    case .success(let value): self = .loaded(value)
    case .failure(let error): self = .failed(error, previous: nil)
    }
  }

  /// Runs an async throwing operation and captures its outcome as a loaded or failed state.
  ///
  /// ```swift
  /// let posts = await Loadable { try await api.posts() }
  /// ```
  public init(catching operation: () async throws(Failure) -> Value) async {
    do {
      self = .loaded(try await operation())
    } catch {
      self = .failed(error, previous: nil)
    }
  }

  /// The outcome of a settled state: success when loaded, failure when failed, and `nil` while idle or loading.
  public var result: Result<Value, Failure>? {
    switch self {
    case .idle, .loading: nil
    case .loaded(let value): .success(value)
    case .failed(let error, _): .failure(error)
    }
  }
}
