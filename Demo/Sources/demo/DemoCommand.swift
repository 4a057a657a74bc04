import ArgumentParser
import DemoApp
import DemoRuntime
import DemoServer
import Foundation

/// `demo`: the ScreenState demo, a client of a real HTTP backend embedded in the same process.
@main
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "The ScreenState demo: a posts feed, error screens and a colour picker, against a real HTTP backend.",
    discussion: """
      The backend runs inside the demo on 127.0.0.1 unless --server names another. Switch its faults with --fault \
      and --latency to see every loading, empty and error state.

      Fault modes: \(FaultArgumentParser.faultModeSyntax).
      Latencies: \(FaultArgumentParser.latencySyntax).
      Script steps: \(DemoScriptParser.syntax).

      Example: demo --script "wait fault:500 refresh wait dismiss reopen wait"
      """)

  @Option(
    help: ArgumentHelp("The backend's fault mode at start.", valueName: "mode"),
    transform: { try FaultArgumentParser.faultMode($0) })
  var fault: FaultMode?

  @Option(
    help: ArgumentHelp("Latency added to every answer of the backend, such as 800ms or 2s.", valueName: "duration"),
    transform: { try FaultArgumentParser.latency($0) })
  var latency: Duration?

  @Option(help: ArgumentHelp("Use the demo backend at this address instead of the embedded one.", valueName: "URL"))
  var server: String?

  @Option(help: ArgumentHelp("The embedded backend's port; 0 picks a free one.", valueName: "n"))
  var port: Int = 0

  @Option(help: "The screen shown first.")
  var screen: ScreenChoice = .posts

  @Option(
    help: ArgumentHelp(
      "Run without a terminal UI: play these steps and print a plain-text frame after each.", valueName: "steps"))
  var script: String?

  @Option(help: ArgumentHelp("Seed the flaky mode so the same requests fail on every run.", valueName: "n"))
  var seed: UInt64?

  @Flag(help: "Run only the embedded backend, for another demo's --server, until Ctrl-C.")
  var serve = false

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    if let server {
      guard serverURL(server) != nil else {
        throw ValidationError("--server needs an http or https address such as http://127.0.0.1:8080")
      }
      guard port == 0 else { throw ValidationError("--port sets the embedded backend's port; --server replaces it") }
      guard !serve else { throw ValidationError("--serve runs the embedded backend; --server replaces it") }
    }
    if serve, script != nil { throw ValidationError("--serve runs only the backend; it plays no script") }
    if let script {
      do {
        _ = try DemoScriptParser.parse(script)
      } catch {
        throw ValidationError(error.description)
      }
    }
  }

  func run() async throws {
    if serve {
      try await Self.serve(port: port, faults: FaultConfiguration(mode: fault ?? .healthy, latency: latency ?? .zero), seed: seed)
      return
    }
    let steps: [DemoScriptStep]
    if let script {
      steps = try DemoScriptParser.parse(script)
    } else {
      Self.note("the interactive terminal UI is not wired in yet; printing the first settled frame (see --script)")
      steps = [.wait]
    }
    let options = DemoOptions(
      server: server.flatMap(serverURL), port: port, faultMode: fault, latency: latency, flakySeed: seed,
      screen: screen.screen)
    try await Self.play(steps, options: options)
  }

  @MainActor
  private static func play(_ steps: [DemoScriptStep], options: DemoOptions) async throws {
    let session = try await DemoSession.start(options)
    note("\(options.server == nil ? "embedded backend" : "server") at \(session.serverURL.absoluteString)")
    let runner = DemoScriptRunner(app: session.app) { frame in
      // Flushed per frame, so a pipe reading the frames sees each as soon as it is drawn.
      FileHandle.standardOutput.write(Data(frame.utf8))
    }
    await runner.run(steps)
    await session.stop()
  }

  private static func serve(port: Int, faults: FaultConfiguration, seed: UInt64?) async throws {
    let backend = DemoBackend(
      port: port, faults: faults,
      randomNumberGenerator: seed.map { SeededRandomNumberGenerator(seed: $0) }
        ?? SystemRandomNumberGenerator() as any RandomNumberGenerator & Sendable)
    do {
      try await backend.start()
    } catch {
      throw ValidationError(error.description)
    }
    let address = await backend.baseURL?.absoluteString ?? "?"
    note("serving \(address) (faults \(FaultArgumentParser.argument(for: faults.mode)), Ctrl-C stops)")
    await TerminationSignal.wait()
    await backend.stop()
  }

  /// Diagnostics go to standard error, so that standard output holds only frames and can be compared with a file.
  private static func note(_ message: String) {
    FileHandle.standardError.write(Data("demo: \(message)\n".utf8))
  }

  private func serverURL(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      url.host != nil
    else { return nil }
    return url
  }
}
