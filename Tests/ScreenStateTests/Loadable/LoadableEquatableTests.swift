import ScreenState
import Testing

/// Equality and hashing, including `Loadable<V, any Error>` under the rule documented on the conformance:
/// different dynamic types differ; an `Equatable` failure's own `==` decides; otherwise a class is equal to
/// itself only, and anything else compares by `String(reflecting:)`.
struct LoadableEquatableTests {
  typealias Untyped = Loadable<Int, any Error>

  @Test func sameCaseWithEqualPayloadsIsEqual() {
    #expect(Loadable<Int, TestFailure>.idle == .idle)
    #expect(Loadable<Int, TestFailure>.loading(previous: nil) == .loading(previous: nil))
    #expect(Loadable<Int, TestFailure>.loading(previous: 1) == .loading(previous: 1))
    #expect(Loadable<Int, TestFailure>.loaded(1) == .loaded(1))
    #expect(Loadable<Int, TestFailure>.failed(TestFailure(1), previous: 2) == .failed(TestFailure(1), previous: 2))
  }

  @Test func differentCasesOrPayloadsDiffer() {
    let states: [Loadable<Int, TestFailure>] = [
      .idle, .loading(previous: nil), .loading(previous: 1), .loading(previous: 2), .loaded(1), .loaded(2),
      .failed(TestFailure(1), previous: nil), .failed(TestFailure(1), previous: 1),
      .failed(TestFailure(2), previous: 1),
    ]
    for (i, lhs) in states.enumerated() {
      for (j, rhs) in states.enumerated() {
        #expect((lhs == rhs) == (i == j), "\(lhs) vs \(rhs)")
      }
    }
  }

  @Test func neverFailure() {
    #expect(Loadable<Int, Never>.loaded(1) == .loaded(1))
    #expect(Loadable<Int, Never>.loaded(1) != .loading(previous: 1))
  }

  @Test func untypedEquatableErrorsUseTheirOwnEquality() {
    #expect(Untyped.failed(TestFailure(1), previous: nil) == .failed(TestFailure(1), previous: nil))
    #expect(Untyped.failed(TestFailure(1), previous: nil) != .failed(TestFailure(2), previous: nil))
    #expect(Untyped.failed(TestFailure(1), previous: 1) != .failed(TestFailure(1), previous: 2))
  }

  @Test func untypedNonEquatableStructErrorsCompareByDescription() {
    #expect(
      Untyped.failed(PlainFailure(message: "a"), previous: nil) == .failed(PlainFailure(message: "a"), previous: nil))
    #expect(
      Untyped.failed(PlainFailure(message: "a"), previous: nil) != .failed(PlainFailure(message: "b"), previous: nil))
  }

  @Test func untypedNonEquatableEnumErrorsCompareByCaseAndPayload() {
    #expect(Untyped.failed(PlainEnumFailure.offline, previous: nil) == .failed(PlainEnumFailure.offline, previous: nil))
    #expect(
      Untyped.failed(PlainEnumFailure.server(code: 500), previous: nil)
        == .failed(PlainEnumFailure.server(code: 500), previous: nil))
    #expect(
      Untyped.failed(PlainEnumFailure.server(code: 500), previous: nil)
        != .failed(PlainEnumFailure.server(code: 503), previous: nil))
    #expect(
      Untyped.failed(PlainEnumFailure.offline, previous: nil)
        != .failed(PlainEnumFailure.server(code: 0), previous: nil))
  }

  @Test func untypedClassErrorsAreEqualOnlyToTheSameInstance() {
    let instance = ClassFailure("x")
    #expect(Untyped.failed(instance, previous: nil) == .failed(instance, previous: nil))
    #expect(Untyped.failed(ClassFailure("x"), previous: nil) != .failed(ClassFailure("x"), previous: nil))
  }

  @Test func untypedEquatableClassErrorsUseTheirOwnEquality() {
    #expect(Untyped.failed(EquatableClassFailure(1), previous: nil) == .failed(EquatableClassFailure(1), previous: nil))
    #expect(Untyped.failed(EquatableClassFailure(1), previous: nil) != .failed(EquatableClassFailure(2), previous: nil))
  }

  @Test func untypedErrorsOfDifferentTypesDiffer() {
    // Same shape and same field values, different types.
    #expect(
      Untyped.failed(PlainFailure(message: "a"), previous: nil)
        != .failed(OtherPlainFailure(message: "a"), previous: nil))
    #expect(Untyped.failed(TestFailure(0), previous: nil) != .failed(APIError.broken, previous: nil))
    #expect(Untyped.failed(APIError.broken, previous: nil) != .failed(PlainEnumFailure.offline, previous: nil))
    #expect(Untyped.failed(ClassFailure("x"), previous: nil) != .failed(PlainFailure(message: "x"), previous: nil))
  }

  @Test func equalStatesHashEqually() {
    let instance = ClassFailure("c")
    let pairs: [(Untyped, Untyped)] = [
      (.idle, .idle),
      (.loading(previous: 1), .loading(previous: 1)),
      (.loaded(2), .loaded(2)),
      (.failed(TestFailure(1), previous: 3), .failed(TestFailure(1), previous: 3)),
      (.failed(PlainFailure(message: "p"), previous: nil), .failed(PlainFailure(message: "p"), previous: nil)),
      (
        .failed(PlainEnumFailure.server(code: 1), previous: nil),
        .failed(PlainEnumFailure.server(code: 1), previous: nil)
      ),
      (.failed(instance, previous: 1), .failed(instance, previous: 1)),
      (.failed(EquatableClassFailure(5), previous: nil), .failed(EquatableClassFailure(5), previous: nil)),
    ]
    for (lhs, rhs) in pairs {
      #expect(lhs == rhs)
      #expect(lhs.hashValue == rhs.hashValue, "\(lhs)")
    }
  }

  @Test func setsDeduplicateByTheEqualityRule() {
    let instance = ClassFailure("c")
    let states: [Untyped] = [
      .idle, .idle,
      .loaded(1), .loaded(1), .loaded(2),
      .failed(TestFailure(1), previous: nil), .failed(TestFailure(1), previous: nil),
      .failed(TestFailure(2), previous: nil),
      .failed(PlainFailure(message: "a"), previous: nil), .failed(PlainFailure(message: "a"), previous: nil),
      .failed(OtherPlainFailure(message: "a"), previous: nil),
      .failed(instance, previous: nil), .failed(instance, previous: nil), .failed(ClassFailure("c"), previous: nil),
    ]
    // idle, loaded 1, loaded 2, TestFailure 1, TestFailure 2, Plain a, OtherPlain a, instance, another instance
    #expect(Set(states).count == 9)
  }

  @Test func typedStatesAreHashable() {
    let set: Set<Loadable<[Int], TestFailure>> = [.loaded([1]), .loaded([1]), .loading(previous: [1]), .idle]
    #expect(set.count == 3)
  }

  @Test func sendableWhereTheValueIs() async {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(Loadable<Int, TestFailure>.self)
    requireSendable(Loadable<[String], any Error>.self)
    requireSendable(Loadable<Int, Never>.self)
    // Crosses to another isolation domain and back.
    let state: Loadable<Int, any Error> = .failed(TestFailure(1), previous: 1)
    let copy = await Task.detached { state }.value
    #expect(copy == state)
  }
}
