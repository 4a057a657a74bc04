import ScreenState
import Testing

struct LoadableMapTests {
  struct ParseFailure: Error, Equatable {}

  @Test func mapTransformsTheLoadedAndTheKeptValue() {
    #expect(Loadable<Int, TestFailure>.idle.map { $0 * 10 } == .idle)
    #expect(Loadable<Int, TestFailure>.loading(previous: nil).map { $0 * 10 } == .loading(previous: nil))
    #expect(Loadable<Int, TestFailure>.loading(previous: 2).map { $0 * 10 } == .loading(previous: 20))
    #expect(Loadable<Int, TestFailure>.loaded(3).map { $0 * 10 } == .loaded(30))
    #expect(
      Loadable<Int, TestFailure>.failed(TestFailure(1), previous: nil).map { $0 * 10 }
        == .failed(TestFailure(1), previous: nil))
    #expect(
      Loadable<Int, TestFailure>.failed(TestFailure(1), previous: 4).map { $0 * 10 }
        == .failed(TestFailure(1), previous: 40))
  }

  @Test func mapCanChangeTheValueType() {
    let titles: Loadable<String, TestFailure> = Loadable<Int, TestFailure>.loaded(5).map { "#\($0)" }
    #expect(titles == .loaded("#5"))
  }

  @Test func mapDoesNotCallTheTransformWithoutAValue() {
    var calls = 0
    _ = Loadable<Int, TestFailure>.idle.map {
      calls += 1
      return $0
    }
    _ = Loadable<Int, TestFailure>.loading(previous: nil).map {
      calls += 1
      return $0
    }
    _ = Loadable<Int, TestFailure>.failed(TestFailure(), previous: nil).map {
      calls += 1
      return $0
    }
    #expect(calls == 0)
  }

  @Test func mapRethrowsTheTransformsTypedError() {
    let state = Loadable<Int, TestFailure>.loaded(1)
    do throws(ParseFailure) {
      _ = try state.map { _ throws(ParseFailure) -> String in throw ParseFailure() }
      Issue.record("map did not throw")
    } catch {
      // `error` is statically a `ParseFailure`: the typed throw survived `map`.
      #expect(error == ParseFailure())
    }
  }

  @Test func mapThrowsWhenTransformingAKeptValue() {
    #expect(throws: ParseFailure.self) {
      try Loadable<Int, TestFailure>.loading(previous: 1).map { _ throws(ParseFailure) -> Int in throw ParseFailure() }
    }
    #expect(throws: ParseFailure.self) {
      try Loadable<Int, TestFailure>.failed(TestFailure(), previous: 1).map { _ throws(ParseFailure) -> Int in
        throw ParseFailure()
      }
    }
    // Without a value the throwing transform is never called.
    #expect(throws: Never.self) {
      try Loadable<Int, TestFailure>.idle.map { _ throws(ParseFailure) -> Int in throw ParseFailure() }
    }
  }

  @Test func mapErrorTransformsOnlyTheFailure() {
    let wrap: (TestFailure) -> APIError = { $0.code == 0 ? .broken : .timedOut }
    #expect(Loadable<Int, TestFailure>.idle.mapError(wrap) == .idle)
    #expect(Loadable<Int, TestFailure>.loading(previous: 1).mapError(wrap) == .loading(previous: 1))
    #expect(Loadable<Int, TestFailure>.loaded(2).mapError(wrap) == .loaded(2))
    #expect(
      Loadable<Int, TestFailure>.failed(TestFailure(0), previous: 3).mapError(wrap) == .failed(.broken, previous: 3))
    #expect(
      Loadable<Int, TestFailure>.failed(TestFailure(1), previous: nil).mapError(wrap)
        == .failed(.timedOut, previous: nil))
  }

  @Test func mapErrorToAnyError() {
    let untyped: Loadable<Int, any Error> = Loadable<Int, TestFailure>.failed(TestFailure(5), previous: 1).mapError {
      $0
    }
    #expect(untyped == .failed(TestFailure(5), previous: 1))
  }

  @Test func mapErrorRethrowsTheTransformsTypedError() {
    do throws(ParseFailure) {
      _ = try Loadable<Int, TestFailure>.failed(TestFailure(), previous: nil).mapError {
        _ throws(ParseFailure) -> APIError in
        throw ParseFailure()
      }
      Issue.record("mapError did not throw")
    } catch {
      #expect(error == ParseFailure())
    }
    // Nothing to transform, nothing thrown.
    #expect(throws: Never.self) {
      try Loadable<Int, TestFailure>.loaded(1).mapError { _ throws(ParseFailure) -> APIError in throw ParseFailure() }
    }
  }
}
