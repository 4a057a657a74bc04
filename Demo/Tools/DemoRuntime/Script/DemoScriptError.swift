/// A `--script` step that cannot be understood.
public struct DemoScriptError: Error, Hashable, CustomStringConvertible {
  /// The step's position in the script, from 1.
  public var position: Int
  /// The step as written.
  public var step: String
  /// Why it was rejected and what would be accepted.
  public var reason: String

  /// Creates an error.
  public init(position: Int, step: String, reason: String) {
    self.position = position
    self.step = step
    self.reason = reason
  }

  /// A sentence for the terminal, such as `script step 2 "fualt:500": unknown step; expected …`.
  public var description: String { "script step \(position) \"\(step)\": \(reason)" }
}
