import DemoSoak
import Foundation
import ScreenState
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process killed with SIGKILL while it writes a saved value leaves the file whole: the value before, or one
/// written after it, never part of one. The writer is `demo-soak --write-forever`, a real process built beside these
/// tests; this test kills it from outside, as the system would.
@Suite(.timeLimit(.minutes(1)))
struct KillDuringSaveTests {
  /// `demo-soak`, which `swift test` builds in the directory of the test bundle.
  static var writerExecutable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("demo-soak")
  }

  @Test func aProcessKilledWhileWritingLeavesTheFileWhole() throws {
    let executable = Self.writerExecutable
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "demo-soak is built beside the tests by `swift test --package-path Demo`")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ScreenStateKillDuringSave-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let process = Process()
    process.executableURL = executable
    process.arguments = ["--write-forever", directory.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    // Three generations written, the fourth most likely under way: then SIGKILL.
    var printed = ""
    while !printed.contains("written 3\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }  // the writer ended by itself: the checks below say how
      printed += String(decoding: chunk, as: UTF8.self)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)

    let logged = Mutex<[String]>([])
    let persistence = FileResourcePersistence(directory: directory) { line in logged.withLock { $0.append(line) } }
    let saved = try #require(persistence.read(SaveCrashWriter.Generation.self, for: SaveCrashWriter.key))
    #expect(saved.value == SaveCrashWriter.Generation(generation: saved.value.generation), "one generation, whole")
    #expect(saved.value.generation >= 3)
    #expect(logged.withLock { $0 }.isEmpty)
  }
}
