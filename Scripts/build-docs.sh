#!/bin/sh
# Builds the DocC documentation of the ScreenState, ScreenStateTerminal, ScreenStateTesting,
# ScreenStateSnapshotTesting and ScreenStateObservability libraries and fails on any DocC warning (a link that
# does not resolve, a malformed topic). Uses its own scratch path so it never disturbs other builds.
#
# Usage: Scripts/build-docs.sh        (the archive is written under .build-docs/plugins/Swift-DocC/outputs)
# POSIX sh; `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# --warnings-as-errors goes to docc itself; the grep below also catches a warning DocC prints without
# failing. SwiftPM's own manifest diagnostics ("warning: '<package>': ...") are not about the docs.
if ! swift package --scratch-path .build-docs generate-documentation --target ScreenState \
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
echo "documentation of ScreenState, ScreenStateTerminal, ScreenStateTesting, ScreenStateSnapshotTesting and ScreenStateObservability built with no warnings: .build-docs/plugins/Swift-DocC/outputs/*.doccarchive"
