import ScreenState

extension ScreenStateSample {
  /// The failure kinds sampled by default: every kind but `FailureKind.cancelled`, which a screen never
  /// shows as a failure.
  public static var defaultFailureKinds: [FailureKind] {
    FailureKind.allCases.filter { $0 != .cancelled }
  }

  /// Every state a loading screen can show, named, in a stable order:
  ///
  /// - `idle`, `first-load`, `loaded`, `refreshing`;
  /// - `empty` and `refreshing-empty`, when an `emptyValue` is given;
  /// - for each failure kind, such as `maintenance`: `failed-maintenance` (nothing kept, so full screen),
  ///   then the failure of a refresh over kept content shown each way: `refresh-failed-maintenance-alert`,
  ///   `-banner`, `-inline` and `-full-screen`.
  ///
  /// Adding a state here adds it to every screen snapshotted with these samples.
  ///
  /// - Parameters:
  ///   - value: The content, kept on screen by refreshes and failed refreshes.
  ///   - emptyValue: Content the screen shows as its empty state, if it has one.
  ///   - failureKinds: The kinds of failure to sample; ``defaultFailureKinds`` by default.
  ///   - failure: Makes the screen's error for a kind.
  public static func all(
    value: Value,
    emptyValue: Value? = nil,
    failureKinds: [FailureKind] = defaultFailureKinds,
    failure: (FailureKind) -> Failure
  ) -> [Self] {
    var samples: [Self] = [
      Self("idle", state: .idle),
      Self("first-load", state: .loading(previous: nil)),
      Self("loaded", state: .loaded(value)),
      Self("refreshing", state: .loading(previous: value)),
    ]
    if let emptyValue {
      samples += [
        Self("empty", state: .loaded(emptyValue)),
        Self("refreshing-empty", state: .loading(previous: emptyValue)),
      ]
    }
    for kind in failureKinds {
      let name = Self.fileNameComponent(kind.rawValue)
      let error = failure(kind)
      samples.append(Self("failed-\(name)", state: .failed(error, previous: nil)))
      for display in [FailureDisplay.alert, .banner, .inline, .fullScreen] {
        samples.append(
          Self(
            "refresh-failed-\(name)-\(Self.fileNameComponent(display.rawValue))",
            state: .failed(error, previous: value),
            display: display))
      }
    }
    return samples
  }

  /// `cannotReachServer` as `cannot-reach-server`: lowercase words joined by hyphens, safe in a file name
  /// on every file system, including case-insensitive ones.
  static func fileNameComponent(_ camelCase: String) -> String {
    var result = ""
    for character in camelCase {
      if character.isUppercase, !result.isEmpty { result.append("-") }
      if character.isLetter || character.isNumber {
        result += character.lowercased()
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    return result
  }
}

extension ScreenStateSample where Failure == any Error {
  /// Every state a loading screen can show, with a ``SampleFailure`` of each kind as the error; see
  /// ``all(value:emptyValue:failureKinds:failure:)``.
  public static func all(
    value: Value,
    emptyValue: Value? = nil,
    failureKinds: [FailureKind] = defaultFailureKinds
  ) -> [Self] {
    all(value: value, emptyValue: emptyValue, failureKinds: failureKinds) { SampleFailure($0) }
  }
}
