import Observation
import ScreenState
import ScreenStateTesting
import Testing

@MainActor
struct ScreenStateSampleTests {
  private let samples = ScreenStateSample<[Int], any Error>.all(value: [1, 2], emptyValue: [])

  @Test func namesAreStableAndInOrder() {
    let names = samples.map(\.name)
    #expect(
      Array(names.prefix(11)) == [
        "idle", "first-load", "loaded", "refreshing", "empty", "refreshing-empty",
        "failed-offline", "refresh-failed-offline-alert", "refresh-failed-offline-banner",
        "refresh-failed-offline-inline", "refresh-failed-offline-full-screen",
      ])
    #expect(names.contains("failed-cannot-reach-server"))
    #expect(names.contains("refresh-failed-unexpected-response-banner"))
    #expect(names.last == "refresh-failed-unknown-full-screen")
  }

  @Test func everyKindButCancelledIsSampledFiveWays() {
    let kinds = FailureKind.allCases.filter { $0 != .cancelled }
    #expect(samples.count == 6 + kinds.count * 5)
    #expect(!samples.contains { $0.name.contains("cancelled") })
  }

  @Test func namesAreUniqueAndFileNameSafe() {
    let names = samples.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names.map { $0.lowercased() }).count == names.count)
    for name in names {
      #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
      #expect(!name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--"), "\(name)")
    }
  }

  @Test func withoutAnEmptyValueThereAreNoEmptyStates() {
    let samples = ScreenStateSample<Int, any Error>.all(value: 1, failureKinds: [.offline])
    #expect(
      samples.map(\.name) == [
        "idle", "first-load", "loaded", "refreshing", "failed-offline", "refresh-failed-offline-alert",
        "refresh-failed-offline-banner", "refresh-failed-offline-inline", "refresh-failed-offline-full-screen",
      ])
  }

  @Test func eachStateProjectsAsItsNameSays() {
    func projection(_ name: String) -> ScreenProjection<[Int]>? {
      samples.first { $0.name == name }?.projection()
    }
    #expect(projection("idle") == .blank)
    #expect(projection("first-load") == .progress)
    #expect(projection("loaded") == .content([1, 2], isRefreshing: false, notice: nil))
    #expect(projection("refreshing") == .content([1, 2], isRefreshing: true, notice: nil))
    #expect(projection("empty") == .empty(isRefreshing: false, notice: nil))
    #expect(projection("refreshing-empty") == .empty(isRefreshing: true, notice: nil))
    #expect(projection("failed-maintenance")?.errorScreen?.icon == .maintenance)
    #expect(projection("refresh-failed-maintenance-alert")?.alert != nil)
    if case .banner? = projection("refresh-failed-maintenance-banner")?.notice {
    } else {
      Issue.record("not a banner")
    }
    if case .inline? = projection("refresh-failed-maintenance-inline")?.notice {
    } else {
      Issue.record("not inline")
    }
    #expect(projection("refresh-failed-maintenance-full-screen")?.errorScreen != nil)
  }

  @Test func theSampleDisplayOverridesThePolicyButKeepsItsWords() {
    var policy = PresentationPolicy.default
    policy.overrides[.offline] = .fullScreen
    policy.texts.overrides[.failureTitle(.offline)] = "Custom"
    let banner = samples.first { $0.name == "refresh-failed-offline-banner" }!
    let projection = banner.projection(policy: policy)
    #expect(projection.notice == .banner(.failure(FailureClassification(kind: .offline), texts: policy.texts)))
    if case .banner(let shown)? = projection.notice {
      #expect(shown.title == "Custom")
    } else {
      Issue.record("not a banner")
    }
  }

  @Test func failuresCarryRealisticDetails() {
    #expect(SampleFailure(.maintenance).classification.retryAfter == .seconds(120))
    #expect(SampleFailure(.serverError).classification.statusCode == 500)
    #expect(SampleFailure(.offline).classification.kind == .offline)
    #expect(FailureClassifier.standard.classify(SampleFailure(.rateLimited)).kind == .rateLimited)
    #expect("\(SampleFailure(.timedOut))" == "SampleFailure(timedOut)")
  }

  @Test func fullScreenFailuresUseTheCatalogsModel() {
    let catalog = ErrorScreenCatalog { context in
      context.failure.kind == .offline
        ? FixedErrorScreenModel(ErrorScreenConfiguration(icon: .noNetwork, title: "Offline!", message: "…"))
        : nil
    }
    let failed = samples.first { $0.name == "failed-offline" }!
    #expect(failed.projection(errorScreens: catalog).errorScreen?.title == "Offline!")
    let other = samples.first { $0.name == "failed-maintenance" }!
    #expect(other.projection(errorScreens: catalog).errorScreen?.title == "Down for maintenance")
  }

  @Test func aCustomClassifierDecidesWhatTheSamplesShow() {
    let classifier = FailureClassifier { _ in FailureClassification(kind: .updateRequired) }
    let failed = samples.first { $0.name == "failed-offline" }!
    #expect(failed.projection(classifier: classifier).errorScreen?.icon == .updateRequired)
  }

  @Test func typedFailures() {
    struct APIError: Error, Equatable { let kind: FailureKind }
    let samples = ScreenStateSample<Int, APIError>.all(value: 1, failureKinds: [.timedOut]) { APIError(kind: $0) }
    #expect(samples.last?.state == .failed(APIError(kind: .timedOut), previous: 1))
  }
}

/// An error-screen model that only shows a configuration.
@MainActor
@Observable
private final class FixedErrorScreenModel: ErrorScreenModel {
  let configuration: ErrorScreenConfiguration
  init(_ configuration: ErrorScreenConfiguration) { self.configuration = configuration }
  func performPrimaryAction() async {}
  func performSecondaryAction() async {}
}
