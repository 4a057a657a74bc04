#!/usr/bin/env bash
# Instructions per frame of the TerminalFrame benchmark's list screen (valgrind --tool=callgrind, which is
# deterministic: no noise from the shared machine), for 20 rows, 10,000 rows and 10,000 rows scrolled to the
# middle, plain text and ANSI, and the ratios to the 20-row frame; built against a copy of
# Sources/ScreenState{,Terminal}, as it is and with ascii-fast-path.patch (or the patches given).
#
#   Benchmarks/Prototypes/terminal-frame/measure.sh [patch ...]   # default: none
#
# (ascii-fast-path.patch is applied in Sources/ since 63730c8; pass it to a checkout before that commit.)
#
# A frame's instructions are (run of 21 frames - run of 1 frame) / 20: the first frame applies the list's
# selection and the setup (10,000 posts) is left out. Set TESTS=1 to also run ScreenStateTerminalTests on a
# patched copy of the repository. Output also goes to Benchmarks/Prototypes/.results/terminal-frame/instructions.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
out="$here/../.results/terminal-frame"
patches=("$@")
for i in "${!patches[@]}"; do patches[$i]="$(cd "$(dirname "${patches[$i]}")" && pwd)/$(basename "${patches[$i]}")"; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/pkg/Sources/FrameProf"
cp -r "$root/Sources/ScreenState" "$root/Sources/ScreenStateTerminal" "$work/pkg/Sources/"
rm -rf "$work"/pkg/Sources/*/*.docc
cp "$here/FrameProf/main.swift" "$work/pkg/Sources/FrameProf/main.swift"
cat > "$work/pkg/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "FrameProf",
  defaultLocalization: "en",
  targets: [
    .target(name: "ScreenState", resources: [.process("Resources")]),
    .target(name: "ScreenStateTerminal", dependencies: ["ScreenState"]),
    .executableTarget(name: "FrameProf", dependencies: ["ScreenState", "ScreenStateTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST

perFrame() {  # rows selected encoding
  local frames total=()
  for frames in 1 21; do
    valgrind --tool=callgrind --callgrind-out-file="$work/cg" "$work/pkg/.build/release/FrameProf" "$@" $frames \
      > /dev/null 2>&1
    total+=("$(awk '/^totals:/ {print $2}' "$work/cg")")
  done
  echo $(((total[1] - total[0]) / 20))
}

table() {
  if ! (cd "$work/pkg" && swift build -c release > "$work/build.log" 2>&1); then
    grep -E "error:" "$work/build.log" >&2
    exit 1
  fi
  echo "| encoding | 20 rows | 10,000 rows | 10,000 rows, middle | ratio 10,000 / 20 | ratio middle / 20 | 1,000 frames of 20 rows, wall clock |"
  echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
  local encoding few many middle start
  for encoding in plain ansi; do
    few=$(perFrame 20 0 $encoding)
    many=$(perFrame 10000 0 $encoding)
    middle=$(perFrame 10000 5000 $encoding)
    start=$(date +%s%N)
    "$work/pkg/.build/release/FrameProf" 20 0 $encoding 1000 > /dev/null
    echo "| $encoding | $few | $many | $middle | $(awk "BEGIN {printf \"%.3fx\", $many / $few}") |" \
      "$(awk "BEGIN {printf \"%.3fx\", $middle / $few}") | $((($(date +%s%N) - start) / 1000000)) ms |"
  done
}

{
  echo "# Instructions per terminal frame (80×24), callgrind"
  echo
  echo "core: commit $(git -C "$root" rev-parse --short HEAD), $(git -C "$root" status --porcelain -- Sources | wc -l | tr -d ' ') uncommitted files in Sources/; $(date -u '+%Y-%m-%d %H:%M UTC'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "## As it is"
  echo
  table
  [ ${#patches[@]} -gt 0 ] || exit 0
  for patch in "${patches[@]}"; do (cd "$work/pkg" && patch -s -p1 --fuzz=0 < "$patch"); done
  echo
  echo "## With $(for patch in "${patches[@]}"; do printf '%s ' "$(basename "$patch")"; done)"
  echo
  table
} | tee "$out/instructions.md"

if [ "${TESTS:-0}" = 1 ]; then
  echo "== ScreenStateTerminalTests on a patched copy of the repository"
  mkdir -p "$work/repo"
  tar -C "$root" --exclude='.build*' --exclude='.git' --exclude='.results' --exclude='./Benchmarks' --exclude='./Demo' \
    -cf - . | tar -C "$work/repo" -xf -
  for patch in "${patches[@]}"; do (cd "$work/repo" && patch -s -p1 --fuzz=0 < "$patch"); done
  (cd "$work/repo" && swift test --filter 'ScreenStateTerminalTests|ScreenStateSnapshotTestingTests' 2>&1 | tail -3)
fi
