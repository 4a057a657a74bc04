import BenchmarkSupport
import Foundation
import ScreenState

/// A live key flooded for a while at a steady rate, on the real clock: how many notifications a screen of the key
/// receives each second, how far behind the latest element the screen is, and resident memory along the run.
///
///     swift run -c release --package-path Benchmarks live-flood [elements-per-second [seconds]]
///
/// Two keys are flooded one after the other: one fed whole values (`follow(_:)`), one fed updates that each add to the
/// value (`follow(_:apply:)`), so every element counts and none may be lost.
@main
@MainActor
struct LiveFlood {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst().compactMap(Int.init)
    let rate = arguments.first ?? 100_000
    let seconds = arguments.dropFirst().first ?? 10
    print(
      "live flood: \(rate) elements a second for \(seconds) s, \(ProcessInfo.processInfo.activeProcessorCount) cores")
    for mode in Mode.allCases {
      await flood(mode, rate: rate, seconds: seconds)
    }
  }

  enum Mode: String, CaseIterable {
    case wholeValues = "whole values"
    case updates = "updates"
  }

  static func flood(_ mode: Mode, rate: Int, seconds: Int) async {
    let store = ResourceStore(configuration: LoadingConfiguration(attemptTimeout: nil))
    let total = store.resource("total") { () async throws -> Int in 0 }
    await total.load()
    let notifications = NotificationCounter { _ = total.state }
    let sent = Sent()
    let source = Flood(rate: rate, seconds: seconds, sent: sent)
    switch mode {
    case .wholeValues: total.follow(source.counts)
    case .updates: total.follow(source.increments) { value, increment in value += increment }
    }
    var perSecond: [Int] = []
    var resident: [Int] = []
    var lag: [Int] = []
    var last = 0
    for _ in 0..<seconds {
      try? await Task.sleep(for: .seconds(1))
      perSecond.append(notifications.count - last)
      last = notifications.count
      resident.append(residentBytes())
      lag.append(sent.count - (total.state.value ?? 0))
    }
    // The rest arrives within a frame or two once the flood stops.
    try? await Task.sleep(for: .milliseconds(200))
    let shown = total.state.value ?? 0
    total.unfollow()
    let sorted = perSecond.sorted()
    print("\n== \(mode.rawValue)")
    print(
      "elements sent: \(sent.count), the value shown at the end: \(shown) (\(shown == sent.count ? "every element" : "MISSING \(sent.count - shown)"))"
    )
    print(
      "notifications a second: median \(sorted[sorted.count / 2]), max \(sorted.last ?? 0), each second \(perSecond)")
    print("elements behind the sequence at each second: \(lag)")
    print("resident memory (MiB) at each second: \(resident.map { String(format: "%.1f", Double($0) / 1_048_576) })")
    if let first = resident.first, let end = resident.last {
      print(
        String(
          format: "resident growth from the first second to the last: %+.1f %%", (Double(end) / Double(first) - 1) * 100
        ))
    }
  }

  /// Resident memory of this process, from `/proc/self/statm`; 0 where there is none.
  static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}

/// The elements sent so far, from the flooding thread.
final class Sent: @unchecked Sendable {
  private let lock = NSLock()
  private var total = 0
  var count: Int { lock.withLock { total } }
  func add(_ count: Int) { lock.withLock { total += count } }
}

/// A sequence sending `rate` elements a second for `seconds`, in a burst every millisecond.
struct Flood: Sendable {
  let rate: Int
  let seconds: Int
  let sent: Sent

  /// The whole values 1, 2, 3…
  @Sendable func counts() -> AsyncStream<Int> { values(counting: true) }

  /// The increment 1, each time.
  @Sendable func increments() -> AsyncStream<Int> { values(counting: false) }

  private func values(counting: Bool) -> AsyncStream<Int> {
    AsyncStream { continuation in
      let task = Task.detached {
        let burst = max(rate / 1_000, 1)
        let start = ContinuousClock.now
        var count = 0
        for tick in 1...(seconds * 1_000) {
          for _ in 0..<burst {
            count += 1
            continuation.yield(counting ? count : 1)
          }
          sent.add(burst)
          try? await Task.sleep(until: start + .milliseconds(tick), clock: .continuous)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
