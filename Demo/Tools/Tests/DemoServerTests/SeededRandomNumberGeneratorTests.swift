import Testing

@testable import DemoServer

@Suite("Seeded random number generator")
struct SeededRandomNumberGeneratorTests {
  @Test("matches the published SplitMix64 sequence")
  func knownSequence() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test("the same seed repeats, another seed differs")
  func repeats() {
    var first = SeededRandomNumberGenerator(seed: 99)
    var second = SeededRandomNumberGenerator(seed: 99)
    var other = SeededRandomNumberGenerator(seed: 100)
    let firstValues = (0..<10).map { _ in first.next() }
    #expect(firstValues == (0..<10).map { _ in second.next() })
    #expect(firstValues != (0..<10).map { _ in other.next() })
  }
}
