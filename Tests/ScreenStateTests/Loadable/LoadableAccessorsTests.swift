import ScreenState
import Testing

/// Every accessor in every case, including the previous value kept by loading and failed states.
struct LoadableAccessorsTests {
  typealias State = Loadable<Int, TestFailure>

  struct Expectation: CustomTestStringConvertible, Sendable {
    let state: State
    let value: Int?
    let loadedValue: Int?
    let error: TestFailure?
    let isIdle, isLoading, isRefreshing, isFirstLoad, isLoaded, isFailed, hasValue: Bool
    var testDescription: String { "\(state)" }
  }

  static let table: [Expectation] = [
    Expectation(
      state: .idle, value: nil, loadedValue: nil, error: nil,
      isIdle: true, isLoading: false, isRefreshing: false, isFirstLoad: false, isLoaded: false, isFailed: false,
      hasValue: false),
    Expectation(
      state: .loading(previous: nil), value: nil, loadedValue: nil, error: nil,
      isIdle: false, isLoading: true, isRefreshing: false, isFirstLoad: true, isLoaded: false, isFailed: false,
      hasValue: false),
    Expectation(
      state: .loading(previous: 7), value: 7, loadedValue: nil, error: nil,
      isIdle: false, isLoading: true, isRefreshing: true, isFirstLoad: false, isLoaded: false, isFailed: false,
      hasValue: true),
    Expectation(
      state: .loaded(3), value: 3, loadedValue: 3, error: nil,
      isIdle: false, isLoading: false, isRefreshing: false, isFirstLoad: false, isLoaded: true, isFailed: false,
      hasValue: true),
    Expectation(
      state: .failed(TestFailure(1), previous: nil), value: nil, loadedValue: nil, error: TestFailure(1),
      isIdle: false, isLoading: false, isRefreshing: false, isFirstLoad: false, isLoaded: false, isFailed: true,
      hasValue: false),
    Expectation(
      state: .failed(TestFailure(2), previous: 9), value: 9, loadedValue: nil, error: TestFailure(2),
      isIdle: false, isLoading: false, isRefreshing: false, isFirstLoad: false, isLoaded: false, isFailed: true,
      hasValue: true),
  ]

  @Test(arguments: table)
  func accessors(_ row: Expectation) {
    let state = row.state
    #expect(state.value == row.value)
    #expect(state.loadedValue == row.loadedValue)
    #expect(state.error == row.error)
    #expect(state.isIdle == row.isIdle)
    #expect(state.isLoading == row.isLoading)
    #expect(state.isRefreshing == row.isRefreshing)
    #expect(state.isFirstLoad == row.isFirstLoad)
    #expect(state.isLoaded == row.isLoaded)
    #expect(state.isFailed == row.isFailed)
    #expect(state.hasValue == row.hasValue)
  }

  @Test(arguments: table)
  func exactlyOneOfTheFourCasesHolds(_ row: Expectation) {
    let flags = [row.state.isIdle, row.state.isLoading, row.state.isLoaded, row.state.isFailed]
    #expect(flags.filter { $0 }.count == 1)
    #expect(!(row.state.isLoading && row.state.isFailed))
    #expect((row.state.error != nil) == row.state.isFailed)
    #expect(row.state.hasValue == (row.state.value != nil))
  }

  @Test func aLoadedOptionalNilStillCountsAsAValue() {
    // `hasValue` is about the state, not about the payload: `.loaded(nil)` of an optional value was loaded.
    let state = Loadable<Int?, Never>.loaded(nil)
    #expect(state.isLoaded)
    #expect(state.hasValue)
  }

  @Test func isEmptyForCollections() {
    #expect(Loadable<[Int], Never>.idle.isEmpty == false)
    #expect(Loadable<[Int], Never>.loading(previous: nil).isEmpty == false)
    #expect(Loadable<[Int], Never>.loading(previous: []).isEmpty)
    #expect(Loadable<[Int], Never>.loading(previous: [1]).isEmpty == false)
    #expect(Loadable<[Int], Never>.loaded([]).isEmpty)
    #expect(Loadable<[Int], Never>.loaded([1, 2]).isEmpty == false)
    #expect(Loadable<[Int], TestFailure>.failed(TestFailure(), previous: nil).isEmpty == false)
    #expect(Loadable<[Int], TestFailure>.failed(TestFailure(), previous: []).isEmpty)
    #expect(Loadable<String, Never>.loaded("").isEmpty)
    #expect(Loadable<[String: Int], Never>.loaded([:]).isEmpty)
  }

  @Test func errorOfAnUntypedFailureKeepsItsDynamicType() {
    let state = Loadable<Int, any Error>.failed(TestFailure(4), previous: 1)
    #expect(state.error as? TestFailure == TestFailure(4))
  }
}
