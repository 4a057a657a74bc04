extension PagedList: Equatable where Item: Equatable, Cursor: Equatable {
  /// Whether both lists hold equal items, as many pages and the same next cursor.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count, lhs.pageCount == rhs.pageCount, lhs.nextCursor == rhs.nextCursor else {
      return false
    }
    // Copies of one list share their storage: equal without looking at the items.
    return lhs.storage === rhs.storage || lhs.elementsEqual(rhs)
  }
}

extension PagedList: Hashable where Item: Hashable, Cursor: Hashable {
  /// Hashes the items, the page count and the next cursor.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
    hasher.combine(pageCount)
    hasher.combine(nextCursor)
  }
}

extension PagedList: Codable where Item: Codable, Cursor: Codable {
  private enum CodingKeys: String, CodingKey {
    case items, pageCount, nextCursor
  }

  /// Decodes a list written by ``encode(to:)``; a negative page count is a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let items = try container.decode([Item].self, forKey: .items)
    let pageCount = try container.decode(Int.self, forKey: .pageCount)
    guard pageCount >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .pageCount, in: container, debugDescription: "a page count cannot be negative")
    }
    let storage = PagedListStorage<Item>()
    storage.append(contentsOf: items)
    storage.pageCount = pageCount
    self.init(
      storage: storage, count: storage.count, pageCount: pageCount,
      nextCursor: try container.decodeIfPresent(Cursor.self, forKey: .nextCursor))
  }

  /// Encodes the items, the page count and the next cursor.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Array(self), forKey: .items)
    try container.encode(pageCount, forKey: .pageCount)
    try container.encodeIfPresent(nextCursor, forKey: .nextCursor)
  }
}

extension PagedList: CustomStringConvertible {
  /// A summary such as `PagedList(60 items in 3 pages, more after "c3")`.
  public var description: String {
    let more = nextCursor.map { "more after \(String(reflecting: $0))" } ?? "no more"
    return "PagedList(\(count) items in \(pageCount) pages, \(more))"
  }
}
