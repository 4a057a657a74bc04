// swift-tools-version: 6.1
// The benchmarks of ScreenState, in their own package so that the library's users never build the harness.
// Run them with `Benchmarks/run.sh` from the repository root (see Benchmarks/BENCHMARKS.md).
import PackageDescription

let package = Package(
  name: "ScreenStateBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ScreenState", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What the benchmarks share: sample data, the hand-written view models they compare against, a
    // notification counter.
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        .product(name: "ScreenState", package: "ScreenState"),
        .product(name: "Benchmark", package: "benchmark"),
      ]
    ),
    benchmark("Notifications"),
    benchmark("Transitions"),
    benchmark("ManyLoaders"),
    benchmark("Layout"),
    benchmark("TerminalFrame", extra: [.product(name: "ScreenStateTerminal", package: "ScreenState")]),
    benchmark("Store"),
    benchmark("Pages"),
    benchmark("Persistence"),
    // Not a package-benchmark target: a live key flooded for seconds on the real clock, run by run.sh after them.
    .executableTarget(
      name: "live-flood", dependencies: ["BenchmarkSupport", .product(name: "ScreenState", package: "ScreenState")],
      path: "Flood"),
  ],
  swiftLanguageModes: [.v6]
)

/// A package-benchmark executable target whose sources are in `Benchmarks/<name>/`, its benchmarks in `<name>.swift`.
func benchmark(_ name: String, extra: [Target.Dependency] = []) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      "BenchmarkSupport",
      .product(name: "ScreenState", package: "ScreenState"),
      .product(name: "Benchmark", package: "benchmark"),
    ] + extra,
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
