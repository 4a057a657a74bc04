/// The randomness of retry jitter, shared by every kind made with one ``LoadingConfiguration``.
///
/// Inject a seeded generator in tests so that every wait is reproducible:
///
/// ```swift
/// let configuration = LoadingConfiguration(randomness: RandomSource(SeededRandomNumberGenerator(seed: 1)))
/// ```
///
/// Drawn from on the main actor only, where every kind decides its retries.
@MainActor
public final class RandomSource: Sendable {
  // Set by the initializer, then drawn from on the main actor only (`draw`).
  nonisolated(unsafe) private var generator: any RandomNumberGenerator

  /// A source drawing from `generator`.
  public nonisolated init(_ generator: some RandomNumberGenerator) {
    self.generator = generator
  }

  /// A source drawing from the system's generator.
  public nonisolated convenience init() {
    self.init(SystemRandomNumberGenerator())
  }

  /// Runs `body` with the generator.
  package func draw<Result>(_ body: (inout any RandomNumberGenerator) -> Result) -> Result {
    body(&generator)
  }
}
