import ScreenStateCore

/// What every entry of one triple of types shares: the observation key path of `state`, and `==` on states when
/// `Value` is `Equatable`. Found once per triple of types, not per entry.
///
/// Generic types cannot have static stored properties, and both pieces are costly to make: a key path into a generic
/// class is instantiated by the runtime each time it is written in unspecialized code, and the `Equatable`
/// conformance of `Value` is found by a dynamic cast.
@MainActor @usableFromInline
final class EntryTypeInfo<Input: Sendable, Value: Sendable, Failure: Error> {
  @usableFromInline typealias State = Loadable<Value, Failure>

  @usableFromInline let stateKeyPath: KeyPath<LoadEntry<Input, Value, Failure>, State>
  @usableFromInline let isSameState: ((State, State) -> Bool)?

  private init() {
    stateKeyPath = \.state
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
