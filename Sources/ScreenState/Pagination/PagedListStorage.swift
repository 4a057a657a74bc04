// Append-only storage shared by every `PagedList` snapshot of one list. Appending page N writes only that page's
// items: nothing already stored is copied or moved, whatever N is and however many snapshots are held (a view's
// last value, an announcement, a test's recorder). Elements live in chunks whose capacities double (16, 32,
// 64, …), so a chunk is never reallocated and an index finds its chunk with one bit count; the directory of
// chunks has a fixed size, enough for any `Int` count, so it never moves either.
//
// Why it is safe to share: a snapshot reads only indices below its own count, and those elements, and the
// directory slots of their chunks, were written before the snapshot was made and are never written again. New
// elements go to higher indices only. Appends come from one writer at a time (the main actor, through
// `PageLoader`); a snapshot that is not the storage's tip is copied before it is appended to.

/// The chunks of one paged list's items.
final class PagedListStorage<Element>: @unchecked Sendable {
  /// The capacity of the first chunk; chunk `k` holds `firstChunkCapacity << k` elements.
  static var firstChunkCapacity: Int { 16 }
  /// Enough chunks for `Int.max` elements.
  private static var directoryCapacity: Int { Int.bitWidth }

  private let directory: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>
  /// How many elements are written; only the writer reads it (and `deinit`, once no snapshot is left).
  private(set) var count = 0
  /// How many pages the newest list on this storage holds; only the writer reads and writes it. With `count`,
  /// it tells that list (the only one appended to in place) from older copies, which hold as many items when
  /// the pages after them were empty.
  var pageCount = 0

  init() {
    directory = .allocate(capacity: Self.directoryCapacity)
    directory.initialize(repeating: nil, count: Self.directoryCapacity)
  }

  deinit {
    var remaining = count
    var chunk = 0
    while remaining > 0, let elements = directory[chunk] {
      let written = min(remaining, Self.firstChunkCapacity << chunk)
      elements.deinitialize(count: written)
      remaining -= written
      chunk += 1
    }
    for index in 0..<Self.directoryCapacity {
      directory[index]?.deallocate()
    }
    directory.deinitialize(count: Self.directoryCapacity)
    directory.deallocate()
  }

  /// The chunk and the offset in it of element `index`.
  @inline(__always) private static func location(of index: Int) -> (chunk: Int, offset: Int) {
    // Chunks 0..<k hold firstChunkCapacity * (2^k - 1) elements.
    let scaled = index / firstChunkCapacity + 1
    let chunk = Int.bitWidth - 1 - scaled.leadingZeroBitCount
    return (chunk, index - firstChunkCapacity * ((1 << chunk) - 1))
  }

  /// The element at `index`, which must be below the count of the snapshot asking.
  @inline(__always) func element(at index: Int) -> Element {
    let (chunk, offset) = Self.location(of: index)
    return directory[chunk].unsafelyUnwrapped[offset]
  }

  /// Appends `elements` after the last one written. Only the writer calls it.
  func append(contentsOf elements: some Collection<Element>) {
    for element in elements {
      let (chunk, offset) = Self.location(of: count)
      if offset == 0 {
        directory[chunk] = .allocate(capacity: Self.firstChunkCapacity << chunk)
      }
      (directory[chunk].unsafelyUnwrapped + offset).initialize(to: element)
      count += 1
    }
  }
}
