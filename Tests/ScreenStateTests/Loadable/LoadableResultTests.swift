import ScreenState
import Testing

struct LoadableResultTests {
  @Test func initFromResult() {
    #expect(Loadable<Int, TestFailure>(result: .success(1)) == .loaded(1))
    #expect(Loadable<Int, TestFailure>(result: .failure(TestFailure(2))) == .failed(TestFailure(2), previous: nil))
  }

  @Test func resultOfEachState() {
    #expect(Loadable<Int, TestFailure>.idle.result == nil)
    #expect(Loadable<Int, TestFailure>.loading(previous: nil).result == nil)
    #expect(Loadable<Int, TestFailure>.loading(previous: 1).result == nil)
    #expect(Loadable<Int, TestFailure>.loaded(2).result == .success(2))
    #expect(Loadable<Int, TestFailure>.failed(TestFailure(3), previous: nil).result == .failure(TestFailure(3)))
    #expect(Loadable<Int, TestFailure>.failed(TestFailure(3), previous: 4).result == .failure(TestFailure(3)))
  }

  @Test func resultRoundTrips() {
    for result in [Result<Int, TestFailure>.success(1), .failure(TestFailure(9))] {
      #expect(Loadable(result: result).result == result)
    }
  }

  @Test func initCatchingASuccess() async {
    let state = await Loadable<Int, any Error> { try await Self.answer() }
    #expect(state == .loaded(42))
  }

  @Test func initCatchingAnUntypedFailure() async {
    let state = await Loadable<Int, any Error> { () async throws -> Int in throw TestFailure(1) }
    #expect(state == .failed(TestFailure(1), previous: nil))
  }

  @Test func initCatchingATypedFailure() async {
    let state = await Loadable<Int, APIError> { () async throws(APIError) -> Int in throw .broken }
    #expect(state == .failed(.broken, previous: nil))
  }

  @Test func initCatchingANonThrowingClosure() async {
    let state = await Loadable<String, Never> { "done" }
    #expect(state == .loaded("done"))
  }

  private static func answer() async throws -> Int { 42 }
}
