// swift-tools-version: 6.1
import PackageDescription

// The demo lives in its own package so that the ScreenState library never resolves an HTTP server or an argument
// parser. The arrows point one way: `demo` → `DemoRuntime` → `DemoTerminal` (→ ScreenStateTerminal) → `DemoApp`
// (→ ScreenState), and `DemoRuntime` → `DemoServer`.
//
// `Sources/` is the app, what a developer would copy: `DemoApp` is the client an iOS app would be (HTTP clients and
// screen models on ScreenState), and talks to the backend over HTTP only; `DemoTerminal` is its terminal UI, which
// draws and forwards keys and decides nothing; `demo` is the command. `Tools/` is what lets the app run anywhere
// with one command, and is no part of the example: `DemoServer`, the backend with its switchable faults, and
// `DemoRuntime`, which embeds it, switches its faults and plays `--script`.
let package = Package(
  name: "ScreenStateDemo",
  // Hummingbird 2 needs macOS 14.
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DemoServer", targets: ["DemoServer"]),
    .library(name: "DemoApp", targets: ["DemoApp"]),
    .executable(name: "demo", targets: ["demo"]),
    .executable(name: "demo-soak", targets: ["demo-soak"]),
  ],
  dependencies: [
    .package(name: "ScreenState", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // No traits: the backend needs neither swift-configuration support nor full Foundation, and leaving them off
    // keeps the first build shorter.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    // Already in Hummingbird's graph (nothing more is fetched or built); named because DemoServer imports these
    // modules itself: HTTP field names, a silent default logger, and the listening channel's address.
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    // Also in Hummingbird's graph: the backend runs its server in a service group and stops it by a graceful
    // shutdown rather than by cancelling it.
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
  ],
  targets: [
    // The embedded HTTP backend: posts, health, status, version and switchable faults. Its fault logic is pure
    // (`ResponsePlanner`); only `Server/` knows about Hummingbird.
    .target(
      name: "DemoServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      path: "Tools/DemoServer"
    ),
    // The demo client, written as an iOS app would be: URLSession clients, and the feed, error-screen gallery,
    // colour picker and board as platform-neutral models built on ScreenState. It knows the backend only through
    // HTTP.
    .target(
      name: "DemoApp",
      dependencies: [
        .product(name: "ScreenState", package: "ScreenState")
      ]
    ),
    // The app's terminal UI: the screens (the board among them) drawn with ScreenStateTerminal, a header and a
    // status line, the keys, and the interactive loop. Pure drawing and key mapping, plus `DemoTerminalUI`, which
    // runs them.
    .target(
      name: "DemoTerminal",
      dependencies: [
        "DemoApp",
        .product(name: "ScreenStateTerminal", package: "ScreenState"),
      ]
    ),
    // What runs the client against a backend: the embedded server (or `--server`), fault switching through the
    // backend's own API, and the non-interactive `--script` mode.
    .target(
      name: "DemoRuntime",
      dependencies: ["DemoApp", "DemoServer", "DemoTerminal"],
      path: "Tools/DemoRuntime"
    ),
    // A long run of the board's models against the embedded backend: random screens, posts, faults and offline
    // switches, then what is still alive is counted (issue 17's soak). `Benchmarks/soak.sh` runs it.
    .target(name: "DemoSoak", dependencies: ["DemoApp", "DemoServer"], path: "Tools/DemoSoak"),
    .executableTarget(name: "demo-soak", dependencies: ["DemoSoak"], path: "Tools/DemoSoakCommand"),
    .executableTarget(
      name: "demo",
      dependencies: [
        "DemoRuntime",
        "DemoTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "DemoServerTests",
      dependencies: ["DemoServer"],
      path: "Tools/Tests/DemoServerTests"
    ),
    .testTarget(
      name: "DemoAppTests",
      dependencies: [
        "DemoApp", "DemoRuntime", "DemoServer", "DemoSoak", "DemoTerminal",
        .product(name: "ScreenStateTerminal", package: "ScreenState"),
        .product(name: "ScreenStateTesting", package: "ScreenState"),
      ]
    ),
    // Text snapshots of every screen of the demo in every state, through the ScreenStateSnapshotTesting product;
    // references in __Snapshots__. Pure drawing: no backend runs (DemoServer only lends its sample posts).
    .testTarget(
      name: "DemoTerminalTests",
      dependencies: [
        "DemoApp",
        "DemoServer",
        "DemoTerminal",
        .product(name: "ScreenStateSnapshotTesting", package: "ScreenState"),
        .product(name: "ScreenStateTesting", package: "ScreenState"),
        .product(name: "ScreenStateTerminal", package: "ScreenState"),
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
