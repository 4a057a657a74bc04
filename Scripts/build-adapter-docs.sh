#!/bin/sh
# Builds the DocC documentation of the SwiftUI and UIKit adapters (ScreenStateSwiftUI, ScreenStateUIKit)
# and fails on any DocC warning.
#
# On Linux those modules are empty (`#if canImport(SwiftUI)`), so `swift package generate-documentation`
# has nothing to document. Instead each adapter is compiled against the compile shims in Shims/ (as
# Scripts/typecheck-adapters.sh does) and its symbol graph is handed to `docc convert` with its catalog.
# Only the adapter's own graphs are passed: its module and its extensions of SwiftUI, UIKit and ScreenState
# types; the shims' graphs, and members the adapter only inherits (`-symbol-graph-skip-synthesized-members`),
# never reach the documentation. So a link to a SwiftUI, UIKit or ScreenState symbol resolves only if the
# adapter extends it (``SwiftUI/View/alert(_:send:)``); any other (``SwiftUI/List``) is an unresolved-link
# warning, which fails this script: write those in code voice (`List`).
#
# Usage: Scripts/build-adapter-docs.sh   (writes .build-docs/ScreenStateSwiftUI.doccarchive and
#                                          .build-docs/ScreenStateUIKit.doccarchive)
# POSIX sh (no bash arrays); `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

# `xcrun` does not exist on Linux: docc is in the toolchain, beside swift.
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
output=.build-docs
mkdir -p "$output"

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

emit_module() {
  module_name=$1
  shift
  swiftc -swift-version 6 -parse-as-library -package-name screenstate -emit-module -module-name "$module_name" \
    -emit-module-path "$work/$module_name.swiftmodule" -I "$work" "$@"
}

# The sources passed to the compiler are listed unquoted; none may contain white space.
if find Sources/ScreenState Sources/ScreenStateCore Sources/ScreenStateData Sources/ScreenStatePresentation \
  Sources/ScreenStateSwiftUI Sources/ScreenStateUIKit -name '*.swift' | grep -q '[[:space:]]'; then
  echo "error: a Swift file name contains white space, which this script cannot pass on" >&2
  exit 1
fi

step "shim Accessibility" emit_module Accessibility Shims/Accessibility/Accessibility.swift
step "shim SwiftUI" emit_module SwiftUI Shims/SwiftUI/SwiftUI.swift
step "shim UIKit" emit_module UIKit Shims/UIKit/UIKit.swift
# So that ScreenStateUIKit's SystemBackgroundExecution (under `canImport(BackgroundTasks)`) is documented too.
step "shim BackgroundTasks" emit_module BackgroundTasks Shims/BackgroundTasks/BackgroundTasks.swift
# SwiftPM generates `Bundle.module` for a target with resources; swiftc alone does not, and only its
# declaration is needed here.
cat >"$work/ResourceBundleAccessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
  static let module = Bundle.main
}
SWIFT
# The core's layers, each a module as SwiftPM builds them (package access across them), and the umbrella
# `ScreenState` that re-exports them.
step "core ScreenStateCore" emit_module ScreenStateCore $(find Sources/ScreenStateCore -name '*.swift' | LC_ALL=C sort)
step "core ScreenStateData" emit_module ScreenStateData $(find Sources/ScreenStateData -name '*.swift' | LC_ALL=C sort)
step "core ScreenStatePresentation" emit_module ScreenStatePresentation \
  $(find Sources/ScreenStatePresentation -name '*.swift' | LC_ALL=C sort) "$work/ResourceBundleAccessor.swift"
step "core ScreenState" emit_module ScreenState Sources/ScreenState/*.swift

for module in ScreenStateSwiftUI ScreenStateUIKit; do
  graphs="$work/graphs/$module"
  mkdir -p "$graphs"
  # -D StoreInspectorView: what the package trait of that name adds is documented with the rest.
  step "symbol graph of $module" emit_module "$module" Sources/"$module"/*.swift -D StoreInspectorView \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs" -symbol-graph-skip-synthesized-members \
    -emit-extension-block-symbols
  # The adapter's own graphs are named after it (`<module>.symbols.json`, `<module>@<extended module>...`).
  if find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*.symbols.json" |
    grep -q .; then
    ls "$graphs"
    echo "error: a symbol graph other than $module's was emitted" >&2
    exit 1
  fi
  rm -rf "${output:?}/$module.doccarchive"
  step "documentation of $module" "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --warnings-as-errors \
    --output-path "$output/$module.doccarchive"
done

echo "adapter documentation built with no warnings: $output/ScreenStateSwiftUI.doccarchive, $output/ScreenStateUIKit.doccarchive"
