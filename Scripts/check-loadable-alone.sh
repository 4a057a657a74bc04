#!/bin/sh
# Compiles `Loadable` (Sources/ScreenStateCore/Loadable) alone, as its own module: proof that it needs nothing else of
# the library (no Observation, no clocks, no Loader), so a team below iOS 17 can copy or vendor it.
#
# On Linux there is no platform availability, so this checks the dependency only. On a Mac, pass an SDK and an old
# deployment target and the compiler also checks every API it uses exists there (the workflow does it for iOS 13):
#
#   Scripts/check-loadable-alone.sh
#   Scripts/check-loadable-alone.sh --sdk iphonesimulator --target arm64-apple-ios13.0-simulator
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

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"

compile() {
  if [ -n "$sdk" ]; then
    xcrun --sdk "$sdk" swiftc -sdk "$(xcrun --sdk "$sdk" --show-sdk-path)" "$@"
  else
    swiftc "$@"
  fi
}

if ! compile ${target:+-target "$target"} -swift-version 6 -parse-as-library -emit-module -module-name Loadable \
  -emit-module-path "$work/Loadable.swiftmodule" Sources/ScreenStateCore/Loadable/*.swift >"$log" 2>&1 ||
  grep -q "warning:" "$log"; then
  cat "$log"
  echo "error: Loadable does not compile alone${target:+ for $target}" >&2
  exit 1
fi
echo "Loadable compiles alone${target:+ for $target}: $(ls Sources/ScreenStateCore/Loadable | wc -l | tr -d ' ') files"
