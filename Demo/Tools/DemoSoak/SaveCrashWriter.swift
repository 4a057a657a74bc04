import Foundation
import ScreenState

/// What `demo-soak --write-forever DIR` does: writes a large value under one key of a `FileResourcePersistence`,
/// generation after generation, so that a `kill -9` from another process most likely lands in the middle of a
/// write. The test that kills it checks the file is whole afterwards (issue 17: nothing saved is ever half a value).
public enum SaveCrashWriter {
  /// The key written.
  public static let key: ResourceKey = "big"

  /// One generation of the value: about 300 KB of JSON, long enough to take a while to write.
  public struct Generation: Codable, Equatable, Sendable {
    /// Which generation this is.
    public var generation: Int
    /// Rows that name their generation, so that a mix of two generations is told from one.
    public var rows: [String]

    /// Generation `generation`, whole.
    public init(generation: Int) {
      self.generation = generation
      rows = (0..<4_000).map { "row \($0) of generation \(generation), long enough to take a while to write" }
    }
  }

  /// Writes generation 0, 1, 2, … to `directory` until the process is killed, calling `written` after each.
  public static func run(directory: URL, written: (Int) -> Void) -> Never {
    let persistence = FileResourcePersistence(directory: directory)
    var generation = 0
    while true {
      persistence.write(Generation(generation: generation), for: key)
      written(generation)
      generation += 1
    }
  }
}
