#!/bin/sh
# Type-checks the SwiftUI and UIKit adapters, the example screens, the DocC examples that need SwiftUI, UIKit or an
# app's entry point (Tests/DocCExampleTests/TypeChecked), ScreenStateObservability's signposts and the core's Network
# sources (NetworkPathMonitor, the connection checks), on a machine without SwiftUI, UIKit, os or Network.
# Compile shims (Shims/Accessibility, Shims/SwiftUI, Shims/UIKit, Shims/BackgroundTasks, Shims/os, Shims/Network) are
# built as modules named Accessibility, SwiftUI, UIKit, BackgroundTasks, os and Network, so `canImport(SwiftUI)` is
# true and the adapter sources are checked unmodified: result builders, `some View` generics and actor isolation
# included (the outbox's background sending, ScreenStateUIKit's SystemBackgroundExecution, with BackgroundTasks). The
# shims never ship in a product.
#
# Then, for each platform the shims mark an API unavailable on (`@available(tvOS, unavailable)`, as Apple's
# documentation does), a pass of its own: the shims are rebuilt with that platform's marks made errors
# (`@available(*, unavailable)`), so an adapter using `UIFont.TextStyle.largeTitle` fails the tvOS pass here,
# before the workflow's tvOS job; the adapters' and examples' own marks for that platform are made errors alike, so
# that a declaration they keep off tvOS (`bind(refreshControl:)`) may use what tvOS lacks. On Linux `os(tvOS)` is false: a branch under `#if os(tvOS)` is not checked by
# these passes (the workflow's job, against the real SDK, checks it).
#
# Fails on any compiler error or warning. On a Mac, `--sdk` and `--target` check the same sources against the real
# SDK instead of the shims (the GitHub workflow does it for iOS, tvOS, watchOS, visionOS and macOS):
#
#   Scripts/typecheck-adapters.sh
#   Scripts/typecheck-adapters.sh --sdk iphonesimulator --target arm64-apple-ios17.0-simulator
#
# POSIX sh (no bash arrays): the workflow runs it on macOS, whose bash is 3.2; `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

sdk=""
target=""
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk=$2; shift 2 ;;
    --target) target=$2; shift 2 ;;
    *) echo "usage: $0 [--sdk SDK --target TRIPLE]" >&2; exit 2 ;;
  esac
done
sdk_path=""
if [ -n "$sdk" ]; then
  sdk_path=$(xcrun --sdk "$sdk" --show-sdk-path)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"

# Mirrors SwiftPM, which builds every target of a package with one package name (it matters: a
# conformance across two modules of one package must not be marked @retroactive).
swift_compile() {
  if [ -n "$sdk" ]; then
    xcrun --sdk "$sdk" swiftc -sdk "$sdk_path" ${target:+-target "$target"} \
      -swift-version 6 -parse-as-library -package-name screenstate "$@"
  else
    swiftc ${target:+-target "$target"} -swift-version 6 -parse-as-library -package-name screenstate "$@"
  fi
}

step() {
  step_name=$1
  shift
  echo "-- $step_name"
  if ! "$@" >"$log" 2>&1; then
    cat "$log"
    echo "error: $step_name failed" >&2
    exit 1
  fi
  if grep -q "warning:" "$log"; then
    cat "$log"
    echo "error: $step_name produced warnings" >&2
    exit 1
  fi
}

# emit_module NAME MODULE_DIR SOURCES...: emitting a module type-checks every declaration and body, and gives the
# modules after it something to import.
emit_module() {
  module_name=$1
  module_dir=$2
  shift 2
  swift_compile -emit-module -module-name "$module_name" -emit-module-path "$module_dir/$module_name.swiftmodule" \
    -package-name ScreenState -I "$module_dir" -I "$work/core" "$@"
}

# emit_core LABEL MODULE_DIR: the core's layers, each a module as SwiftPM builds them (package access across them),
# and the umbrella `ScreenState` that re-exports them.
emit_core() {
  label=$1
  module_dir=$2
  step "core ScreenStateCore$label" emit_module ScreenStateCore "$module_dir" \
    $(find Sources/ScreenStateCore -name '*.swift' | LC_ALL=C sort)
  step "core ScreenStateData$label" emit_module ScreenStateData "$module_dir" \
    $(find Sources/ScreenStateData -name '*.swift' | LC_ALL=C sort)
  step "core ScreenStatePresentation$label" emit_module ScreenStatePresentation "$module_dir" \
    $(find Sources/ScreenStatePresentation -name '*.swift' | LC_ALL=C sort) "$work/ResourceBundleAccessor.swift"
  step "core ScreenState$label" emit_module ScreenState "$module_dir" Sources/ScreenState/*.swift
}

# The sources passed to the compiler are listed unquoted; none may contain white space.
if find Sources/ScreenState Sources/ScreenStateCore Sources/ScreenStateData Sources/ScreenStatePresentation \
  Sources/ScreenStateSwiftUI Sources/ScreenStateUIKit Sources/ScreenStateTesting Sources/ScreenStateTerminal Examples \
  Shims AppleTests AdapterTests/Tests Tests/DocCExampleTests -name '*.swift' |
  grep -q '[[:space:]]'; then
  echo "error: a Swift file name contains white space, which this script cannot pass on" >&2
  exit 1
fi

# SwiftPM generates `Bundle.module` for a target with resources; swiftc alone does not. Type-checking needs only
# its declaration (this module is never run).
mkdir -p "$work/core"
cat >"$work/ResourceBundleAccessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
  static let module = Bundle.main
}
SWIFT
emit_core "" "$work/core"

# The core's sources under `canImport(Network)` (NetworkPathMonitor, the default monitor of a configuration on Apple
# platforms, and the connection checks through NWConnection and URLSession), which no Linux build compiles: the core
# again, against the Network shim (a module of its own; nothing after this step uses it), and against
# FoundationNetworking's URLSession. On a Mac, the step above compiled them against the real frameworks.
if [ -z "$sdk" ]; then
  mkdir -p "$work/network"
  step "shim Network" emit_module Network "$work/network" Shims/Network/Network.swift
  # Only the core's lowest layer imports Network; the layers above it are not compiled again.
  step "core ScreenStateCore with Network" emit_module ScreenStateCore "$work/network" \
    $(find Sources/ScreenStateCore -name '*.swift' | LC_ALL=C sort)
fi

# check_adapters LABEL MODULE_DIR UIKIT [PLATFORM]: the adapters, then each example alone (each is its own app), with
# the shared model and API. UIKit is "no" where UIKit has no views (watchOS) or none at all (macOS). With PLATFORM,
# the sources are checked as on it: their own `@available(PLATFORM, unavailable)` marks are made `*` too (as the shims'
# are), so that a declaration the sources keep off PLATFORM may use what the shims keep off it.
check_adapters() {
  label=$1
  modules=$2
  uikit=$3
  platform=${4:-}
  sources=.
  if [ -n "$platform" ]; then
    sources="$modules/sources"
    for file in $(find Sources/ScreenStateSwiftUI Sources/ScreenStateUIKit Examples -name '*.swift'); do
      mkdir -p "$sources/$(dirname "$file")"
      sed "s/@available($platform, unavailable/@available(*, unavailable/" "$file" >"$sources/$file"
    done
  fi
  # -D StoreInspectorView: the store inspector's view exists only with the package trait of that name, and is
  # checked with the rest.
  step "adapter ScreenStateSwiftUI$label" emit_module ScreenStateSwiftUI "$modules" -D StoreInspectorView \
    "$sources"/Sources/ScreenStateSwiftUI/*.swift
  step "adapter ScreenStateUIKit$label" emit_module ScreenStateUIKit "$modules" \
    "$sources"/Sources/ScreenStateUIKit/*.swift
  for example in "$sources"/Examples/SwiftUI/*.swift "$sources"/Examples/UIKit/*.swift; do
    case $example in "$sources"/Examples/UIKit/*) [ "$uikit" = yes ] || continue ;; esac
    step "example ${example#"$sources"/Examples/}$label" \
      swift_compile -typecheck -module-name Example -I "$modules" -I "$work/core" "$sources"/Examples/Shared/*.swift \
      "$example"
  done
}

# check_docc_examples MODULE_DIR UIKIT: the DocC examples of SwiftUI and UIKit (Tests/DocCExampleTests/TypeChecked),
# with the fake API of their test target (and the model GettingStarted.swift declares), against MODULE_DIR's
# frameworks and adapters; UIKit as for check_adapters. DocCExampleTests checks that the articles show them verbatim.
docc_examples=Tests/DocCExampleTests
check_docc_examples() {
  step "DocC examples of SwiftUI" swift_compile -typecheck -module-name DocCExamples -I "$1" -I "$work/core" \
    "$docc_examples/Support/PostsAPI.swift" "$docc_examples/GettingStarted.swift" \
    "$docc_examples/TypeChecked/SwiftUIExamples.swift"
  [ "$2" = yes ] || return 0
  step "DocC examples of UIKit" swift_compile -typecheck -module-name DocCExamples -I "$1" -I "$work/core" \
    "$docc_examples/Support/PostsAPI.swift" "$docc_examples/TypeChecked/UIKitExamples.swift"
}

# check_signposts MODULE_DIR: ScreenStateObservability's signposts (the one file of that target that imports os, and
# nothing but ScreenState and os), against MODULE_DIR's os. The rest of the target is built by `swift build` everywhere.
check_signposts() {
  step "signposts of ScreenStateObservability" swift_compile -typecheck -module-name ScreenStateObservability \
    -I "$1" -I "$work/core" Sources/ScreenStateObservability/LoadEventSignposts.swift
}

if [ -n "$sdk" ]; then
  case $sdk in
    watch* | macosx*) uikit=no ;;
    *) uikit=yes ;;
  esac
  check_adapters "" "$work/core" "$uikit"
  check_docc_examples "$work/core" "$uikit"
  check_signposts "$work/core"
  echo "adapters, examples, DocC examples and signposts type-check against the $sdk SDK with no warnings"
  exit 0
fi

# build_shims MODULE_DIR PLATFORM UIKIT: the shims, with PLATFORM's unavailability marks made errors (none when
# PLATFORM is empty); the UIKit and BackgroundTasks shims only where UIKit has views (BackgroundTasks has no macOS or
# watchOS version).
build_shims() {
  shim_dir=$1
  platform=$2
  with_uikit=$3
  mkdir -p "$shim_dir/src"
  for shim in Accessibility SwiftUI UIKit BackgroundTasks; do
    case $shim in UIKit | BackgroundTasks) [ "$with_uikit" = yes ] || continue ;; esac
    if [ -n "$platform" ]; then
      sed "s/@available($platform, unavailable/@available(*, unavailable/" "Shims/$shim/$shim.swift" \
        >"$shim_dir/src/$shim.swift"
    else
      cp "Shims/$shim/$shim.swift" "$shim_dir/src/$shim.swift"
    fi
    step "shim $shim${platform:+ ($platform)}" emit_module "$shim" "$shim_dir" "$shim_dir/src/$shim.swift"
  done
}

build_shims "$work/shims" "" yes
check_adapters "" "$work/shims" yes
check_docc_examples "$work/shims" yes

# The terminal tool of ScreenStateTerminal's DocC: an `@main` type, which no test target can hold.
step "ScreenStateTerminal" emit_module ScreenStateTerminal "$work/core" \
  $(find Sources/ScreenStateTerminal -name '*.swift' | LC_ALL=C sort)
step "DocC example of a terminal tool" swift_compile -typecheck -module-name PostsTool -I "$work/core" \
  "$docc_examples/Support/PostsAPI.swift" "$docc_examples/TypeChecked/TerminalTool.swift"

# The iOS simulator job's sources (AppleTests/, built there by Xcode from AppleTests/project.yml): the examples' host
# app, and the adapter's scenarios with the real UIKit's driver, as the job compiles them (ScreenStateUIKit, not the
# fake's module). Its UI tests use XCUIApplication, which only Xcode's XCTest has: the job alone checks them.
step "ScreenStateTesting" emit_module ScreenStateTesting "$work/shims" \
  $(find Sources/ScreenStateTesting -name '*.swift' | LC_ALL=C sort)
step "AppleTests host app" swift_compile -typecheck -module-name ExamplesApp -I "$work/shims" -I "$work/core" \
  Examples/Shared/*.swift Examples/UIKit/*.swift AppleTests/App/*.swift
step "AppleTests scenarios on the real UIKit's driver" swift_compile -typecheck -module-name UIKitScenarioTests \
  -I "$work/shims" -I "$work/core" AdapterTests/Tests/UIKitAdapterTests/Scenarios/*.swift AppleTests/ScenarioTests/*.swift
step "shim os" emit_module os "$work/shims" Shims/os/os.swift
check_signposts "$work/shims"
checked="the shims"

# A pass per platform the shims mark an API unavailable on.
for platform in iOS macOS tvOS watchOS visionOS; do
  grep -q "@available($platform, unavailable" Shims/*/*.swift || continue
  case $platform in
    macOS | watchOS) uikit=no ;;
    *) uikit=yes ;;
  esac
  build_shims "$work/$platform" "$platform" "$uikit"
  check_adapters " ($platform)" "$work/$platform" "$uikit" "$platform"
  checked="$checked, and as on $platform"
done

echo "adapters, examples, DocC examples, signposts and the iOS simulator job's app and scenarios type-check against $checked, with no warnings"
