#!/bin/sh
# The soak of issue 17: the board's models (Demo/Sources/DemoApp) against the embedded backend (Demo/Tools/DemoServer),
# random screens, posts, likes, searches, faults and offline switches, until the app has sent N requests; prints
# resident memory along the run and, at the end, the growth after warm-up and what is still alive (store entries,
# loaders, post screens, likes, requests in flight), then exits 1 if a target is missed.
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
echo "soak: $requests requests, seed $seed, $(nproc 2>/dev/null || echo '?') cores, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
"$(swift build -c release --show-bin-path)/demo-soak" --requests "$requests" --seed "$seed"
