import ScreenState
import Testing

/// The pure transitions, for every starting state.
struct LoadableTransitionsTests {
  typealias State = Loadable<Int, TestFailure>

  static let all: [State] = [
    .idle, .loading(previous: nil), .loading(previous: 1), .loaded(2),
    .failed(TestFailure(3), previous: nil), .failed(TestFailure(3), previous: 4),
  ]

  @Test func startingLoadKeepsTheValueOnScreen() {
    #expect(State.idle.startingLoad() == .loading(previous: nil))
    #expect(State.loading(previous: nil).startingLoad() == .loading(previous: nil))
    #expect(State.loading(previous: 1).startingLoad() == .loading(previous: 1))
    #expect(State.loaded(2).startingLoad() == .loading(previous: 2))
    #expect(State.failed(TestFailure(3), previous: nil).startingLoad() == .loading(previous: nil))
    #expect(State.failed(TestFailure(3), previous: 4).startingLoad() == .loading(previous: 4))
  }

  @Test(arguments: all)
  func succeedingAlwaysLoadsTheNewValue(_ state: State) {
    #expect(state.succeeding(with: 10) == .loaded(10))
  }

  @Test(arguments: all)
  func failingKeepsWhatWasShown(_ state: State) {
    #expect(state.failing(with: TestFailure(8)) == .failed(TestFailure(8), previous: state.value))
  }

  @Test func failingAFailedStateReplacesTheErrorAndKeepsTheValue() {
    #expect(
      State.failed(TestFailure(1), previous: 5).failing(with: TestFailure(2)) == .failed(TestFailure(2), previous: 5))
  }

  @Test func dismissingFailure() {
    #expect(State.failed(TestFailure(1), previous: 5).dismissingFailure() == .loaded(5))
    #expect(State.failed(TestFailure(1), previous: nil).dismissingFailure() == .idle)
    for state in Self.all where !state.isFailed {
      #expect(state.dismissingFailure() == state)
    }
  }

  @Test(arguments: all)
  func aRefreshThatFailsKeepsTheValueItStartedWith(_ state: State) {
    // startingLoad then failing: the value on screen survives the whole failed refresh.
    #expect(state.startingLoad().failing(with: TestFailure(9)).value == state.value)
  }

  @Test(arguments: all)
  func cancellingALoadRestoresTheSettledStateAndLeavesOthersAlone(_ settled: State) {
    #expect(settled.startingLoad().cancellingLoad(restoring: settled) == settled)
    for state in Self.all where !state.isLoading {
      #expect(state.cancellingLoad(restoring: settled) == state)
    }
  }

  @Test(arguments: all)
  func resettingAlwaysGoesIdle(_ state: State) {
    #expect(state.resetting() == .idle)
  }
}
