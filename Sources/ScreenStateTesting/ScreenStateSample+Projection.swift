import ScreenState

extension ScreenStateSample {
  /// What a `LoadableScreen` with this classifier, policy and catalog shows in this sample's state.
  ///
  /// The projection of ``state`` through ``policy(from:)``, and for a full-screen failure the configuration
  /// of the model `errorScreens` picks for it (such as "Check connection" for no network), as
  /// `LoadableScreen.projection` computes it. A loading state, which a `Loader` cannot be created in, is
  /// projected all the same.
  ///
  /// - Parameters:
  ///   - classifier: The loader's classifier.
  ///   - policy: The screen's policy; the sample's ``display`` overrides how kept-content failures show.
  ///   - errorScreens: The screen's catalog of error-screen models.
  ///   - isEmpty: Which values are empty content; none by default.
  @MainActor
  public func projection(
    classifier: FailureClassifier = .standard,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard,
    isEmpty: (Value) -> Bool = { _ in false }
  ) -> ScreenProjection<Value> {
    let policy = self.policy(from: policy)
    let failure = state.error.map(classifier.classify)
    let projection = ScreenProjection(state, classification: failure, policy: policy, isEmpty: isEmpty)
    guard case .failure(let standard) = projection, let failure else { return projection }
    // The model is only asked for its configuration: its buttons are never pressed here.
    let context = ErrorScreenContext(
      failure: failure, texts: policy.texts, standardConfiguration: standard, retry: {}, dismiss: {})
    return projection.replacingErrorScreen(with: errorScreens.model(for: context)?.configuration)
  }
}

extension ScreenStateSample where Value: Collection {
  /// What a `LoadableScreen` of a collection shows in this sample's state, an empty collection being the
  /// empty state; see ``projection(classifier:policy:errorScreens:isEmpty:)``.
  @MainActor
  public func projection(
    classifier: FailureClassifier = .standard,
    policy: PresentationPolicy = .default,
    errorScreens: ErrorScreenCatalog = .standard
  ) -> ScreenProjection<Value> {
    projection(classifier: classifier, policy: policy, errorScreens: errorScreens, isEmpty: { $0.isEmpty })
  }
}
