#!/usr/bin/env bash
# Measures the two FoundationNetworking facts the DocC article "Foundation on Linux" quotes:
#   1. `timeoutIntervalForResource` is not applied (a dripping transfer outlives a 4 s resource timeout);
#   2. how often cancelling a data task as it completes stops the process in a program of its own
#      (3 runs of 3,000 raced cancels).
# Usage: Benchmarks/Prototypes/foundation-linux/run.sh   (needs swiftc and python3; ports 18089 and 18090)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work=$(mktemp -d)
python3 "$here/drip_server.py" & drip=$!
python3 "$here/answer_server.py" & answer=$!
trap 'kill $drip $answer 2>/dev/null; rm -rf "$work"' EXIT
swiftc -O "$here/resource_timeout.swift" -o "$work/resource_timeout"
swiftc -O "$here/cancel_race.swift" -o "$work/cancel_race"
sleep 0.5
echo "== resource timeout (4 s) against a server sending a byte every 0.2 s"
"$work/resource_timeout"
echo "== cancels raced with completions, 3 runs of 3,000"
for run in 1 2 3; do "$work/cancel_race" 3000 || echo "run $run stopped the process (exit $?)"; done
