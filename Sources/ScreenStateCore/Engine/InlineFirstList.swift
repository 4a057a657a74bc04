/// A short unordered list whose first element is stored inline: a loader almost always has one request
/// task and one waiter, and an array allocates storage for its first element (and keeps it afterwards).
struct InlineFirstList<Element> {
  private var head: Element?
  private var rest: [Element] = []

  var first: Element? { head ?? rest.first }

  func first(where predicate: (Element) -> Bool) -> Element? {
    if let head, predicate(head) { return head }
    return rest.first(where: predicate)
  }

  mutating func append(_ element: Element) {
    if head == nil { head = element } else { rest.append(element) }
  }

  /// Removes and returns the first element matching `predicate`.
  mutating func remove(where predicate: (Element) -> Bool) -> Element? {
    if let head, predicate(head) {
      self.head = nil
      return head
    }
    guard let index = rest.firstIndex(where: predicate) else { return nil }
    return rest.remove(at: index)
  }

  /// Removes every element matching `predicate`, calling `removed` with each.
  mutating func removeAll(where predicate: (Element) -> Bool, removed: (Element) -> Void = { _ in }) {
    if let head, predicate(head) {
      self.head = nil
      removed(head)
    }
    guard !rest.isEmpty else { return }
    rest.removeAll { element in
      guard predicate(element) else { return false }
      removed(element)
      return true
    }
  }

  func forEach(_ body: (Element) -> Void) {
    if let head { body(head) }
    rest.forEach(body)
  }
}
