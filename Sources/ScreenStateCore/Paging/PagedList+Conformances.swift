extension PagedList: Equatable where Item: Equatable, Cursor: Equatable {
  /// Whether both lists hold equal pages: the same items, split the same way, with the same cursors between them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count, lhs.pageCount == rhs.pageCount else { return false }
    // Copies of one list share their storage: equal without looking at the items.
    if lhs.isSameCopy(as: rhs) { return true }
    return lhs.hasSameShape(as: rhs, cursorsEqual: { $0 == $1 }) && lhs.elementsEqual(rhs)
  }
}

extension PagedList: Hashable where Item: Hashable, Cursor: Hashable {
  /// Hashes the items, the page count and the cursors around the list.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
    hasher.combine(pageCount)
    hasher.combine(nextCursor)
    hasher.combine(previousCursor)
  }
}

extension PagedList: Codable where Item: Codable, Cursor: Codable {
  private enum CodingKeys: String, CodingKey {
    case pages, firstCursor
    // The format before page boundaries were kept: every item as one page.
    case items, nextCursor, pageCount
  }

  /// Decodes a list written by ``encode(to:)`` (or by an earlier version, as a single page).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.pages) {
      self.init(
        pages: try container.decode([Page<Item, Cursor>].self, forKey: .pages),
        firstCursor: try container.decodeIfPresent(Cursor.self, forKey: .firstCursor))
    } else {
      let items = try container.decode([Item].self, forKey: .items)
      if let pageCount = try container.decodeIfPresent(Int.self, forKey: .pageCount), pageCount < 0 {
        throw DecodingError.dataCorruptedError(
          forKey: .pageCount, in: container, debugDescription: "a page count cannot be negative")
      }
      self.init(items, nextCursor: try container.decodeIfPresent(Cursor.self, forKey: .nextCursor))
    }
  }

  /// Encodes the pages (their items and cursors) and the cursor of the first one.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(pages, forKey: .pages)
    try container.encodeIfPresent(firstPageCursor, forKey: .firstCursor)
  }
}

extension PagedList: CustomStringConvertible {
  /// A summary such as `PagedList(60 items in 3 pages, more after "c3")`.
  public var description: String {
    let more = nextCursor.map { "more after \(String(reflecting: $0))" } ?? "no more"
    return "PagedList(\(count) items in \(pageCount) pages, \(more))"
  }
}

extension PagedList: SharedStorageComparable {
  package func sharesStorage(with other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isSameCopy(as: other)
  }
}
