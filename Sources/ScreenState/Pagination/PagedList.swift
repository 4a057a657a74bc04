/// The items of every page loaded so far, in order, with the cursor of the page to load next.
///
/// A ``PageLoader`` shows it as the value of its ``PageLoader/loader``, so a paginated screen is drawn like any
/// other: it is a `RandomAccessCollection` of its items (an empty first page shows the empty state), and
/// ``hasMore`` says whether a footer should offer more.
///
/// ```swift
/// if case .loaded(let posts) = pages.state {
///   posts.count        // items of every page loaded
///   posts.pageCount    // pages loaded
///   posts.hasMore      // whether another page exists
/// }
/// ```
///
/// Appending a page costs the same whatever the number of pages before it: the items live in storage that
/// every copy of the list shares and that only grows, so no earlier page is ever copied, even while views or
/// tests hold older copies. A copy is a value: it keeps the items it had, whatever is appended later.
public struct PagedList<Item, Cursor> {
  let storage: PagedListStorage<Item>
  /// How many items this copy holds.
  public let count: Int
  /// How many pages were loaded.
  public let pageCount: Int
  /// The cursor (or page number) of the next page; `nil` when the last page is loaded.
  public let nextCursor: Cursor?

  /// Creates a list from pages already loaded, in order; the last page's cursor is the next one to load.
  ///
  /// Useful for previews, tests and a list restored from disk; a ``PageLoader`` builds its lists itself.
  public init(pages: [Page<Item, Cursor>]) {
    let storage = PagedListStorage<Item>()
    for page in pages { storage.append(contentsOf: page.items) }
    storage.pageCount = pages.count
    self.init(storage: storage, count: storage.count, pageCount: pages.count, nextCursor: pages.last?.next)
  }

  /// Creates a one-page list of `items`, followed by the page at `nextCursor`, if any.
  public init(_ items: [Item], nextCursor: Cursor? = nil) {
    self.init(pages: [Page(items: items, next: nextCursor)])
  }

  init(storage: PagedListStorage<Item>, count: Int, pageCount: Int, nextCursor: Cursor?) {
    self.storage = storage
    self.count = count
    self.pageCount = pageCount
    self.nextCursor = nextCursor
  }

  /// Whether another page exists.
  public var hasMore: Bool { nextCursor != nil }

  /// The list followed by `page`: its items appended, its cursor the next one.
  ///
  /// Writes only `page`'s items when this copy is the newest of its storage (always, for a ``PageLoader``);
  /// otherwise the items are first copied into storage of their own, so older copies never change, and no two
  /// lists on one storage have the same page count (see `PageLoader`'s `isSameCopy(as:)`).
  @MainActor
  func appending(_ page: Page<Item, Cursor>) -> Self {
    var storage = self.storage
    // An older copy can hold as many items as the newest one (the pages after it were empty): the page count
    // tells them apart.
    if storage.count != count || storage.pageCount != pageCount {
      storage = PagedListStorage()
      storage.append(contentsOf: self)
    }
    storage.append(contentsOf: page.items)
    // Saturated: a list decoded from hostile data may claim `Int.max` pages.
    storage.pageCount = pageCount < .max ? pageCount + 1 : .max
    return Self(storage: storage, count: storage.count, pageCount: storage.pageCount, nextCursor: page.next)
  }
}

extension PagedList: Sendable where Item: Sendable, Cursor: Sendable {}

extension PagedList: RandomAccessCollection {
  /// The position of the first item: 0.
  public var startIndex: Int { 0 }
  /// The position after the last item: ``count``.
  public var endIndex: Int { count }

  /// The item at `position`, which must be in `0..<count`.
  public subscript(position: Int) -> Item {
    precondition(position >= 0 && position < count, "PagedList index out of range")
    return storage.element(at: position)
  }
}
