// Append-only storage shared by every `PagedList` snapshot of one list. Appending writes only the new elements:
// nothing already stored is copied or moved, whatever the count and however many snapshots are held (a view's last
// value, an announcement, a test's recorder). Elements live in chunks whose capacities double (16, 32, 64, …), so a
// chunk is never reallocated and an index finds its chunk with one bit count; the directory of chunks has a fixed
// size, enough for any `Int` count, so it never moves either.
//
// Why it is safe to share: a snapshot reads only indices below its own end, and those elements, and the directory
// slots of their chunks, were written before the snapshot was made and are never written again (unless the storage
// is uniquely referenced, see `PagedList`'s subscript setter). New elements go to higher indices only. Appends come
// from one writer at a time (the kind that owns the list, on the main actor); a snapshot that is not the storage's
// tip is copied before it is appended to.

/// The chunks of one log of elements; its owner keeps the count of elements written, and destroys it.
///
/// It has no mutable state of its own, so that a reader on another thread never touches memory a writer changes:
/// the directory pointer is constant, and the count is the owner's (read by the writer only).
struct AppendLog<Element> {
  /// The capacity of the first chunk; chunk `k` holds `firstChunkCapacity << k` elements.
  static var firstChunkCapacity: Int { 16 }
  /// Enough chunks for `Int.max` elements.
  private static var directoryCapacity: Int { Int.bitWidth }

  private let directory: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>

  init() {
    directory = .allocate(capacity: Self.directoryCapacity)
    directory.initialize(repeating: nil, count: Self.directoryCapacity)
  }

  /// Deinitializes the `count` elements written and frees the chunks; the log is unusable afterwards.
  func destroy(count: Int) {
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

  /// The element at `index`, which must be below the count of elements written.
  @inline(__always) func element(at index: Int) -> Element {
    let (chunk, offset) = Self.location(of: index)
    return directory[chunk].unsafelyUnwrapped[offset]
  }

  /// Replaces the element at `index`, which must be below the count written. Only for a log no snapshot shares.
  func replace(at index: Int, with element: Element) {
    let (chunk, offset) = Self.location(of: index)
    directory[chunk].unsafelyUnwrapped[offset] = element
  }

  /// Writes the elements of `source` in `range` at `index` onwards, which must be the count of elements written so
  /// far (the owner then adds `range.count`): a run of each chunk at a time (a copy of memory for plain values).
  func append(contentsOf range: Range<Int>, of source: AppendLog<Element>, at index: Int) {
    var from = range.lowerBound
    var to = index
    while from < range.upperBound {
      let (sourceChunk, sourceOffset) = Self.location(of: from)
      let (chunk, offset) = Self.location(of: to)
      if offset == 0 {
        directory[chunk] = .allocate(capacity: Self.firstChunkCapacity << chunk)
      }
      let count = Swift.min(
        range.upperBound - from, (Self.firstChunkCapacity << sourceChunk) - sourceOffset,
        (Self.firstChunkCapacity << chunk) - offset)
      (directory[chunk].unsafelyUnwrapped + offset).initialize(
        from: source.directory[sourceChunk].unsafelyUnwrapped + sourceOffset, count: count)
      from += count
      to += count
    }
  }

  /// Writes `element` at `index`, which must be the count of elements written so far (the owner then adds one).
  func append(_ element: Element, at index: Int) {
    let (chunk, offset) = Self.location(of: index)
    if offset == 0 {
      directory[chunk] = .allocate(capacity: Self.firstChunkCapacity << chunk)
    }
    (directory[chunk].unsafelyUnwrapped + offset).initialize(to: element)
  }
}
