#!/usr/bin/env bash
# Runs every ScreenState benchmark once (release build, package-benchmark) and summarises the comparisons.
#
#   Benchmarks/run.sh [results-directory]      # default: Benchmarks/.results (ignored by git)
#   SOAK=0 Benchmarks/run.sh                   # without the soak
#   FLOOD=0 Benchmarks/run.sh                  # without the live key's flood (20 s)
#
# Writes machine.txt (the machine and toolchain), results.md (package-benchmark's markdown output: p0-p100
# for every metric of every benchmark), summary.md (the status of issue 17's and issue 16's targets and the
# side-by-side tables of Benchmarks/BENCHMARKS.md: medians, p90, allocations and ratios, all computed from this one
# run), unless FLOOD=0, flood.txt (a live key flooded: notifications a second, memory), and, unless SOAK=0, soak.txt: Benchmarks/soak.sh (issue 17 item 5, 100,000 requests) run after the benchmarks.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/.results}"
mkdir -p "$out"
cd "$here"

{
  echo "date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "nproc: $(nproc)"
  echo "uname -a: $(uname -a)"
  echo "swift --version: $(swift --version 2>&1 | head -1)"
  echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
  # The core under test: the commit, whether Sources/ differs from it, and the core's files exactly.
  echo "core commit: $(git -C .. rev-parse --short HEAD 2>/dev/null || echo n/a)"
  echo "uncommitted changes in Sources/: $(git -C .. status --porcelain -- Sources 2>/dev/null | wc -l | tr -d ' ') files"
  # The core is four targets: the layers and the module that re-exports them.
  core="../Sources/ScreenStateCore ../Sources/ScreenStateData ../Sources/ScreenStatePresentation ../Sources/ScreenState"
  # shellcheck disable=SC2086 # the folder names have no white space
  echo "sha256 of Sources/{ScreenStateCore,ScreenStateData,ScreenStatePresentation,ScreenState}/**/*.swift: $(find $core -name '*.swift' | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)"
} | tee "$out/machine.txt"

start=$(date +%s)
swift package benchmark --no-progress --format markdown | tee "$out/results.md"
echo "wall time of the run: $(($(date +%s) - start)) s" | tee -a "$out/machine.txt"

awk -f "$here/summarize.awk" "$out/results.md" | tee "$out/summary.md"

if [ "${FLOOD:-1}" != 0 ]; then
  echo
  echo "== live-flood: a live key flooded with 100,000 elements a second for 10 s (BENCHMARKS.md §15)"
  swift run -c release live-flood 2>/dev/null | tee "$out/flood.txt"
fi

if [ "${SOAK:-1}" != 0 ]; then
  echo
  echo "== Benchmarks/soak.sh (issue 17 item 5)"
  soak=0
  sh "$here/soak.sh" > "$out/soak.txt" 2>&1 || soak=$?
  grep -v '^requests [0-9]*:' "$out/soak.txt" | grep -v '^\[' || true
  echo "soak.sh exit status: $soak (1: a target missed)" | tee -a "$out/soak.txt"
fi
