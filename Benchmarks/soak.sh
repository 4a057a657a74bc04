#!/bin/sh
# The soak of issue 17: the board's models (Demo/Sources/DemoApp) against the embedded backend (Demo/Tools/DemoServer),
# random screens, posts, likes, searches, faults and offline switches, until the app has sent N requests; prints
# resident memory along the run and, at the end, the growth after warm-up (the first tenth of the requests) and what
# is still alive (store entries, loaders, post screens, likes, requests in flight, and all of it once the board is let
# go). Then, to tell where memory grows, the same number of requests through two layers alone: a store answered in
# memory (the library without HTTP), and GET requests through a plain URLSession (FoundationNetworking without the
# library). Exits 1 if the board's run misses a target.
#
#   sh Benchmarks/soak.sh [requests [seed]]      # 100000 requests, seed 17 by default; from any directory
#
# Not part of .ci/run (it takes minutes); Demo/Tests/DemoAppTests/SoakTests.swift runs a short one.
# POSIX sh.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
requests=${1:-100000}
seed=${2:-17}
cd "$here/../Demo"
swift build -c release --product demo-soak
bin="$(swift build -c release --show-bin-path)/demo-soak"
echo "soak: $requests requests, seed $seed, $(nproc 2>/dev/null || echo '?') cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a), core commit $(git -C "$here/.." rev-parse --short HEAD 2>/dev/null || echo n/a)"
status=0
"$bin" --requests "$requests" --seed "$seed" --mode board || status=$?
for mode in store foundation; do
  echo
  echo "== the same number of requests, $mode alone"
  "$bin" --requests "$requests" --seed "$seed" --mode "$mode" | grep -v '^requests [0-9]*:' || true
done
exit "$status"
