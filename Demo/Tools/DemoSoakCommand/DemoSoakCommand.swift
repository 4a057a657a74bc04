import DemoSoak
import Foundation

/// `demo-soak [--requests N] [--seed S]`: runs the board's models against the embedded backend for N requests
/// (100,000 by default) and prints the figures; exits 1 when a target is missed. See `Benchmarks/soak.sh`.
@main
struct DemoSoakCommand {
  static func main() async {
    var requests = 100_000
    var seed: UInt64 = 17
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
      switch argument {
      case "--requests": requests = arguments.popFirst().flatMap { Int($0) } ?? requests
      case "--seed": seed = arguments.popFirst().flatMap { UInt64($0) } ?? seed
      default:
        FileHandle.standardError.write(Data("usage: demo-soak [--requests N] [--seed S]\n".utf8))
        exit(2)
      }
    }
    do {
      let report = try await SoakRunner.run(SoakOptions(requests: requests, seed: seed)) { line in print(line) }
      print(report)
      exit(report.metTargets ? 0 : 1)
    } catch {
      FileHandle.standardError.write(Data("demo-soak: \(error)\n".utf8))
      exit(2)
    }
  }
}
