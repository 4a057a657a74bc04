import ScreenStateCore

/// What every `PageLoader<Item, Cursor, Failure>` of one triple of types shares: the observation key path of
/// `state` and `==` on list states when the list is `Equatable`. Found once per triple of types, not per loader and
/// not per access (as ``LoaderTypeInfo`` does for `Loader`).
///
/// A key path into a generic class is instantiated by the runtime each time it is written in unspecialized code:
/// written at every read and change of a page loader's state, it cost about 31,000 instructions and an allocation
/// each time, most of what changing one item of a paginated list cost.
@MainActor
final class PageLoaderTypeInfo<Item: Sendable, Cursor: Sendable, Failure: Error> {
  typealias ListState = Loadable<PagedList<Item, Cursor>, Failure>

  let stateKeyPath: KeyPath<PageLoader<Item, Cursor, Failure>, ListState>
  let isSameListState: ((ListState, ListState) -> Bool)?

  private init() {
    stateKeyPath = \.state
    isSameListState = LoadableEquality.isSame(PagedList<Item, Cursor>.self, Failure.self)
  }

  static var shared: PageLoaderTypeInfo {
    let key = ObjectIdentifier(PageLoaderTypeInfo.self)
    if let cached = pageLoaderTypeInfoCache[key] { return unsafeDowncast(cached, to: PageLoaderTypeInfo.self) }
    let info = PageLoaderTypeInfo()
    pageLoaderTypeInfoCache[key] = info
    return info
  }
}

@MainActor private var pageLoaderTypeInfoCache: [ObjectIdentifier: AnyObject] = [:]
