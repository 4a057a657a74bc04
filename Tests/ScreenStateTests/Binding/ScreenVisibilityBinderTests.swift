import PropertyBased
import ScreenState
import Testing

/// A plain stand-in for a `UIView`: only `isHidden`.
@MainActor
final class BoundView: VisibilityControlling, CustomStringConvertible {
  let name: String
  var isHidden: Bool

  init(_ name: String, isHidden: Bool = false) {
    self.name = name
    self.isHidden = isHidden
  }

  nonisolated var description: String { name }
}

/// A controller's view binding, made impossible to mix up.
@MainActor
@Suite("ScreenVisibilityBinder")
struct ScreenVisibilityBinderTests {
  @MainActor struct Views {
    let loading = BoundView("loading")
    let content = BoundView("content")
    let empty = BoundView("empty")
    let failure = BoundView("failure")
    let blank = BoundView("blank")

    var four: [BoundView] { [loading, content, empty, failure] }
    var all: [BoundView] { four + [blank] }

    func view(for region: ScreenRegion) -> BoundView? {
      switch region {
      case .none: nil
      case .loading: loading
      case .content: content
      case .empty: empty
      case .failure: failure
      }
    }

    func binder(withBlank: Bool) -> ScreenVisibilityBinder {
      ScreenVisibilityBinder(
        loading: loading, content: content, empty: empty, failure: failure, blank: withBlank ? blank : nil)
    }
  }

  nonisolated static let screen = ErrorScreenConfiguration(
    icon: .warning, title: "T", message: "M", buttons: [ScreenButton("Try Again", action: .retry)])
  nonisolated static let notice = FailureNotice.alert(.failure(FailureClassification(kind: .unknown)))

  nonisolated static let projections: [ScreenProjection<[Int]>] = [
    .blank, .progress,
    .content([1], isRefreshing: false, notice: nil), .content([1], isRefreshing: true, notice: nil),
    .content([1], isRefreshing: false, notice: notice),
    .content([1], isRefreshing: false, notice: .banner(.failure(FailureClassification(kind: .offline)))),
    .empty(isRefreshing: false, notice: nil), .empty(isRefreshing: true, notice: nil),
    .empty(isRefreshing: false, notice: notice),
    .failure(screen), .failure(screen.busy(true)),
  ]

  private func check(_ views: Views, showing region: ScreenRegion, withBlank: Bool, _ comment: Comment? = nil) {
    let visible = views.four.filter(\.isVisible)
    if let expected = views.view(for: region) {
      #expect(visible.map(\.name) == [expected.name], comment)
      if withBlank { #expect(views.blank.isHidden, comment) }
    } else {
      #expect(visible.isEmpty, comment)
      if withBlank { #expect(views.blank.isVisible, comment) }
    }
  }

  @Test(arguments: projections, [false, true])
  func exactlyOneViewForEveryProjection(projection: ScreenProjection<[Int]>, withBlank: Bool) {
    // From every starting arrangement: all visible, all hidden, and each other projection's.
    let views = Views()
    let binder = views.binder(withBlank: withBlank)
    for start in Self.projections {
      for view in views.all { view.isHidden = false }
      binder.apply(start)
      binder.apply(projection)
      check(views, showing: projection.region, withBlank: withBlank, "\(start) → \(projection)")
    }
    for view in views.all { view.isHidden = true }
    binder.apply(projection)
    check(views, showing: projection.region, withBlank: withBlank)
    for view in views.all { view.isHidden = false }
    binder.apply(projection)
    check(views, showing: projection.region, withBlank: withBlank)
  }

  @Test(arguments: ScreenRegion.allCases)
  func applyingARegionDirectly(region: ScreenRegion) {
    let views = Views()
    views.binder(withBlank: false).apply(region)
    check(views, showing: region, withBlank: false)
    let others = Views()
    others.binder(withBlank: true).apply(region)
    check(others, showing: region, withBlank: true)
  }

  @Test func withoutABlankViewABlankScreenHidesEverything() {
    let views = Views()
    views.binder(withBlank: false).apply(ScreenProjection<[Int]>.blank)
    #expect(views.four.allSatisfy { $0.isHidden })
    // The blank view was never handed over, so it is untouched.
    #expect(views.blank.isVisible)
  }

  @Test func isVisibleIsTheInverseOfIsHidden() {
    let view = BoundView("v", isHidden: true)
    #expect(!view.isVisible)
    view.isVisible = true
    #expect(!view.isHidden)
    #expect(view.isVisible)
    view.isVisible = false
    #expect(view.isHidden)
    view.isHidden = false
    #expect(view.isVisible)
    // Through the protocol too.
    let existential: any VisibilityControlling = view
    existential.isVisible = false
    #expect(view.isHidden)
  }

  @Test func sharedContentAndEmptyView() {
    let loading = BoundView("loading")
    let list = BoundView("list")
    let failure = BoundView("failure")
    let binder = ScreenVisibilityBinder(loading: loading, content: list, empty: list, failure: failure)
    let expectations: [(ScreenProjection<[Int]>, [Bool])] = [
      (.content([1], isRefreshing: false, notice: nil), [false, true, false]),
      (.empty(isRefreshing: false, notice: nil), [false, true, false]),
      (.progress, [true, false, false]),
      (.failure(Self.screen), [false, false, true]),
      (.blank, [false, false, false]),
      (.empty(isRefreshing: true, notice: nil), [false, true, false]),
    ]
    for (projection, visible) in expectations {
      binder.apply(projection)
      #expect([loading, list, failure].map(\.isVisible) == visible, "\(projection)")
    }
  }

  @Test func sharedViewAcrossEveryRegion() {
    let one = BoundView("one")
    let binder = ScreenVisibilityBinder(loading: one, content: one, empty: one, failure: one, blank: one)
    for region in ScreenRegion.allCases {
      binder.apply(region)
      #expect(one.isVisible, "\(region)")
    }
  }

  @Test func sharedBlankAndLoadingView() {
    let placeholder = BoundView("placeholder")
    let content = BoundView("content")
    let empty = BoundView("empty")
    let failure = BoundView("failure")
    let binder = ScreenVisibilityBinder(
      loading: placeholder, content: content, empty: empty, failure: failure, blank: placeholder)
    binder.apply(.none)
    #expect(placeholder.isVisible && content.isHidden && empty.isHidden && failure.isHidden)
    binder.apply(.loading)
    #expect(placeholder.isVisible && content.isHidden && empty.isHidden && failure.isHidden)
    binder.apply(.content)
    #expect(placeholder.isHidden && content.isVisible)
  }

  // MARK: - Property-based: random state sequences

  /// A random `Loadable`, projected through a random policy, as a screen would see it over time.
  struct Step: Sendable, CustomStringConvertible {
    let state: Loadable<[Int], any Error>
    let display: FailureDisplay
    var description: String { "\(state) (\(display))" }
  }

  nonisolated static let errors: [any Error] = [
    PresentationPlainError(), HTTPStatusError(statusCode: 503, retryAfter: .seconds(30)),
    HTTPStatusError(statusCode: 404),
    CancellationError(), PresentationClassifiedError(.offline), PresentationClassifiedError(.cancelled),
  ]

  nonisolated static let step = Generator<Step, Shrink.None<Step>> { rng in
    let value: [Int]? =
      switch Int.random(in: 0...2, using: &rng) {
      case 0: nil
      case 1: []
      default: Array(0..<Int.random(in: 1...3, using: &rng))
      }
    let error = errors.randomElement(using: &rng)!
    let state: Loadable<[Int], any Error> =
      switch Int.random(in: 0...3, using: &rng) {
      case 0: .idle
      case 1: .loading(previous: value)
      case 2: value.map { .loaded($0) } ?? .loaded([])
      default: .failed(error, previous: value)
      }
    return Step(state: state, display: FailureDisplay.allCases.randomElement(using: &rng)!)
  }

  @Test func exactlyOneViewAfterEveryStateOfRandomSequences() async {
    var sequences = 0
    var states = 0
    await propertyCheck(count: 1_000, input: Self.step.array(of: 1...12), Gen.bool) { steps, withBlank in
      sequences += 1
      states += steps.count
      let views = Views()
      // Start from a mixed-up arrangement, as a hand-written switch might leave it.
      for (index, view) in views.all.enumerated() { view.isHidden = index.isMultiple(of: 2) }
      let binder = views.binder(withBlank: withBlank)
      for step in steps {
        let projection = ScreenProjection(step.state, policy: PresentationPolicy(keptContent: step.display))
        binder.apply(projection)
        let visible = views.four.filter(\.isVisible)
        if projection.region == .none {
          #expect(visible.isEmpty, "\(step)")
          if withBlank { #expect(views.blank.isVisible) }
        } else {
          #expect(visible.count == 1, "\(step)")
          #expect(visible.first === views.view(for: projection.region), "\(step)")
          if withBlank { #expect(views.blank.isHidden) }
        }
        // The region agrees with the state it came from.
        switch step.state {
        case .idle: #expect(projection.region == .none)
        case .loading(previous: nil): #expect(projection.region == .loading)
        case .loaded(let value), .loading(previous: let value?):
          #expect(projection.region == (value.isEmpty ? .empty : .content))
        case .failed(let error, previous: let value):
          if FailureClassifier.standard.classify(error).kind == .cancelled {
            #expect(projection.region == (value == nil ? .none : value!.isEmpty ? .empty : .content))
          } else if value == nil || step.display == .fullScreen {
            #expect(projection.region == .failure)
          } else {
            #expect(projection.region == (value!.isEmpty ? .empty : .content))
            #expect(projection.notice != nil)
          }
        }
      }
    }
    #expect(sequences == 1_000)
    #expect(states >= 1_000)
  }

  @Test func exactlyOneViewThroughALiveScreen() async {
    // The binder applied to a real LoadableScreen as its loader moves.
    let loader = Loader<[Int], any Error>(.idle, retryPolicy: .never, timeout: nil) { throw PresentationPlainError() }
    let screen = LoadableScreen(loader, policy: .untimed)  // progress at once: which view shows, not when
    let views = Views()
    let binder = views.binder(withBlank: true)
    binder.apply(screen.projection)
    check(views, showing: .none, withBlank: true)
    await screen.load()
    binder.apply(screen.projection)
    check(views, showing: .failure, withBlank: true)
    await screen.send(.dismissFailure)
    binder.apply(screen.projection)
    check(views, showing: .none, withBlank: true)
  }
}
