#!/usr/bin/env bash
# What specialization would do for one transition: builds specialization/main.swift twice in a temporary
# package, against a copy of Sources/ScreenState (with optional patches applied), once with ScreenState as a
# separate module (as users get it) and once compiled into the executable's own module (fully specialized,
# the effect `@inlinable` on the hot paths would have), and runs each twice.
#
#   Benchmarks/Prototypes/specialization.sh [patch ...]   # default: none
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
patches=()
for patch in "$@"; do patches+=("$(cd "$(dirname "$patch")" && pwd)/$(basename "$patch")"); done
work="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT

mkdir -p "$work/Sources/Separate" "$work/Sources/SameModule"
cp -r "$root/Sources/ScreenState" "$work/Sources/ScreenState"
rm -rf "$work"/Sources/ScreenState/*.docc
for patch in "${patches[@]}"; do (cd "$work" && patch -s -p1 --fuzz=0 < "$patch"); done
cp -r "$work/Sources/ScreenState" "$work/Sources/SameModule/ScreenStateSources"
# Inside the executable the module is not called ScreenState.
grep -rl 'ScreenState\.' "$work/Sources/SameModule/ScreenStateSources" | xargs sed -i 's/\bScreenState\.\([a-z]\)/SameModule.\1/g'
cp "$here/specialization/main.swift" "$work/Sources/Separate/main.swift"
cp "$here/specialization/main.swift" "$work/Sources/SameModule/main.swift"
cat > "$work/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "Specialization",
  defaultLocalization: "en",
  targets: [
    .target(name: "ScreenState", resources: [.process("Resources")]),
    .executableTarget(name: "Separate", dependencies: ["ScreenState"], swiftSettings: [.define("SEPARATE")]),
    .executableTarget(name: "SameModule", resources: [.process("ScreenStateSources/Resources")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

echo "patches: ${*:-none}; core: commit $(git -C "$root" rev-parse --short HEAD); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd "$work" && swift build -c release 2>&1 | grep -E "error|Compiling|Build complete" | tail -1)
for run in 1 2; do
  "$work/.build/release/Separate"
  "$work/.build/release/SameModule"
done
