/// A random number generator that always returns the same bits and counts how often it is asked.
///
/// `0` makes `Double.random(in: 0..<1)` return 0 (every flaky request fails); `UInt64.max` makes it return the
/// largest value below 1 (only a failure rate of 1 fails).
struct ConstantRandomNumberGenerator: RandomNumberGenerator, Sendable {
  let value: UInt64
  private(set) var drawCount = 0

  init(_ value: UInt64) {
    self.value = value
  }

  mutating func next() -> UInt64 {
    drawCount += 1
    return value
  }
}
