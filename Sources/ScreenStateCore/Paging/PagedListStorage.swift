/// Where one page of a ``PagedList`` sits in its storage, and the cursors around it.
struct PageRecord<Cursor> {
  /// The index in the storage of the page's first item.
  var itemStart: Int
  /// How many items the page has.
  var itemCount: Int
  /// The cursor the page was asked for with (`nil` for a first page asked for without one).
  var cursor: Cursor?
  /// The cursor of the page after it.
  package var next: Cursor?
  /// The cursor of the page before it.
  var previous: Cursor?
}

/// The items and pages of one paged list and of every snapshot of it: two append-only logs (see `AppendLog`).
///
/// `@unchecked Sendable`: a snapshot reads only what was written before it was made; appends come from one writer.
final class PagedListStorage<Item, Cursor>: @unchecked Sendable {
  /// Constant: snapshots on any thread read through them while the writer appends.
  let items = AppendLog<Item>()
  let pages = AppendLog<PageRecord<Cursor>>()
  /// How many items and pages are written; read and changed by the writer only.
  private(set) var itemCount = 0
  private(set) var pageCount = 0

  init() {}

  deinit {
    items.destroy(count: itemCount)
    pages.destroy(count: pageCount)
  }

  /// Appends a page's items and its record; returns the record.
  func append(_ page: Page<Item, Cursor>, cursor: Cursor?) {
    let start = itemCount
    for item in page.items {
      items.append(item, at: itemCount)
      itemCount += 1
    }
    pages.append(
      PageRecord(
        itemStart: start, itemCount: page.items.count, cursor: cursor, next: page.next, previous: page.previous),
      at: pageCount)
    pageCount += 1
  }

  /// Appends a copy of page `record` of `source`: its items (copied in runs, not one by one) and its cursors.
  func append(_ record: PageRecord<Cursor>, of source: PagedListStorage) {
    let start = itemCount
    items.append(contentsOf: record.itemStart..<record.itemEnd, of: source.items, at: itemCount)
    itemCount += record.itemCount
    var copied = record
    copied.itemStart = start
    pages.append(copied, at: pageCount)
    pageCount += 1
  }

  /// Replaces the item at `index`; only for storage no snapshot shares.
  func replaceItem(at index: Int, with item: Item) {
    items.replace(at: index, with: item)
  }
}
