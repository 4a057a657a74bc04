/// What taking an entity out of one cached value did.
enum EntityRemoval: Equatable {
  /// The value did not hold it.
  case none
  /// Its copies left the value (the items of a list), which holds the rest.
  case removed
  /// The value is the entity (a detail): nothing is left of it.
  case whole
  /// The value holds it in a shape the store cannot take it out of (an app's container).
  case unsupported
}
