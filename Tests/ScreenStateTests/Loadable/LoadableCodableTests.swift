import Foundation
import ScreenState
import Testing

struct LoadableCodableTests {
  struct CodableFailure: Error, Codable, Hashable {
    let reason: String
  }

  typealias State = Loadable<[Int], CodableFailure>

  @Test(arguments: [
    State.idle, .loading(previous: nil), .loading(previous: [1]), .loaded([]), .loaded([1, 2]),
    .failed(CodableFailure(reason: "x"), previous: nil), .failed(CodableFailure(reason: "y"), previous: [3]),
  ])
  func roundTrips(_ state: State) throws {
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(State.self, from: data) == state)
  }

  @Test func neverFailureRoundTrips() throws {
    let state = Loadable<String, Never>.loaded("a")
    // `Never` is Codable, so a state that cannot fail is too.
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(Loadable<String, Never>.self, from: data) == state)
  }

  @Test(arguments: [
    #"{"state": "exploded"}"#,
    #"{}"#,
    #"{"state": 3}"#,
    #"{"state": "loaded"}"#,
    #"{"state": "loaded", "value": "not an array"}"#,
    #"{"state": "failed", "previous": [1]}"#,
    #"[1, 2]"#,
    #"not json"#,
  ])
  func garbageThrowsADecodingError(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(State.self, from: Data(json.utf8))
    }
  }
}
