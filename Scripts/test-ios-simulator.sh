#!/bin/sh
# Runs the UIKit adapter against the real UIKit in an iOS simulator, on a Mac with Xcode (the workflow's ios-simulator
# job): the scenarios of AdapterTests/Tests/UIKitAdapterTests/Scenarios (the same files the fake of UIKit runs on
# Linux) hosted in the examples' app, and the accessibility audit of the UIKit example screens
# (`performAccessibilityAudit()`), from AppleTests/project.yml.
#
# No Xcode project is kept in the repository: XcodeGen (pinned below, downloaded into .build-xcodegen once)
# generates AppleTests/ScreenStateAppleTests.xcodeproj, then `xcodebuild test` runs its AppleTests scheme on the
# first available iPhone simulator, or on the one named DEVICE ("iPhone 17").
#
# Usage: Scripts/test-ios-simulator.sh
# POSIX sh: the workflow runs it with macOS's sh (a bash 3.2).
set -eu
cd "$(dirname "$0")/.."

xcodegen_version=2.45.4
xcodegen=.build-xcodegen/$xcodegen_version/xcodegen/bin/xcodegen
if [ ! -x "$xcodegen" ]; then
  mkdir -p ".build-xcodegen/$xcodegen_version"
  curl -fsSL -o ".build-xcodegen/$xcodegen_version/xcodegen.zip" \
    "https://github.com/yonaskolb/XcodeGen/releases/download/$xcodegen_version/xcodegen.zip"
  unzip -q -o ".build-xcodegen/$xcodegen_version/xcodegen.zip" -d ".build-xcodegen/$xcodegen_version"
fi
"$xcodegen" generate --spec AppleTests/project.yml --project AppleTests

# The first available iPhone, by its UDID, as `simctl` lists them ("    iPhone 17 (UDID) (Shutdown)"; a name may hold
# parentheses of its own, "iPhone SE (3rd generation)").
if [ -n "${DEVICE:-}" ]; then
  destination="platform=iOS Simulator,name=$DEVICE"
else
  udid=$(xcrun simctl list devices available |
    sed -n 's/^ *iPhone.* (\([0-9A-F-]\{36\}\)) (.*/\1/p' | head -n 1)
  if [ -z "$udid" ]; then
    echo "error: no iPhone simulator is available (xcrun simctl list devices available)" >&2
    exit 1
  fi
  destination="platform=iOS Simulator,id=$udid"
fi
echo "Testing on $destination"

# Code signing is not needed on a simulator; macros and plug-ins of the package's dependencies are trusted here as
# they are by `swift build`.
xcodebuild test \
  -project AppleTests/ScreenStateAppleTests.xcodeproj \
  -scheme AppleTests \
  -destination "$destination" \
  -derivedDataPath .build-xcode-ios \
  -skipMacroValidation \
  -skipPackagePluginValidation \
  CODE_SIGNING_ALLOWED=NO
