// TODO(terminal): item 4 of issue 5, NOT REGISTERED in Package.swift yet.
//
// ScreenStateTerminal's renderer is being written; once it exists, this target measures the rendering of one
// frame of a list screen with 20 rows and with 10,000 rows, side by side in the same run, against the
// target "a 10,000-row frame costs at most 1.2x a 20-row frame" (the renderer should draw only the rows that
// fit the terminal). To enable it:
// 1. add `benchmark("TerminalFrame", extra: [.product(name: "ScreenStateTerminal", package: "ScreenState")])`
//    to the targets in Benchmarks/Package.swift;
// 2. replace `renderFrame` below with the renderer's call (a fixed terminal size, e.g. 80x24, and a
//    deterministic spinner frame);
// 3. record the figures and the ratio in BENCHMARKS.md.
//
// import Benchmark
// import BenchmarkSupport
// import ScreenState
// import ScreenStateTerminal
//
// func rows(_ count: Int) -> [Post] {
//   (1...count).map { Post(id: $0, title: "Post number \($0)", body: "Body \($0)") }
// }
//
// let benchmarks: @Sendable () -> Void = {
//   let configuration = Benchmark.Configuration(
//     metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount], scalingFactor: .kilo)
//   for count in [20, 10_000] {
//     let state = Loadable<[Post], any Error>.loaded(rows(count))
//     Benchmark("Terminal frame: list of \(count) rows", configuration: configuration) { benchmark in
//       for _ in benchmark.scaledIterations {
//         blackHole(renderFrame(state, width: 80, height: 24))  // TODO: ScreenStateTerminal's renderer
//       }
//     }
//   }
// }
