import ScreenState

extension ScreenStateSample {
  /// What a paginated list shows below its last row in this sample, as `LoadableScreen.footer` shows it: "Load
  /// more", "Loading more…", a failed page with its message and "Try Again", or the end; `nil` without a
  /// ``nextPage``.
  ///
  /// A failed page's error is classified by `classifier`, as ``projection(classifier:policy:errorScreens:isEmpty:)``
  /// classifies the list's: a page loader classifies every page with the same rule.
  ///
  /// - Parameters:
  ///   - classifier: The page loader's classifier.
  ///   - policy: The screen's policy, whose texts word the footer.
  public func footer(classifier: FailureClassifier = .standard, policy: PresentationPolicy = .default) -> PageFooter? {
    let nextPage: NextPageState<Failure>? =
      switch self.nextPage {
      case .failed(let error, _)?: .failed(error, classifier.classify(error))
      default: self.nextPage
      }
    let listIsEmpty = (state.value as? any Collection)?.isEmpty ?? false
    return PageFooter(nextPage, listIsEmpty: listIsEmpty, texts: self.policy(from: policy).texts)
  }

  /// Every state a paginated list's screen can show, named, in a stable order: those of
  /// ``all(value:emptyValue:failureKinds:failure:)``, each loaded list followed by what a page loader shows
  /// below it (more to load, or the end when the list has no more), then:
  ///
  /// - `loading-more`: the next page loading below the list;
  /// - `end`: the last page loaded;
  /// - for each failure kind, such as `server-error`: `load-more-failed-server-error`, the next page failed
  ///   below the pages loaded.
  ///
  /// ```swift
  /// ScreenStateSample.all(pages: PagedList(posts, nextCursor: 2), emptyValue: PagedList([]))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The pages loaded, with more to load, kept on screen by refreshes and by a next page's states.
  ///   - emptyValue: A first page the screen shows as its empty state, if it has one.
  ///   - failureKinds: The kinds of failure to sample, for the list and for a next page;
  ///     ``defaultFailureKinds`` by default.
  ///   - failure: Makes the screen's error for a kind.
  public static func all<Item, Cursor>(
    pages value: Value,
    emptyValue: Value? = nil,
    failureKinds: [FailureKind] = defaultFailureKinds,
    failure: (FailureKind) -> Failure
  ) -> [Self] where Value == PagedList<Item, Cursor> {
    var samples: [Self] = []
    for var sample in all(value: value, emptyValue: emptyValue, failureKinds: failureKinds, failure: failure) {
      if case .loaded(let list) = sample.state { sample.nextPage = list.hasMore ? .available : .end }
      samples.append(sample)
      if sample.name == "loaded" {
        samples += [
          Self("loading-more", state: .loaded(value), nextPage: .loading),
          Self("end", state: .loaded(value), nextPage: .end),
        ]
      }
    }
    for kind in failureKinds {
      let error = failure(kind)
      samples.append(
        Self(
          "load-more-failed-\(Self.fileNameComponent(kind.rawValue))", state: .loaded(value),
          nextPage: .failed(error, FailureClassifier.standard.classify(error))))
    }
    return samples
  }
}

extension ScreenStateSample where Failure == any Error {
  /// Every state a paginated list's screen can show, with a ``SampleFailure`` of each kind as the error; see
  /// ``all(pages:emptyValue:failureKinds:failure:)``.
  public static func all<Item, Cursor>(
    pages value: Value,
    emptyValue: Value? = nil,
    failureKinds: [FailureKind] = defaultFailureKinds
  ) -> [Self] where Value == PagedList<Item, Cursor> {
    all(pages: value, emptyValue: emptyValue, failureKinds: failureKinds) { SampleFailure($0) }
  }
}
