import Foundation
import PropertyBased
import ScreenState
import ScreenStateTesting
import Testing

/// Random interleavings of loads, refreshes, next pages (asked for directly, by the screen's button and by rows
/// appearing; duplicates must join), answers and failures of first-page, refresh and next-page calls in any
/// order (late, stale ones included), cancels, resets, dismissals and lists set by hand (new ones, equal ones,
/// older copies) against a real `PageLoader` and its `LoadableScreen`, checked after every step against
/// `PageLoaderReferenceModel`: exactly the calls the model predicts, at its cursors; the items exactly the
/// model's concatenation of pages (no page lost, none applied twice, none from a replaced list); `pageCount`,
/// `nextCursor`, `nextPage`, and the screen's footer.
///
/// The fetch ignores cancellation, so dropped calls stay pending and can be answered late. The number of
/// scenarios is `FUZZ_COUNT` (200 by default).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct PageLoaderPropertyTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COUNT"].flatMap(Int.init) ?? 200

  @Test func randomInterleavingsMatchTheReferenceModel() async {
    await propertyCheck(count: Self.count, input: PageStep.scenarios) { steps in
      await PageScenario().run(steps)
    }
  }

  /// The interleavings the random ones must cover, spelled out.
  @Test(arguments: [
    // A second loadMore (and the screen's, and a row appearing) joins the first: one call.
    [
      PageStep.load, .answer(.head, .page(size: 3, last: false)), .loadMore, .loadMore, .screenLoadMore,
      .rowAppeared(fromEnd: 0),
      .answer(.next, .page(size: 2, last: false)), .loadMore, .answer(.next, .page(size: 1, last: true)), .loadMore,
    ],
    // A refresh during a next page drops it: its late answer is never appended to the new first page.
    [
      .load, .answer(.head, .page(size: 2, last: false)), .loadMore, .refresh,
      .answer(.oldest, .page(size: 2, last: false)),
      .answer(.head, .page(size: 1, last: false)), .loadMore,
    ],
    // A failed page keeps the pages, is retried at its cursor, and a cancel of the retry brings its failure back.
    [
      .load, .answer(.head, .page(size: 2, last: false)), .loadMore, .fail(.next, code: 3), .screenLoadMore, .cancel,
      .loadMore, .answer(.next, .page(size: 2, last: false)),
    ],
    // A refresh that fails keeps the pages; dismissing its failure shows them with their footer again.
    [
      .load, .answer(.head, .page(size: 1, last: false)), .loadMore, .fail(.next, code: 1), .refresh,
      .fail(.head, code: 2),
      .dismissFailure, .loadMore,
    ],
    // Another list set during a next page drops it; a reset forgets everything.
    [
      .load, .answer(.head, .page(size: 2, last: false)), .loadMore, .setValue(.fresh(size: 2, more: true)),
      .answer(.stale, .page(size: 3, last: false)), .loadMore, .reset, .answer(.newest, .page(size: 1, last: true)),
    ],
    // A list equal to the one shown, set during a next page, changes nothing: the page is still appended.
    [
      .load, .answer(.head, .page(size: 2, last: false)), .loadMore, .setValue(.equal),
      .answer(.next, .page(size: 2, last: true)),
    ],
    // Older copies set back, extended by empty pages: two lists then share their storage, item count and page
    // count, but not their next cursor. A page asked for one is never appended to the other.
    [
      .load, .answer(.head, .page(size: 2, last: false)), .loadMore, .answer(.next, .page(size: 0, last: true)),
      .setValue(.older(1)), .loadMore, .answer(.next, .page(size: 0, last: false)), .loadMore, .setValue(.older(2)),
      .answer(.newest, .page(size: 3, last: false)), .loadMore,
    ],
  ])
  func namedScenarios(steps: [PageStep]) async {
    await PageScenario().run(steps)
  }
}

/// One step of a random `PageLoader` scenario.
enum PageStep: Sendable, Equatable, CustomStringConvertible {
  /// Which pending call an answer goes to.
  enum Target: Sendable, Equatable, CaseIterable {
    /// The oldest or newest pending call, current or stale.
    case oldest, newest
    /// The call of the first page's request in flight (the first load or a refresh), if any.
    case head
    /// The call of the next page's request in flight, if any.
    case next
    /// The newest pending call that is not current, if any.
    case stale
  }

  /// Which list `setValue` puts on screen.
  enum Source: Sendable, Equatable {
    /// A new one-page list of `size` items, with more after it or not.
    case fresh(size: Int, more: Bool)
    /// A list equal to the one shown (or kept), built anew.
    case equal
    /// The `n`-th newest copy the loader showed: an older copy of the list, sharing its storage.
    case older(Int)
  }

  case load, refresh, loadMore, screenLoadMore, cancel, reset, dismissFailure
  case rowAppeared(fromEnd: Int)
  case setValue(Source)
  case answer(Target, PageLoaderReferenceModel.Completion)
  case fail(Target, code: Int)
  case cancelCall(Target)

  init(code: Int, first: Int, second: Int) {
    let target = Target.allCases[first % Target.allCases.count]
    switch code {
    case 0: self = .load
    case 1: self = .refresh
    case 2, 3: self = .loadMore
    case 4: self = .screenLoadMore
    case 5: self = .rowAppeared(fromEnd: second)
    case 6: self = .cancel
    case 7: self = .reset
    case 8: self = .dismissFailure
    case 9:
      switch first % 3 {
      case 0: self = .setValue(.fresh(size: second % 3, more: second % 2 == 0))
      case 1: self = .setValue(.equal)
      default: self = .setValue(.older(second))
      }
    case 10...13: self = .answer(target, .page(size: second % 4, last: second >= 5))
    case 14: self = .fail(target, code: second)
    default: self = .cancelCall(target)
    }
  }

  var description: String {
    switch self {
    case .load: "load"
    case .refresh: "refresh"
    case .loadMore: "loadMore"
    case .screenLoadMore: "screen.loadMore"
    case .cancel: "cancel"
    case .reset: "reset"
    case .dismissFailure: "dismissFailure"
    case .rowAppeared(let fromEnd): "rowAppeared(fromEnd: \(fromEnd))"
    case .setValue(let source): "setValue(\(source))"
    case .answer(let target, .page(let size, let last)): "answer(\(target), \(size) items\(last ? ", last" : ""))"
    case .answer(let target, let completion): "answer(\(target), \(completion))"
    case .fail(let target, let code): "fail(\(target), \(code))"
    case .cancelCall(let target): "cancelCall(\(target))"
    }
  }

  /// Scenarios of 1 to 50 steps. Pages hold 0 to 3 items (empty pages included) and a third are the last.
  static let scenarios = zip(Gen.int(in: 0...15), Gen.int(in: 0...14), Gen.int(in: 0...7))
    .map { PageStep(code: $0, first: $1, second: $2) }
    .array(of: 1...50)
}

@MainActor
final class PageScenario {
  typealias Fetch = ControllableOperation<Page<Int, Int>, any Error>
  typealias Pages = PageLoaderReferenceModel.Pages
  static let prefetchDistance = 2

  let fetch = Fetch(cancellationFailure: nil)
  let pages: PageLoader<Int, Int, any Error>
  let screen: LoadableScreen<PagedList<Int, Int>, any Error>
  var model = PageLoaderReferenceModel()
  /// Commands still waiting for their request, awaited at the end so nothing outlives the scenario.
  var commands: [Task<Void, Never>] = []
  /// The lists the loader showed, newest last, with their pages: older copies to set back.
  var history: [(list: PagedList<Int, Int>, pages: Pages)] = []
  /// Numbers the items of lists set by hand, so that no item appears twice.
  var handMade = 0

  /// A list's observable parts, and a state's, for comparing the loader with the model.
  struct Snapshot: Equatable, CustomStringConvertible {
    var state: String
    var items: [Int]?
    var pageCount: Int?
    var nextCursor: Int??
    var failure: Int?

    init(_ state: Loadable<PagedList<Int, Int>, any Error>) {
      self.init(state.map { (items: Array($0), pageCount: $0.pageCount, nextCursor: $0.nextCursor) }, state.error)
    }

    init(_ state: Loadable<Pages, any Error>) {
      self.init(
        state.map { (items: PageLoaderReferenceModel.items(of: $0), pageCount: $0.count, nextCursor: $0.last?.next) },
        state.error)
    }

    private init(_ state: Loadable<(items: [Int], pageCount: Int, nextCursor: Int?), any Error>, _ error: (any Error)?)
    {
      self.state =
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed: "failed"
        }
      items = state.value?.items
      pageCount = state.value?.pageCount
      nextCursor = state.value.map(\.nextCursor)
      failure = (error as? TestFailure)?.code
    }

    var description: String {
      "\(state)(items: \(items.map { "\($0)" } ?? "nil"), pages: \(pageCount.map { "\($0)" } ?? "nil"), next: "
        + "\(nextCursor.map { $0.map { "\($0)" } ?? "end" } ?? "nil"), failure: \(failure.map { "\($0)" } ?? "nil"))"
    }
  }

  init() {
    pages = PageLoader(
      first: PageLoaderReferenceModel.firstCursor, refresh: .firstPage, retryPolicy: .never, timeout: nil,
      clock: VirtualClock(),
      randomNumberGenerator: SeededRandomNumberGenerator(seed: 9), fetch: fetch.operation(taking: Int.self))
    screen = LoadableScreen(
      pages, policy: PresentationPolicy(texts: .standard), prefetchDistance: Self.prefetchDistance)
  }

  func run(_ steps: [PageStep]) async {
    for (index, step) in steps.enumerated() {
      await apply(step)
      guard await check(after: step, at: index, of: steps) else { return }
      record()
    }
    await finish(steps)
  }

  private func apply(_ step: PageStep) async {
    switch step {
    case .load:
      model.load()
      commands.append(Task.immediate { await self.pages.load() })
    case .refresh:
      model.refresh()
      commands.append(Task.immediate { await self.pages.refresh() })
    case .loadMore:
      model.loadMore()
      commands.append(Task.immediate { await self.pages.loadMore() })
    case .screenLoadMore:
      model.loadMore()
      commands.append(Task.immediate { await self.screen.send(.loadMore) })
    case .rowAppeared(let fromEnd):
      let index = max((pages.state.value?.count ?? 0) - 1 - fromEnd, 0)
      model.rowAppeared(at: index, prefetchDistance: Self.prefetchDistance)
      commands.append(Task.immediate { await self.screen.rowAppeared(at: index) })
    case .cancel:
      model.cancel()
      pages.cancel()
    case .reset:
      model.reset()
      pages.reset()
    case .dismissFailure:
      model.dismissFailure()
      pages.dismissFailure()
    case .setValue(let source):
      guard let (list, listPages) = list(from: source) else { return }
      model.setValue(listPages)
      pages.setValue(list)
    case .answer(let target, let completion):
      await complete(target, with: completion)
    case .fail(let target, let code):
      await complete(target, with: .failure(code: code))
    case .cancelCall(let target):
      await complete(target, with: .cancellation)
    }
  }

  private func list(from source: PageStep.Source) -> (PagedList<Int, Int>, Pages)? {
    switch source {
    case .fresh(let size, let more):
      handMade += 1
      let page = Page(items: (0..<size).map { -100 * handMade - $0 }, next: more ? 50 + handMade : nil)
      return (PagedList(pages: [page]), [page])
    case .equal:
      guard let shown = model.settled.value else { return nil }
      return (PagedList(pages: shown), shown)
    case .older(let back):
      guard !history.isEmpty else { return nil }
      return history[history.count - 1 - back % history.count]
    }
  }

  /// Settles one pending call, then waits until the loader has taken its answer.
  private func complete(_ target: PageStep.Target, with completion: PageLoaderReferenceModel.Completion) async {
    let pending = fetch.pendingCalls
    let current = [model.head, model.next?.call].compactMap { $0 }
    let call: Fetch.Call? =
      switch target {
      case .oldest: pending.first
      case .newest: pending.last
      case .head: pending.first { $0.index == model.head }
      case .next: pending.first { $0.index == model.next?.call }
      case .stale: pending.last { !current.contains($0.index) }
      }
    guard let call else { return }
    let counts = model.complete(call: call.index, with: completion)
    switch completion {
    case .page(let size, let last):
      call.succeed(
        with: PageLoaderReferenceModel.page(call: call.index, cursor: model.calls[call.index], size: size, last: last))
    case .failure(let code): call.fail(with: TestFailure(code))
    case .cancellation: call.fail(with: CancellationError())
    }
    if counts { _ = await eventually { !self.pages.isRunning } }
    // A stale answer is processed by its request's task too: give it the turns to do so, then check nothing moved.
    for _ in 0..<4 { await Task.yield() }
  }

  private var expectedState: Loadable<Pages, any Error> {
    model.expected { TestFailure($0) }
  }

  private var expectedNextPage: NextPageState<any Error>? {
    model.expectedNextPage { TestFailure($0) }
  }

  /// The footer of the model's next page under the model's list (an empty list with nothing more has none).
  private var expectedFooter: PageFooter? {
    PageFooter(expectedNextPage, listIsEmpty: Snapshot(expectedState).items?.isEmpty ?? true, texts: .standard)
  }

  private func check(after step: PageStep, at index: Int, of steps: [PageStep]) async -> Bool {
    func context() -> Comment { "after step \(index) (\(step)) of \(steps)" }
    // Calls are made by the requests' tasks.
    _ = await eventually { self.fetch.callCount >= self.model.calls.count }
    let actual = Snapshot(pages.state)
    let expected = Snapshot(expectedState)
    #expect(fetch.callCount == model.calls.count, context())
    #expect(fetch.calls.map { $0.input as? Int } == model.calls, context())
    #expect(actual == expected, context())
    if let items = actual.items { #expect(Set(items).count == items.count, "an item twice; \(context())") }
    #expect(pages.nextPage == expectedNextPage, context())
    #expect(pages.isRunning == model.isRunning, context())
    #expect(screen.footer == expectedFooter, context())
    return actual == expected && fetch.callCount == model.calls.count && pages.nextPage == expectedNextPage
  }

  /// Keeps the list shown, to set it back later as an older copy.
  private func record() {
    guard let list = pages.state.value, let listPages = model.settled.value else { return }
    if let last = history.last, last.list == list, last.pages == listPages { return }
    history.append((list, listPages))
    if history.count > 12 { history.removeFirst() }
  }

  /// Answers the requests in flight, then every stale call late, and checks that no late answer moved the
  /// loader off the model.
  private func finish(_ steps: [PageStep]) async {
    for current in [model.head, model.next?.call].compactMap({ $0 }) {
      let call = fetch.calls[current]
      model.complete(call: current, with: .page(size: 1, last: false))
      call.succeed(
        with: PageLoaderReferenceModel.page(call: current, cursor: model.calls[current], size: 1, last: false))
      _ = await eventually { !self.pages.isRunning }
    }
    for call in fetch.pendingCalls {
      call.succeed(
        with: PageLoaderReferenceModel.page(call: call.index, cursor: model.calls[call.index], size: 2, last: false))
    }
    for command in commands { await command.value }
    await pages.waitUntilSettled()
    #expect(fetch.pendingCalls.isEmpty)
    #expect(Snapshot(pages.state) == Snapshot(expectedState), "at the end of \(steps)")
    #expect(pages.nextPage == expectedNextPage, "at the end of \(steps)")
    #expect(screen.footer == expectedFooter, "at the end of \(steps)")
  }
}
