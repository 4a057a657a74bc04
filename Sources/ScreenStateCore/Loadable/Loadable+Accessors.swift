extension Loadable {
  /// The value to show: the loaded value, or the previous value kept during a refresh or after a failed one.
  ///
  /// Content stays on screen while it is refreshed and after a refresh fails.
  @inlinable public var value: Value? {
    switch self {
    case .idle: nil
    case .loading(let previous): previous
    case .loaded(let value): value
    case .failed(_, let previous): previous
    }
  }

  /// The value of a successful load, and `nil` in every other state (even when a previous value is kept).
  @inlinable public var loadedValue: Value? {
    if case .loaded(let value) = self { value } else { nil }
  }

  /// The error of a failed load, or `nil`.
  @inlinable public var error: Failure? {
    if case .failed(let error, _) = self { error } else { nil }
  }

  /// Whether nothing has been requested yet.
  @inlinable public var isIdle: Bool {
    if case .idle = self { true } else { false }
  }

  /// Whether a request is in flight, first load or refresh.
  @inlinable public var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  /// Whether a request is in flight while a previous value stays on screen.
  @inlinable public var isRefreshing: Bool {
    if case .loading(previous: .some) = self { true } else { false }
  }

  /// Whether a request is in flight and there is nothing to show yet: the moment for a full-screen progress view.
  @inlinable public var isFirstLoad: Bool {
    if case .loading(previous: .none) = self { true } else { false }
  }

  /// Whether the latest request succeeded.
  @inlinable public var isLoaded: Bool {
    if case .loaded = self { true } else { false }
  }

  /// Whether the latest request failed.
  @inlinable public var isFailed: Bool {
    if case .failed = self { true } else { false }
  }

  /// Whether there is a value to show, loaded or kept from before.
  @inlinable public var hasValue: Bool {
    switch self {
    case .idle, .loading(previous: .none), .failed(_, previous: .none): false
    case .loading(previous: .some), .loaded, .failed(_, previous: .some): true
    }
  }
}

extension Loadable where Value: Collection {
  /// Whether the value to show is an empty collection; `false` when there is no value at all.
  ///
  /// Use it to tell "loaded, but nothing there" (an empty-state view) from "nothing loaded yet".
  @inlinable public var isEmpty: Bool {
    value?.isEmpty ?? false
  }
}
