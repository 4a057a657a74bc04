#!/usr/bin/env bash
# Runs every ScreenState benchmark once (release build, package-benchmark) and summarises the comparisons.
#
#   Benchmarks/run.sh [results-directory]      # default: Benchmarks/.results (ignored by git)
#
# Writes machine.txt (the machine and toolchain), results.md (package-benchmark's markdown output: p0-p100
# for every metric of every benchmark) and summary.md (the side-by-side tables of BENCHMARKS.md: medians, p90,
# allocations and ratios, all computed from this one run).
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
  echo "sha256 of Sources/ScreenState/**/*.swift: $(find ../Sources/ScreenState -name '*.swift' | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-16)"
} | tee "$out/machine.txt"

start=$(date +%s)
swift package benchmark --no-progress --format markdown | tee "$out/results.md"
echo "wall time of the run: $(($(date +%s) - start)) s" | tee -a "$out/machine.txt"

awk -f "$here/summarize.awk" "$out/results.md" | tee "$out/summary.md"
