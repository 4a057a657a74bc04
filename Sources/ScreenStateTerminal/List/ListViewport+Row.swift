extension ListViewport {
  /// One visible row handed to a row renderer by ``ListViewport/draw(on:in:row:)``.
  public struct Row: Hashable, Sendable {
    /// The item's index in the list.
    public let index: Int
    /// Whether the item is the selected one.
    public let isSelected: Bool
    /// The cells the row may draw into: one row high, as wide as the list.
    public let rect: TextRect
  }
}
