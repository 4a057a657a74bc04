/// The JSON error body the backend sends when it refuses a request on purpose, such as a 426 or a bad `/fault`.
struct APIErrorBody: Sendable, Hashable, Codable {
  /// A machine-readable code, such as `update_required`.
  var error: String
  /// A sentence for developers.
  var message: String
  /// The oldest client version served, present on a 426.
  var minimumVersion: String?
}
