extension ListViewport {
  /// Moves the selection for a navigation key and reports whether the key was one.
  ///
  /// Up and Down move by one item, Page Up and Page Down by a screenful less one row (so a row of
  /// context stays visible), Home and End to the first and last item. Other keys are left for the caller.
  ///
  /// ```swift
  /// if case .key(let key) = event, viewport.handle(key) { redraw() }
  /// ```
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    let page = max(1, visibleHeight - 1)
    switch key {
    case .up: moveSelection(by: -1)
    case .down: moveSelection(by: 1)
    case .pageUp: moveSelection(by: -page)
    case .pageDown: moveSelection(by: page)
    case .home: select(0)
    case .end: select(itemCount - 1)
    default: return false
    }
    return true
  }
}
