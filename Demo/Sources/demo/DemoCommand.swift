import ArgumentParser
import DemoApp
import DemoRuntime
import DemoServer
import DemoTerminal
import Foundation
import ScreenStateTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo`: the ScreenState demo, a client of a real HTTP backend embedded in the same process.
@main
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract:
      "The ScreenState demo: a posts feed, error screens, a colour picker and a neighbourhood board, against a real "
      + "HTTP backend.",
    discussion: """
      The backend runs inside the demo on 127.0.0.1 unless --server names another. Switch its faults with --fault \
      and --latency, or with keys while the demo runs, to see every loading, empty and error state.

      Keys: p e c B screens (posts, error screens, colours, the board); / the board's search (every printable key \
      then types, Esc leaves); Tab and arrows move focus; Enter presses, or opens the selected post on the board; \
      Esc dismisses, or goes back on the board; r refreshes; R reopens the feed with nothing kept; L likes a post, \
      or unlikes it; 0-9 fault presets; d drip, h hang, k reset, t 429; P the board's page 3 fails, K likes fail; \
      o offline; n back online; l latency; [ ] gallery pages; a b m x colour picker; ? every key; q or Ctrl-C quits.

      Fault modes: \(FaultArgumentParser.faultModeSyntax).
      Latencies: \(FaultArgumentParser.latencySyntax).
      Script steps: \(DemoScriptParser.syntax).

      Example: demo --script "wait fault:500 refresh wait dismiss reopen wait"
      Example: demo --screen board --script "wait end wait open:3 wait fault:like-fail like wait back search:lost wait"
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

  @Option(
    help: ArgumentHelp(
      "The frame size of --script (80x24 by default) and of output that is not a terminal: \(FrameSize.syntax).",
      valueName: "COLSxROWS"))
  var size: FrameSize?

  @Option(help: ArgumentHelp("Seed the flaky mode so the same requests fail on every run.", valueName: "n"))
  var seed: UInt64?

  @Option(
    name: .customLong("cache-dir"),
    help: ArgumentHelp(
      "Where the board keeps its feed's first page and the posts opened, for an offline start "
        + "(default: \(DemoOptions.defaultCacheDirectory.path)).",
      valueName: "path"))
  var cacheDirectory: String?

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
    if serve, size != nil { throw ValidationError("--serve runs only the backend; it draws no frames") }
    if serve, cacheDirectory != nil { throw ValidationError("--serve runs only the backend; it keeps no cache") }
    if cacheDirectory?.isEmpty == true { throw ValidationError("--cache-dir needs a directory") }
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
      try await Self.serve(
        port: port, faults: FaultConfiguration(mode: fault ?? .healthy, latency: latency ?? .zero), seed: seed)
      return
    }
    let options = DemoOptions(
      server: server.flatMap(serverURL), port: port, faultMode: fault, latency: latency, flakySeed: seed,
      screen: screen.screen,
      cacheDirectory: cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? DemoOptions.defaultCacheDirectory,
      watchesNetwork: true)
    if let script {
      try await Self.play(try DemoScriptParser.parse(script), options: options, size: size?.size ?? .standard)
    } else {
      try await Self.interact(options: options, size: size?.size)
    }
  }

  @MainActor
  private static func play(_ steps: [DemoScriptStep], options: DemoOptions, size: TerminalSize) async throws {
    let session = try await DemoSession.start(options)
    note("\(options.server == nil ? "embedded backend" : "server") at \(session.serverURL.absoluteString)")
    let runner = DemoScriptRunner(app: session.app, size: size) { frame in
      // Flushed per frame, so a pipe reading the frames sees each as soon as it is drawn.
      FileHandle.standardOutput.write(Data(frame.utf8))
    }
    await runner.run(steps)
    await session.stop()
  }

  /// The terminal UI, until q or Ctrl-C; on SIGINT, SIGTERM or SIGHUP the session restores the terminal and exits.
  ///
  /// When standard output is not a terminal, frames are written as plain text as the screen changes; if the input
  /// then ends before a key quits (a pipe, `/dev/null`), the demo waits for the screen to settle and writes it once
  /// more, so `demo < /dev/null | cat` shows the loaded feed.
  @MainActor
  private static func interact(options: DemoOptions, size: TerminalSize?) async throws {
    let session = try await DemoSession.start(options)
    // Written before the terminal switches to the UI's screen, so it is still there after the demo quits.
    note("\(options.server == nil ? "embedded backend" : "server") at \(session.serverURL.absoluteString)")
    let ui = DemoTerminalUI(app: session.app)
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    await TerminalSession.run(input: .standardInput, output: output(size: size)) { terminal in
      await ui.run(in: terminal)
      if !terminal.isInteractive && !inputIsTerminal {
        await ui.waitUntilIdle()
        terminal.draw(ui.frame(size: terminal.size))
      }
    }
    await session.stop()
  }

  /// Standard output; when it is not a terminal and `--size` is given, a plain-text writer of frames of that size.
  private static func output(size: TerminalSize?) -> TerminalOutput {
    guard let size, isatty(STDOUT_FILENO) != 1 else { return .standardOutput }
    return TerminalOutput(isTerminal: false, size: size) { text in
      FileHandle.standardOutput.write(Data(text.utf8))
    }
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
