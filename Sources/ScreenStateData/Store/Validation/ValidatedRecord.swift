import ScreenStateCore

/// A record whose key may be fed by a conditional exchange, whatever its value's type: what the store reads of its
/// validators.
@MainActor
protocol ValidatedRecord {
  /// The validators of the value shown, if any.
  var validators: HTTPValidators? { get }
}

extension StoreRecord: ValidatedRecord {
  var validators: HTTPValidators? { validation?.validators }
}
