/// A small deterministic random number generator (SplitMix64), so that a flaky backend fails the same requests
/// on every run of a test or a scripted demo.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    // SplitMix64 (Steele, Lea and Flood, 2014): one addition and three mixing steps, with full 2^64 period.
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
