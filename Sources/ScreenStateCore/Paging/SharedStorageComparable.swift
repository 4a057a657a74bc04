/// A value whose copies can tell cheaply that they are one storage, seen the same way: equal without comparing their
/// elements (a paginated list whose items were changed in place by another copy is not one of them).
package protocol SharedStorageComparable {
  /// Whether `other` is a copy of this value over the same storage and range.
  func sharesStorage(with other: Any) -> Bool
}
