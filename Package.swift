// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScreenState",
  defaultLocalization: "en",
  platforms: [
    .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    // The umbrella and its layers: every module a client loads is a dependency its builds see change.
    .library(name: "ScreenState", targets: ["ScreenState"] + screenStateLayers),
    .library(name: "ScreenStateTesting", targets: ["ScreenStateTesting"]),
    .library(name: "ScreenStateTerminal", targets: ["ScreenStateTerminal"]),
    .library(name: "ScreenStateSnapshotTesting", targets: ["ScreenStateSnapshotTesting"]),
    // Logs, metrics and signposts of the events; the only product that depends on swift-log and swift-metrics.
    .library(name: "ScreenStateObservability", targets: ["ScreenStateObservability"]),
    // Empty modules where SwiftUI or UIKit do not exist; Scripts/typecheck-adapters.sh checks them on Linux.
    .library(name: "ScreenStateSwiftUI", targets: ["ScreenStateSwiftUI"]),
    .library(name: "ScreenStateUIKit", targets: ["ScreenStateUIKit"]),
  ],
  traits: [
    // Opt-in, in every configuration alike: an app decides itself where it shows the inspector (DEBUG, Staging).
    .trait(name: "StoreInspectorView", description: "ScreenStateSwiftUI's StoreInspectorView, a view of a store's keys"),
  ],
  dependencies: [
    // Test-only: SwiftPM does not resolve a dependency's test-only packages for its users.
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Documentation only (`swift package generate-documentation`); no target depends on it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Only ScreenStateSnapshotTesting depends on it: the other libraries stay dependency-free.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // Only ScreenStateObservability depends on these two.
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
  ],
  targets: [
    // The core in layers, each a target, so the compiler keeps every arrow pointing down: values and the request
    // engine; the data kinds, the store, mutations and the outbox; presentation and screens. What a layer offers the
    // next is `package`; apps import the one `ScreenState` module, which re-exports the three.
    .target(name: "ScreenStateCore"),
    .target(name: "ScreenStateData", dependencies: ["ScreenStateCore"]),
    // The default texts (English and German) are resources: Resources/<language>.lproj/Localizable.strings.
    .target(
      name: "ScreenStatePresentation", dependencies: ["ScreenStateCore", "ScreenStateData"],
      resources: [.process("Resources")]),
    .target(name: "ScreenState", dependencies: ["ScreenStateCore", "ScreenStateData", "ScreenStatePresentation"]),
    .target(name: "ScreenStateTesting", dependencies: screenState),
    .target(name: "ScreenStateTerminal", dependencies: screenState),
    .target(
      name: "ScreenStateSnapshotTesting",
      dependencies: screenState + [
        "ScreenStateTerminal",
        "ScreenStateTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .target(
      name: "ScreenStateObservability",
      dependencies: screenState + [
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Metrics", package: "swift-metrics"),
      ]
    ),
    .target(name: "ScreenStateSwiftUI", dependencies: screenState),
    .target(name: "ScreenStateUIKit", dependencies: screenState),
    .testTarget(
      name: "ScreenStateTests",
      dependencies: [
        // The layers too, for the tests of their package and internal types (the lane, the outbox's queue).
        "ScreenState", "ScreenStateCore", "ScreenStateData", "ScreenStatePresentation",
        "ScreenStateTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "ScreenStateTestingTests", dependencies: screenState + ["ScreenStateTesting"]),
    // The bridge to swift-log and swift-metrics, checked with their in-memory test doubles.
    .testTarget(
      name: "ScreenStateObservabilityTests",
      dependencies: screenState + [
        "ScreenStateObservability",
        "ScreenStateTesting",
        .product(name: "InMemoryLogging", package: "swift-log"),
        .product(name: "MetricsTestKit", package: "swift-metrics"),
      ]
    ),
    // Compiles the README's stories screen, runs it on a virtual clock, and checks the README shows its examples
    // verbatim.
    .testTarget(name: "ReadmeTests", dependencies: screenState + ["ScreenStateTesting"]),
    // Compiles every Swift example of the ScreenState and ScreenStateTerminal DocC catalogs, runs the cheap ones, and
    // checks each article shows them verbatim. TypeChecked/ holds the examples of SwiftUI, UIKit and a tool's entry
    // point, which Scripts/typecheck-adapters.sh type-checks against the shims.
    .testTarget(
      name: "DocCExampleTests",
      dependencies: screenState + ["ScreenStateTesting", "ScreenStateTerminal", "ScreenStateSnapshotTesting"],
      exclude: ["TypeChecked"]
    ),
    .testTarget(
      name: "ScreenStateTerminalTests", dependencies: screenState + ["ScreenStateTerminal", "ScreenStateTesting"]),
    // Text snapshots of whole screens through the ScreenStateSnapshotTesting product; references in __Snapshots__.
    .testTarget(
      name: "ScreenStateSnapshotTestingTests",
      dependencies: screenState + ["ScreenStateSnapshotTesting"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// What a target of this package that uses the library depends on: the umbrella and each layer it re-exports, so
/// that a change in any layer rebuilds the target.
var screenState: [Target.Dependency] {
  (["ScreenState"] + screenStateLayers).map { .target(name: $0) }
}

/// The core's layers, lowest first, which the `ScreenState` module re-exports.
var screenStateLayers: [String] { ["ScreenStateCore", "ScreenStateData", "ScreenStatePresentation"] }
