import ScreenState
import Testing

struct ErrorScreenIconSystemImageTests {
  private static let builtIn: [ErrorScreenIcon] = [
    .noNetwork, .serverUnreachable, .timedOut, .maintenance, .serverError, .locked, .unreadable,
    .updateAvailable, .updateRequired, .upToDate, .warning,
  ]

  @Test func everyBuiltInIconHasItsOwnSymbol() {
    let names = Self.builtIn.map(\.systemImageName)
    #expect(Self.builtIn.allSatisfy { ErrorScreenIcon.systemImageNames[$0] != nil })
    #expect(Set(names).count == names.count)
  }

  @Test func everyFailureKindDrawsABuiltInSymbol() {
    for kind in FailureKind.allCases {
      #expect(ErrorScreenIcon.systemImageNames[ErrorScreenIcon(kind: kind)] != nil, "\(kind)")
    }
  }

  @Test func aCustomIconIsNamedByItsSymbol() {
    #expect(ErrorScreenIcon("lock.shield").systemImageName == "lock.shield")
  }
}
