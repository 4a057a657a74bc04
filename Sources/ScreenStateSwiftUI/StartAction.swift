#if canImport(SwiftUI)
  /// Starts a pressed button's `action` so that it runs up to its first suspension before the press returns, where
  /// the system can (`Task.immediate`, Swift 6.2 on iOS 26 and later): a retry shows its progress in the same update
  /// as the press. Before that, in a task of its own, a turn later; an alert's answer is recorded at once either
  /// way (`AlertPresentation`), so the alert never comes back meanwhile.
  @MainActor
  func startAction(_ action: @escaping @MainActor () async -> Void) {
    #if compiler(>=6.2)
      if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        Task.immediate { await action() }
        return
      }
    #endif
    Task { await action() }
  }
#endif
