// One synchronous transition, failed -> loaded, through `Loader.dismissFailure()` and by assigning the
// `Loadable` property of a plain `@Observable` class, timed in the same sample (1,000 models each, alternating
// which goes first). Built twice by ../specialization.sh: with `Loader` in its own module, as users get it,
// and compiled into this module, where the optimizer specializes it for `[Post]` (what `@inlinable` would give).
import Observation

#if SEPARATE
  import ScreenState
#endif

struct Post: Hashable, Sendable {
  let id: Int
  let title: String
}

enum APIError: Error, Equatable { case server }

@MainActor @Observable final class Plain {
  var state: Loadable<[Post], any Error>
  init(_ state: Loadable<[Post], any Error>) { self.state = state }
}

let posts = (1...20).map { Post(id: $0, title: "Post \($0)") }
// Not `clock`: compiled into one module with the library, a global of that name would shadow its properties.
let timer = ContinuousClock()
let count = 1_000

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

var loaderTimes: [Double] = []
var rawTimes: [Double] = []
var ratios: [Double] = []
for sample in 0..<320 {
  let loaders = (0..<count).map { _ in
    Loader<[Post], any Error>(.failed(APIError.server, previous: posts), retryPolicy: .never) { posts }
  }
  let models = (0..<count).map { _ in Plain(.failed(APIError.server, previous: posts)) }
  func timeLoader() -> Double {
    let start = timer.now
    for loader in loaders { loader.dismissFailure() }
    return nanoseconds(start.duration(to: timer.now)) / Double(count)
  }
  func timeRaw() -> Double {
    let start = timer.now
    for model in models { model.state = .loaded(posts) }
    return nanoseconds(start.duration(to: timer.now)) / Double(count)
  }
  var loader = 0.0
  var raw = 0.0
  if sample.isMultiple(of: 2) {
    loader = timeLoader()
    raw = timeRaw()
  } else {
    raw = timeRaw()
    loader = timeLoader()
  }
  if sample >= 20 {  // the first 20 samples warm up
    loaderTimes.append(loader)
    rawTimes.append(raw)
    ratios.append(loader / raw)
  }
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
  values.sorted()[Int(Double(values.count - 1) * fraction)]
}

func show(_ name: String, _ values: [Double], unit: String) {
  let p50 = (percentile(values, 0.5) * 100).rounded() / 100
  let p90 = (percentile(values, 0.9) * 100).rounded() / 100
  print("  \(name): p50 \(p50)\(unit), p90 \(p90)\(unit)")
}

#if SEPARATE
  print("Loader in its own module (as users get it), 300 samples:")
#else
  print("Loader compiled into the calling module (specialized), 300 samples:")
#endif
show("Loader.dismissFailure()", loaderTimes, unit: " ns")
show("raw assignment         ", rawTimes, unit: " ns")
show("paired ratio           ", ratios, unit: "x")
