import Observation
import ScreenStateCore

/// What every entry of one triple of types shares: `==` on states when `Value` is `Equatable`. Found once per triple
/// of types, not per entry: generic types cannot have static stored properties, and the `Equatable` conformance of
/// `Value` is found by a dynamic cast.
@MainActor @usableFromInline
final class EntryTypeInfo<Input: Sendable, Value: Sendable, Failure: Error> {
  @usableFromInline typealias State = Loadable<Value, Failure>

  @usableFromInline let isSameState: ((State, State) -> Bool)?

  private init() {
    let equal = LoadableEquality.isSame(Value.self, Failure.self)
    if let equal, Value.self is any SharedStorageComparable.Type {
      // Two copies of one storage are equal without comparing their items: a list whose items changed in place.
      isSameState = { lhs, rhs in
        if case .loaded(let old) = lhs, case .loaded(let new) = rhs,
          let old = old as? any SharedStorageComparable, old.sharesStorage(with: new)
        {
          return true
        }
        return equal(lhs, rhs)
      }
    } else {
      isSameState = equal
    }
  }

  @usableFromInline static var shared: EntryTypeInfo {
    let key = ObjectIdentifier(EntryTypeInfo.self)
    if let cached = entryTypeInfoCache[key] { return unsafeDowncast(cached, to: EntryTypeInfo.self) }
    let info = EntryTypeInfo()
    entryTypeInfoCache[key] = info
    return info
  }
}

@MainActor private var entryTypeInfoCache: [ObjectIdentifier: AnyObject] = [:]
