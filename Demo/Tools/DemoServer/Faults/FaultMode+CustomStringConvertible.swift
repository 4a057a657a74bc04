extension FaultMode: CustomStringConvertible {
  /// The canonical command-line spelling, such as `maintenance:120`; ``FaultArgumentParser`` reads it back.
  public var description: String { FaultArgumentParser.argument(for: self) }
}
