/// A min-heap of deadlines whose entries can be removed by handle: the structure behind ``TimerQueue``.
///
/// Insertion, removal and taking the earliest entry cost O(log n); a handle of an entry already removed (or taken)
/// removes nothing, even after its slot was reused. Entries with equal deadlines come out in insertion order.
package struct DeadlineHeap<Payload> {
  /// Names one entry; stale once the entry is removed.
  package struct Handle: Hashable, Sendable {
    fileprivate let slot: Int
    fileprivate let generation: UInt64
  }

  private struct Slot {
    var deadline: Duration
    var sequence: UInt64
    var generation: UInt64
    /// The slot's place in `heap`, or -1 when free.
    var position: Int
    var payload: Payload?
  }

  private var heap: [Int] = []
  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var sequence: UInt64 = 0
  private var generation: UInt64 = 0

  /// How many entries are in the heap.
  var count: Int { heap.count }
  var isEmpty: Bool { heap.isEmpty }

  /// The earliest deadline, if any.
  var earliest: Duration? { heap.first.map { slots[$0].deadline } }

  /// Adds `payload` due at `deadline`.
  mutating func insert(_ payload: Payload, at deadline: Duration) -> Handle {
    sequence &+= 1
    generation &+= 1
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = Slot(
        deadline: deadline, sequence: sequence, generation: generation, position: heap.count, payload: payload)
    } else {
      slot = slots.count
      slots.append(
        Slot(deadline: deadline, sequence: sequence, generation: generation, position: heap.count, payload: payload))
    }
    heap.append(slot)
    siftUp(heap.count - 1)
    return Handle(slot: slot, generation: generation)
  }

  /// Removes the entry of `handle` and returns its payload; `nil` when it is no longer in the heap.
  @discardableResult
  mutating func remove(_ handle: Handle) -> Payload? {
    guard handle.slot < slots.count, slots[handle.slot].generation == handle.generation,
      slots[handle.slot].position >= 0
    else { return nil }
    return removeEntry(at: slots[handle.slot].position)
  }

  /// Removes and returns the earliest entry if it is due at `now`.
  mutating func popDue(at now: Duration) -> Payload? {
    guard let first = heap.first, slots[first].deadline <= now else { return nil }
    return removeEntry(at: 0)
  }

  /// Removes every entry.
  mutating func removeAll() {
    heap.removeAll(keepingCapacity: true)
    slots.removeAll(keepingCapacity: true)
    freeSlots.removeAll(keepingCapacity: true)
  }

  private mutating func removeEntry(at position: Int) -> Payload? {
    let slot = heap[position]
    let payload = slots[slot].payload.take()
    let last = heap.count - 1
    if position != last {
      swapAt(position, last)
    }
    heap.removeLast()
    slots[slot].position = -1
    freeSlots.append(slot)
    if position < heap.count {
      siftDown(position)
      siftUp(position)
    }
    return payload
  }

  /// Reads the two slots' deadlines and sequences alone: a copy of a whole slot would copy its payload too (a retain
  /// and a release of a timer's target at every step of a sift).
  private func isEarlier(_ lhs: Int, _ rhs: Int) -> Bool {
    let left = heap[lhs]
    let right = heap[rhs]
    let leftDeadline = slots[left].deadline
    let rightDeadline = slots[right].deadline
    guard leftDeadline == rightDeadline else { return leftDeadline < rightDeadline }
    return slots[left].sequence < slots[right].sequence
  }

  private mutating func swapAt(_ i: Int, _ j: Int) {
    heap.swapAt(i, j)
    slots[heap[i]].position = i
    slots[heap[j]].position = j
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard isEarlier(child, parent) else { return }
      swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      var earliest = left
      if left + 1 < heap.count, isEarlier(left + 1, left) { earliest = left + 1 }
      guard isEarlier(earliest, parent) else { return }
      swapAt(earliest, parent)
      parent = earliest
    }
  }
}
