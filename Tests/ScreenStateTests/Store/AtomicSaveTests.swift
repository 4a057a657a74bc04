import Foundation
import ScreenState
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed (`kill -9`) while it writes a key leaves that key's file whole: the value before, or a value
/// written after it, never part of one.
@Suite(.timeLimit(.minutes(1)))
struct AtomicSaveTests {
  struct Big: Codable, Equatable {
    var generation: Int
    var rows: [String]

    init(generation: Int) {
      self.generation = generation
      rows = (0..<4_000).map { "row \($0) of generation \(generation), long enough to take a while to write" }
    }
  }

  static let key: ResourceKey = "big"

  @Test func aProcessKilledWhileWritingLeavesTheFileWhole() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateAtomicSave-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.path
    // The child writes generation 0, then writes generation after generation on a thread of its own, and kills
    // itself with SIGKILL from another once a few are written: most likely in the middle of a write.
    await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
      let persistence = FileResourcePersistence(directory: URL(fileURLWithPath: path, isDirectory: true))
      persistence.write(Big(generation: 0), for: AtomicSaveTests.key)
      let written = ManagedCounter()
      let writer = Thread {
        var generation = 1
        while true {
          persistence.write(Big(generation: generation), for: AtomicSaveTests.key)
          written.increment()
          generation += 1
        }
      }
      writer.start()
      while written.value < 3 { sched_yield() }
      _ = kill(getpid(), SIGKILL)
    }
    let logs = LogLines()
    let persistence = FileResourcePersistence(directory: directory, log: logs.log)
    let saved = try #require(persistence.read(Big.self, for: Self.key))
    #expect(saved.value == Big(generation: saved.value.generation))
    #expect(saved.value.generation >= 3)
    #expect(logs.lines.isEmpty)
  }
}
