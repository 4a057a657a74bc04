import ScreenStateCore

/// How a value fed by a conditional exchange is saved: with the validators that describe it, so that a relaunch
/// revalidates it.
struct ValidatedCopy<Value: Codable>: Codable {
  var value: Value
  var validators: HTTPValidators?
}

extension ValidatedCopy: Sendable where Value: Sendable {}
