#!/usr/bin/env bash
# Compiles `Loadable` (Sources/ScreenState/Loadable) alone, as its own module: proof that it needs nothing else of
# the library (no Observation, no clocks, no Loader), so a team below iOS 17 can copy or vendor it.
#
# On Linux there is no platform availability, so this checks the dependency only. On a Mac, pass an SDK and an old
# deployment target and the compiler also checks every API it uses exists there (the workflow does it for iOS 13):
#
#   Scripts/check-loadable-alone.sh
#   Scripts/check-loadable-alone.sh --sdk iphonesimulator --target arm64-apple-ios13.0-simulator
set -euo pipefail
cd "$(dirname "$0")/.."

compiler=(swiftc)
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) compiler=(xcrun --sdk "$2" swiftc -sdk "$(xcrun --sdk "$2" --show-sdk-path)"); shift 2 ;;
    --target) target_flags=(-target "$2"); shift 2 ;;
    *) echo "usage: $0 [--sdk SDK --target TRIPLE]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
if ! "${compiler[@]}" ${target_flags[@]+"${target_flags[@]}"} -swift-version 6 -parse-as-library -emit-module \
  -module-name Loadable -emit-module-path "$work/Loadable.swiftmodule" Sources/ScreenState/Loadable/*.swift \
  >"$log" 2>&1 || grep -q "warning:" "$log"; then
  cat "$log"
  echo "error: Loadable does not compile alone${target_flags:+ for ${target_flags[1]}}" >&2
  exit 1
fi
echo "Loadable compiles alone${target_flags:+ for ${target_flags[1]}}: $(ls Sources/ScreenState/Loadable | wc -l) files"
