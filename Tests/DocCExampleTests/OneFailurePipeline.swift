import ScreenState

// The examples of OneFailurePipeline.md.

enum OneFailurePipeline {
  @MainActor static func classifiedScreen() -> (FailureClassifier, LoadableScreen<[Post], any Error>) {
    let classifier = FailureClassifier { error in
      guard case APIError.sessionExpired = error else { return nil }
      return FailureClassification(kind: .unauthorized)
    }
    let screen = LoadableScreen(Loader(classifier: classifier) { try await api.posts() })
    return (classifier, screen)
  }

  @MainActor static func classifiedStore(_ classifier: FailureClassifier) -> ResourceStore {
    let store = ResourceStore(configuration: LoadingConfiguration(classifier: classifier))
    return store
  }

  static func quietPollPolicy() -> PresentationPolicy {
    var policy = PresentationPolicy.default
    policy.automaticRefreshFailure = .banner  // a failed poll as a banner over the content
    return policy
  }
}
