/// The entities of a paginated list's first or last page: what a store indexes when a page is appended or
/// prepended, instead of the whole list again.
protocol PageEntities {
  var firstPageEntities: [EntityKey] { get }
  var lastPageEntities: [EntityKey] { get }
}

extension PagedList: PageEntities where Item: Identifiable {
  var firstPageEntities: [EntityKey] {
    pageEnd > pageStart ? entities(ofPage: pageStart) : []
  }

  var lastPageEntities: [EntityKey] {
    pageEnd > pageStart ? entities(ofPage: pageEnd - 1) : []
  }

  private func entities(ofPage index: Int) -> [EntityKey] {
    let record = storage.pages.element(at: index)
    return (record.itemStart..<record.itemEnd).map { EntityKey(storage.items.element(at: $0)) }
  }
}
