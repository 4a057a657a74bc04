// swift-tools-version: 6.1
import PackageDescription

// The UIKit adapter, run on Linux (and on macOS, which has no UIKit): Sources/ScreenStateUIKit compiled unmodified
// against Shims/UIKit built as a runnable module literally named UIKit, and driven by Swift Testing.
//
//   swift test --package-path AdapterTests
//
// Its own package, like Demo and Benchmarks, because of that module's name: a target named UIKit in the library's
// package would be built by any build of all its targets (Xcode's package scheme builds them for iOS, beside the
// real UIKit) and could shadow the real one; here no user of the library ever resolves it. The two targets below
// are symbolic links to the real directories (Sources/UIKit → ../../Shims/UIKit, Sources/ScreenStateUIKit →
// ../../Sources/ScreenStateUIKit): what runs is what ships.
let package = Package(
  name: "ScreenStateAdapterTests",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ScreenState", path: "..")
  ],
  targets: [
    // The fake of UIKit: the type-check's shim (UIKit.swift) and what only tests read (UIKitFake+Inspection.swift).
    .target(name: "UIKit", path: "Sources/UIKit"),
    // The adapter's own sources; a module name of its own, since the library's package has a ScreenStateUIKit.
    .target(
      name: "ScreenStateUIKitOnFake",
      dependencies: ["UIKit", .product(name: "ScreenState", package: "ScreenState")],
      path: "Sources/ScreenStateUIKit",
      exclude: ["ScreenStateUIKit.docc"]
    ),
    .testTarget(
      name: "UIKitAdapterTests",
      dependencies: [
        "UIKit", "ScreenStateUIKitOnFake",
        .product(name: "ScreenState", package: "ScreenState"),
        .product(name: "ScreenStateTesting", package: "ScreenState"),
      ],
      // Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`) that only Apple's SDKs have.
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
