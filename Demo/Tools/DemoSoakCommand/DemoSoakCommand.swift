import DemoSoak
import Foundation

/// `demo-soak [--requests N] [--seed S] [--mode board|transport|store]`: runs the board's models against the embedded
/// backend for N requests (100,000 by default) and prints the figures; exits 1 when a target is missed. The other
/// modes run one layer alone, to tell where memory grows. See `Benchmarks/soak.sh`. `--write-forever DIR` writes
/// one large saved value again and again until killed, for the test that kills it with SIGKILL (`SaveCrashWriter`).
/// `--outbox DIR --server URL [--likes N | --toggles N | --creates N]` runs the board's outbox in DIR against a backend in another
/// process (likes N posts first, or toggles the likes of N posts), until every change is sent, for the test that kills
/// it while it sends (`OutboxWriter`).
@main
struct DemoSoakCommand {
  /// Writes `line` at once, also into a pipe or a file (`print` is buffered there).
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  static func main() async {
    var requests = 100_000
    var seed: UInt64 = 17
    var mode = SoakOptions.Mode.board
    var server: URL?
    var serveSeconds: Int?
    var port = 0
    var writeDirectory: URL?
    var outboxDirectory: URL?
    var likes: Int?
    var toggles: Int?
    var creates: Int?
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--requests": requests = arguments.popFirst().flatMap { Int($0) } ?? requests
      case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
      case "--mode": mode = arguments.popFirst().flatMap { SoakOptions.Mode(rawValue: $0) } ?? mode
      case "--server": server = arguments.popFirst().flatMap { URL(string: $0) }
      case "--serve": serveSeconds = arguments.popFirst().flatMap { Int($0) }
      case "--port": port = arguments.popFirst().flatMap { Int($0) } ?? port
      case "--write-forever": writeDirectory = arguments.popFirst().map { URL(fileURLWithPath: $0, isDirectory: true) }
      case "--outbox": outboxDirectory = arguments.popFirst().map { URL(fileURLWithPath: $0, isDirectory: true) }
      case "--likes": likes = arguments.popFirst().flatMap { Int($0) }
      case "--toggles": toggles = arguments.popFirst().flatMap { Int($0) }
      case "--creates": creates = arguments.popFirst().flatMap { Int($0) }
      default:
        FileHandle.standardError.write(
          Data(
            "usage: demo-soak [--requests N] [--seed S] [--mode board|transport|store] [--server URL] | --serve SECONDS [--port N] | --write-forever DIR | --outbox DIR --server URL [--likes N | --toggles N | --creates N]\n"
              .utf8))
        exit(2)
      }
    }
    if let writeDirectory {
      SaveCrashWriter.run(directory: writeDirectory) { generation in say("written \(generation)") }
    }
    if let outboxDirectory {
      guard let server else {
        FileHandle.standardError.write(Data("demo-soak: --outbox needs --server URL\n".utf8))
        exit(2)
      }
      await OutboxWriter.run(
        directory: outboxDirectory, server: server, likes: likes, toggledPosts: toggles, createdPosts: creates
      ) { line in say(line) }
      exit(0)
    }
    do {
      if let serveSeconds {
        try await SoakRunner.serve(seconds: serveSeconds, port: port) { line in say(line) }
        exit(0)
      }
      var options = SoakOptions(requests: requests, seed: seed, mode: mode)
      options.server = server
      let report = try await SoakRunner.run(options) { line in say(line) }
      say(report.description)
      exit(report.metTargets ? 0 : 1)
    } catch {
      FileHandle.standardError.write(Data("demo-soak: \(error)\n".utf8))
      exit(2)
    }
  }
}
