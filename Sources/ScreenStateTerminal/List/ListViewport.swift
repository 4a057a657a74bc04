// The viewport is the whole scrolling logic of a list, as a value: which rows are visible follows from the
// item count, the height and the selection, plus the previous offset (so that scrolling is minimal: the
// list only moves when the selection would leave the screen). Drawing reads `visibleRange` and nothing
// else, which is what keeps a frame's cost proportional to the screen, not to the list.

/// The scroll position of a list that shows `visibleHeight` of its `itemCount` rows and keeps its
/// selection on screen.
///
/// Every mutation re-establishes the invariants: the selection is a valid index (or `nil` for an empty
/// list), it is inside ``visibleRange``, the list scrolled as little as possible to get it there, and
/// no rows are left empty below the last item when the list is longer than the viewport.
///
/// ```swift
/// var viewport = ListViewport(itemCount: posts.count, visibleHeight: 20)
/// viewport.moveSelection(by: 25)           // selection 25, offset 6: rows 6..<26 visible
/// viewport.scrollIndicator                 // "7–26 of 100"
/// viewport.update(itemCount: posts.count, visibleHeight: newHeight)   // after a resize or a reload
/// ```
public struct ListViewport: Hashable, Sendable {
  /// The number of items in the list; never negative.
  public private(set) var itemCount: Int
  /// The number of rows the list has on screen; never negative.
  public private(set) var visibleHeight: Int
  /// The selected index, or `nil` when the list is empty.
  public private(set) var selectedIndex: Int?
  /// The index of the first visible item.
  public private(set) var offset: Int

  /// Creates a viewport scrolled to show `selectedIndex` (clamped into the list).
  public init(itemCount: Int, visibleHeight: Int, selectedIndex: Int = 0) {
    self.itemCount = max(0, itemCount)
    self.visibleHeight = max(0, visibleHeight)
    self.selectedIndex = nil
    self.offset = 0
    normalize(selecting: selectedIndex)
  }

  /// The indices of the items on screen, in order: at most ``visibleHeight`` of them.
  public var visibleRange: Range<Int> {
    offset..<min(itemCount, offset + visibleHeight)
  }

  /// Whether the list has more items than fit, so that some are scrolled out of view.
  public var isScrollable: Bool { itemCount > visibleHeight }

  /// Where the visible rows sit in the list, one-based, as in `"12–31 of 10000"`.
  ///
  /// A single visible row gives `"12 of 10000"`; nothing visible gives `"0 of 10000"`.
  public var scrollIndicator: String {
    let range = visibleRange
    switch range.count {
    case 0: return "0 of \(itemCount)"
    case 1: return "\(range.lowerBound + 1) of \(itemCount)"
    default: return "\(range.lowerBound + 1)–\(range.upperBound) of \(itemCount)"
    }
  }

  /// Selects the item at `index`, clamped into the list, scrolling as little as needed to show it.
  public mutating func select(_ index: Int) {
    normalize(selecting: index)
  }

  /// Moves the selection by `delta` items (negative is up), stopping at the first and last item.
  public mutating func moveSelection(by delta: Int) {
    guard let selectedIndex else { return }
    let (moved, overflow) = selectedIndex.addingReportingOverflow(delta)
    normalize(selecting: overflow ? (delta < 0 ? Int.min : Int.max) : moved)
  }

  /// Adopts a new item count or height (after a reload or a resize), keeping the selection where it can.
  public mutating func update(itemCount: Int, visibleHeight: Int) {
    self.itemCount = max(0, itemCount)
    self.visibleHeight = max(0, visibleHeight)
    normalize(selecting: selectedIndex ?? 0)
  }

  /// Clamps `index` into the list, selects it, and scrolls minimally from the current offset to show it.
  private mutating func normalize(selecting index: Int) {
    guard itemCount > 0 else {
      selectedIndex = nil
      offset = 0
      return
    }
    let selected = min(max(index, 0), itemCount - 1)
    selectedIndex = selected
    guard visibleHeight > 0 else {
      offset = selected
      return
    }
    var newOffset = offset
    if selected < newOffset {
      newOffset = selected
    } else if selected >= newOffset + visibleHeight {
      newOffset = selected - visibleHeight + 1
    }
    // No empty rows below the last item while there are items above the first visible one.
    offset = min(max(newOffset, 0), max(0, itemCount - visibleHeight))
  }
}
