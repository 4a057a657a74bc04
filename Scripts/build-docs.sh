#!/bin/sh
# Builds the DocC documentation of the ScreenState, ScreenStateTerminal, ScreenStateTesting,
# ScreenStateSnapshotTesting and ScreenStateObservability libraries and fails on any DocC warning (a link that
# does not resolve, a malformed topic). Uses its own scratch path so it never disturbs other builds.
#
# ScreenState is one module made of layers (ScreenStateCore, ScreenStateData, ScreenStatePresentation) that it
# re-exports: its symbol graph is extracted with the re-exported layers' symbols in it, as apps see them, and
# converted by `docc` directly (the plugin would document the umbrella's own declarations only). The other libraries
# go through the swift-docc-plugin.
#
# Usage: Scripts/build-docs.sh        (the archives are written under .build-docs)
# POSIX sh; `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# --warnings-as-errors goes to docc itself; the grep below also catches a warning DocC prints without
# failing. SwiftPM's own manifest diagnostics ("warning: '<package>': ...") are not about the docs.
# ScreenState: the layers' symbols as one module.
if ! swift build --scratch-path .build-docs --target ScreenState >"$log" 2>&1; then
  cat "$log"
  echo "error: ScreenState did not build" >&2
  exit 1
fi
graphs=.build-docs/screenstate-symbol-graphs
rm -rf "$graphs" .build-docs/ScreenState.doccarchive
mkdir -p "$graphs"
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -n 1)
swift-symbolgraph-extract -module-name ScreenState -target "$triple" \
  -I "$(swift build --scratch-path .build-docs --show-bin-path)/Modules" -output-dir "$graphs" \
  -minimum-access-level public \
  -experimental-allowed-reexported-modules=ScreenStateCore,ScreenStateData,ScreenStatePresentation
if ! docc convert Sources/ScreenState/ScreenState.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name ScreenState --fallback-bundle-identifier ScreenState \
  --output-path .build-docs/ScreenState.doccarchive --warnings-as-errors >"$log" 2>&1; then
  cat "$log"
  echo "error: the documentation of ScreenState did not build" >&2
  exit 1
fi
warnings=$(grep -E "(warning|error):" "$log" || true)
if [ -n "$warnings" ]; then
  echo "$warnings" >&2
  echo "error: DocC reported warnings in ScreenState (listed above)" >&2
  exit 1
fi

if ! swift package --scratch-path .build-docs generate-documentation \
  --target ScreenStateTerminal --target ScreenStateTesting --target ScreenStateSnapshotTesting \
  --target ScreenStateObservability --warnings-as-errors >"$log" 2>&1; then
  cat "$log"
  echo "error: the documentation did not build" >&2
  exit 1
fi
# Not `tee /dev/stderr`: when stderr is a file, reopening it truncates what was written before.
warnings=$(grep -E "(warning|error):" "$log" | grep -vE "^warning: '[^']+': " || true)
if [ -n "$warnings" ]; then
  echo "$warnings" >&2
  echo "error: DocC reported warnings (listed above)" >&2
  exit 1
fi
echo "documentation of ScreenState, ScreenStateTerminal, ScreenStateTesting, ScreenStateSnapshotTesting and ScreenStateObservability built with no warnings: .build-docs/ScreenState.doccarchive, .build-docs/plugins/Swift-DocC/outputs/*.doccarchive"
