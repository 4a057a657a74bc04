/// The items of every page loaded so far, in order, with the cursors of the pages around them.
///
/// A ``PageLoader`` (or a store's ``PagedResource``) shows it as its value, so a paginated screen is drawn like any
/// other: it is a `RandomAccessCollection` of its items (an empty first page shows the empty state), and ``hasMore``
/// says whether a footer should offer more.
///
/// ```swift
/// if case .loaded(let posts) = feed.state {
///   posts.count        // items of every page loaded
///   posts.pageCount    // pages loaded
///   posts.hasMore      // whether another page exists
///   posts.pages        // the pages themselves, as the server sent them
/// }
/// ```
///
/// Appending a page costs the same whatever the number of pages before it: the items live in storage that
/// every copy of the list shares and that only grows, so no earlier page is ever copied, even while views or
/// tests hold older copies. Dropping pages at either end (a list bounded by `maxPages`) costs nothing either. A copy
/// is a value: it keeps the items it had, whatever is appended later; changing an item (`list[3] = post`) copies
/// the items first unless no other copy shares them. Loading a page *before* the first one copies the list once.
public struct PagedList<Item, Cursor> {
  var storage: PagedListStorage<Item, Cursor>
  /// The storage's pages this list holds: `pageStart ..< pageEnd`.
  let pageStart: Int
  let pageEnd: Int
  /// The storage's items this list holds: `itemStart ..< itemEnd`.
  let itemStart: Int
  let itemEnd: Int

  /// Creates a list from pages already loaded, in order; the last page's `next` is the next one to load.
  ///
  /// Useful for previews, tests and a list restored from disk; a ``PageLoader`` builds its lists itself.
  ///
  /// - Parameters:
  ///   - pages: The pages, in order.
  ///   - firstCursor: The cursor the first page was asked for with, if it had one; each later page's is the `next`
  ///     of the page before it. A refresh that refetches the pages loaded starts there.
  public init(pages: [Page<Item, Cursor>], firstCursor: Cursor? = nil) {
    let storage = PagedListStorage<Item, Cursor>()
    var cursor = firstCursor
    for page in pages {
      storage.append(page, cursor: cursor)
      cursor = page.next
    }
    self.init(storage: storage, pages: 0..<storage.pageCount, items: 0..<storage.itemCount)
  }

  /// Creates a one-page list of `items`, followed by the page at `nextCursor`, if any.
  public init(_ items: [Item], nextCursor: Cursor? = nil) {
    self.init(pages: [Page(items: items, next: nextCursor)])
  }

  init(storage: PagedListStorage<Item, Cursor>, pages: Range<Int>, items: Range<Int>) {
    self.storage = storage
    pageStart = pages.lowerBound
    pageEnd = pages.upperBound
    itemStart = items.lowerBound
    itemEnd = items.upperBound
  }

  /// How many items this copy holds.
  public var count: Int { itemEnd - itemStart }
  /// How many pages were loaded.
  public var pageCount: Int { pageEnd - pageStart }

  /// The cursor (or page number) of the next page; `nil` when the last page is loaded.
  public var nextCursor: Cursor? { pageEnd > pageStart ? storage.pages.element(at: pageEnd - 1).next : nil }
  /// The cursor of the page before the first one loaded; `nil` when the first page is the list's beginning.
  public var previousCursor: Cursor? { pageEnd > pageStart ? storage.pages.element(at: pageStart).previous : nil }
  /// The cursor the first page loaded was asked for with; `nil` for a first page asked for without one.
  public var firstPageCursor: Cursor? { pageEnd > pageStart ? storage.pages.element(at: pageStart).cursor : nil }

  /// Whether another page exists after the last one loaded.
  public var hasMore: Bool { nextCursor != nil }
  /// Whether a page exists before the first one loaded.
  public var hasPrevious: Bool { previousCursor != nil }

  /// The pages loaded, in order, as the server sent them (their items, and their cursors).
  public var pages: [Page<Item, Cursor>] {
    (pageStart..<pageEnd).map { page(atStorageIndex: $0) }
  }

  /// The first `count` pages (all of them when there are fewer), as a list of its own.
  public func prefix(pages count: Int) -> Self {
    let kept = Swift.min(Swift.max(count, 0), pageCount)
    guard kept < pageCount else { return self }
    let end = kept == 0 ? itemStart : storage.pages.element(at: pageStart + kept - 1).itemEnd
    return Self(storage: storage, pages: pageStart..<(pageStart + kept), items: itemStart..<end)
  }

  private func page(atStorageIndex index: Int) -> Page<Item, Cursor> {
    let record = storage.pages.element(at: index)
    let items = (record.itemStart..<record.itemEnd).map { storage.items.element(at: $0) }
    return Page(items: items, next: record.next, previous: record.previous)
  }

  // MARK: - Growing and shrinking (the writer's side)

  /// Whether this copy ends where its storage ends, so a page can be appended in place.
  private var isStorageTip: Bool {
    storage.pageCount == pageEnd && storage.itemCount == itemEnd
  }

  /// The list followed by `page`, asked for with `cursor` (the current ``nextCursor``).
  ///
  /// Writes only `page`'s items when this copy is the newest of its storage (always, for a ``PageLoader``);
  /// otherwise the items are first copied into storage of their own, so older copies never change.
  package func appending(_ page: Page<Item, Cursor>, cursor: Cursor?) -> Self {
    var base = self
    if !isStorageTip { base = copied() }
    base.storage.append(page, cursor: cursor)
    return Self(
      storage: base.storage, pages: base.pageStart..<base.storage.pageCount,
      items: base.itemStart..<base.storage.itemCount)
  }

  /// The list followed by `page`, asked for with the current ``nextCursor``.
  package func appending(_ page: Page<Item, Cursor>) -> Self {
    appending(page, cursor: nextCursor)
  }

  /// The list preceded by `page`, asked for with `cursor` (the current ``previousCursor``). Copies the list.
  package func prepending(_ page: Page<Item, Cursor>, cursor: Cursor?) -> Self {
    let storage = PagedListStorage<Item, Cursor>()
    storage.append(page, cursor: cursor)
    copy(into: storage)
    return Self(storage: storage, pages: 0..<storage.pageCount, items: 0..<storage.itemCount)
  }

  /// The list without its first `count` pages.
  package func droppingFirstPages(_ count: Int) -> Self {
    let dropped = Swift.min(Swift.max(count, 0), pageCount)
    guard dropped > 0 else { return self }
    let start = dropped == pageCount ? itemEnd : storage.pages.element(at: pageStart + dropped).itemStart
    return Self(storage: storage, pages: (pageStart + dropped)..<pageEnd, items: start..<itemEnd)
  }

  /// The list without its last `count` pages.
  package func droppingLastPages(_ count: Int) -> Self {
    prefix(pages: pageCount - Swift.min(Swift.max(count, 0), pageCount))
  }

  /// The list without the items `shouldRemove` picks, in storage of its own: every page stays, with its cursors, even
  /// one left empty, so the next page still follows the last one.
  package func removingItems(where shouldRemove: (Item) -> Bool) -> Self {
    let kept = PagedListStorage<Item, Cursor>()
    for index in pageStart..<pageEnd {
      let record = storage.pages.element(at: index)
      let items = (record.itemStart..<record.itemEnd).map { storage.items.element(at: $0) }
      kept.append(
        Page(items: items.filter { !shouldRemove($0) }, next: record.next, previous: record.previous),
        cursor: record.cursor)
    }
    return Self(storage: kept, pages: 0..<kept.pageCount, items: 0..<kept.itemCount)
  }

  /// The cursor page `index` (0 for the first page of this copy) was asked for with; `nil` for a first page asked
  /// for without one, and for an index out of range.
  package func cursor(ofPage index: Int) -> Cursor? {
    guard index >= 0, index < pageCount else { return nil }
    return storage.pages.element(at: pageStart + index).cursor
  }

  /// The list with page `index` replaced by `page`, asked for with the cursor the old page had: the other pages and
  /// their cursors stay as they are. Copies the list once; an index out of range returns the list unchanged.
  package func replacingPage(at index: Int, with page: Page<Item, Cursor>) -> Self {
    guard index >= 0, index < pageCount else { return self }
    let target = PagedListStorage<Item, Cursor>()
    for offset in 0..<pageCount {
      let record = storage.pages.element(at: pageStart + offset)
      if offset == index {
        target.append(page, cursor: record.cursor)
      } else {
        target.append(record, of: storage)
      }
    }
    return Self(storage: target, pages: 0..<target.pageCount, items: 0..<target.itemCount)
  }

  /// Whether `other` is this very copy: the same storage and the same pages of it.
  package func isSameCopy(as other: Self) -> Bool {
    storage === other.storage && pageStart == other.pageStart && pageEnd == other.pageEnd
      && itemStart == other.itemStart && itemEnd == other.itemEnd
  }

  /// Whether `other` has the same pages (their number and cursors) whatever their items: a list whose items were
  /// changed in place keeps its shape, and a next page still extends it.
  package func hasSameShape(as other: Self, cursorsEqual: (Cursor?, Cursor?) -> Bool) -> Bool {
    guard pageCount == other.pageCount else { return false }
    if storage === other.storage, pageStart == other.pageStart { return true }
    for offset in 0..<pageCount {
      let mine = storage.pages.element(at: pageStart + offset)
      let theirs = other.storage.pages.element(at: other.pageStart + offset)
      guard mine.itemCount == theirs.itemCount, cursorsEqual(mine.next, theirs.next),
        cursorsEqual(mine.previous, theirs.previous)
      else { return false }
    }
    return true
  }

  private func copied() -> Self {
    let storage = PagedListStorage<Item, Cursor>()
    copy(into: storage)
    return Self(storage: storage, pages: 0..<storage.pageCount, items: 0..<storage.itemCount)
  }

  private func copy(into target: PagedListStorage<Item, Cursor>) {
    for index in pageStart..<pageEnd {
      target.append(storage.pages.element(at: index), of: storage)
    }
  }
}

extension PageRecord {
  /// The index in the storage after the page's last item.
  var itemEnd: Int { itemStart + itemCount }
}

extension PagedList: Sendable where Item: Sendable, Cursor: Sendable {}

extension PagedList: RandomAccessCollection, MutableCollection {
  /// The position of the first item: 0.
  public var startIndex: Int { 0 }
  /// The position after the last item: ``count``.
  public var endIndex: Int { count }

  /// The item at `position`, which must be in `0..<count`. Setting it changes this copy only.
  public subscript(position: Int) -> Item {
    get {
      precondition(position >= 0 && position < count, "PagedList index out of range")
      return storage.items.element(at: itemStart + position)
    }
    set {
      precondition(position >= 0 && position < count, "PagedList index out of range")
      if !isKnownUniquelyReferenced(&storage) { self = copied() }
      storage.replaceItem(at: itemStart + position, with: newValue)
    }
  }
}
