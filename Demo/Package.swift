// swift-tools-version: 6.1
import PackageDescription

// The demo lives in its own package so that the ScreenState library never resolves an HTTP server.
// To add the client: append `.package(name: "ScreenState", path: "..")` and swift-argument-parser to
// `dependencies`, then an `.executableTarget(name: "demo", ...)` depending on "DemoServer" and its test target to
// `targets`; nothing below needs to change.
let package = Package(
  name: "ScreenStateDemo",
  // Hummingbird 2 needs macOS 14.
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "DemoServer", targets: ["DemoServer"]),
  ],
  dependencies: [
    // No traits: the backend needs neither swift-configuration support nor full Foundation, and leaving them off
    // keeps the first build shorter.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    // Already in Hummingbird's graph (nothing more is fetched or built); named because DemoServer imports these
    // modules itself: HTTP field names, a silent default logger, and the listening channel's address.
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
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
      ]
    ),
    .testTarget(
      name: "DemoServerTests",
      dependencies: ["DemoServer"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
