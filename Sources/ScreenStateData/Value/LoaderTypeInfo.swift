import ScreenStateCore

/// What every `Loader<Value, Failure>` of one pair of types shares: the observation key path of `state` and
/// `==` on states when `Value` is `Equatable`. Found once per pair of types, not per loader.
///
/// Generic types cannot have static stored properties, and both pieces are costly to make: a key path into a
/// generic class is instantiated by the runtime (allocating) each time it is written in unspecialized code,
/// and the `Equatable` conformance of `Value` is found by a dynamic cast. A list of 10,000 loaders pays for
/// them once.
@MainActor @usableFromInline
final class LoaderTypeInfo<Value: Sendable, Failure: Error> {
  @usableFromInline typealias State = Loadable<Value, Failure>

  @usableFromInline let stateKeyPath: KeyPath<Loader<Value, Failure>, State>
  @usableFromInline let isSameState: ((State, State) -> Bool)?

  private init() {
    stateKeyPath = \.state
    isSameState = LoadableEquality.isSame(Value.self, Failure.self)
  }

  static var shared: LoaderTypeInfo {
    let key = ObjectIdentifier(LoaderTypeInfo.self)
    if let cached = loaderTypeInfoCache[key] { return unsafeDowncast(cached, to: LoaderTypeInfo.self) }
    let info = LoaderTypeInfo()
    loaderTypeInfoCache[key] = info
    return info
  }
}

@MainActor private var loaderTypeInfoCache: [ObjectIdentifier: AnyObject] = [:]
