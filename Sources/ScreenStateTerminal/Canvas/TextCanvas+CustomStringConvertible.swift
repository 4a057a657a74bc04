extension TextCanvas: CustomStringConvertible {
  /// The canvas's ``plainText``, so a canvas prints as the screen it holds.
  public var description: String { plainText }
}
