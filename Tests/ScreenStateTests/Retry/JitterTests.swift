import ScreenState
import ScreenStateTesting
import Testing

/// Each jitter's bounds, over many draws of a seeded generator.
struct JitterTests {
  static let draws = 10_000
  static let delay = Duration.seconds(8)

  /// Draws `draws` jittered delays, in seconds.
  private func sample(_ jitter: Jitter, seed: UInt64 = 2024) -> [Double] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return (0..<Self.draws).map { _ in jitter.apply(to: Self.delay, using: &generator).inSeconds }
  }

  private func expectSpread(
    _ samples: [Double], over range: ClosedRange<Double>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let low = samples.min()!
    let high = samples.max()!
    #expect(low >= range.lowerBound, "min \(low)", sourceLocation: sourceLocation)
    #expect(high <= range.upperBound, "max \(high)", sourceLocation: sourceLocation)
    // Uniform over the range: the extremes are approached and the mean sits in the middle.
    let width = range.upperBound - range.lowerBound
    #expect(low < range.lowerBound + width * 0.01, "min \(low)", sourceLocation: sourceLocation)
    #expect(high > range.upperBound - width * 0.01, "max \(high)", sourceLocation: sourceLocation)
    let mean = samples.reduce(0, +) / Double(samples.count)
    let middle = (range.lowerBound + range.upperBound) / 2
    #expect(abs(mean - middle) < width * 0.02, "mean \(mean)", sourceLocation: sourceLocation)
  }

  @Test func noneIsExactlyTheDelay() {
    #expect(sample(.none).allSatisfy { $0 == 8 })
  }

  @Test func fullIsBetweenZeroAndTheDelay() {
    expectSpread(sample(.full), over: 0...8)
  }

  @Test func equalIsBetweenHalfAndAllOfTheDelay() {
    expectSpread(sample(.equal), over: 4...8)
  }

  @Test func proportionalScalesByOneMinusToOnePlusTheFraction() {
    expectSpread(sample(.proportional(0.25)), over: 6...10)
  }

  @Test func proportionalClampsTheFractionToZeroThroughOne() {
    expectSpread(sample(.proportional(3)), over: 0...16)
    #expect(sample(.proportional(-1)).allSatisfy { $0 == 8 })
    #expect(sample(.proportional(0)).allSatisfy { $0 == 8 })
  }

  @Test(arguments: [Jitter.none, .full, .equal, .proportional(0.5)])
  func aZeroDelayStaysZero(_ jitter: Jitter) {
    var generator = SeededRandomNumberGenerator(seed: 3)
    #expect(jitter.apply(to: .zero, using: &generator) == .zero)
  }

  @Test(arguments: [Jitter.full, .equal, .proportional(0.5)])
  func theSameSeedGivesTheSameDelays(_ jitter: Jitter) {
    #expect(sample(jitter, seed: 99) == sample(jitter, seed: 99))
    #expect(sample(jitter, seed: 99) != sample(jitter, seed: 100))
  }
}
