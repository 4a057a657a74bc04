#!/usr/bin/env bash
# Measures a proposed change to the core WITHOUT touching Sources/: copies the repository (without build
# output) to a temporary directory, applies the patch there, runs the Loader tests on the copy, then runs
# every benchmark on it with Benchmarks/run.sh.
#
#   Benchmarks/Prototypes/run-prototype.sh [patch]   # default: loader-observation-keypath.patch
#
# Results go to Benchmarks/Prototypes/.results/<patch name>/ (ignored by git). Compare them with a run of
# Benchmarks/run.sh on the unpatched tree, ideally right before or after (the machine is shared and noisy).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
patch="$(cd "$(dirname "${1:-$here/loader-observation-keypath.patch}")" && pwd)/$(basename "${1:-loader-observation-keypath.patch}")"
name="$(basename "$patch" .patch)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

tar -C "$root" --exclude='.build*' --exclude='.git' --exclude='.results' -cf - . | tar -C "$work" -xf -
(cd "$work" && patch -p1 < "$patch")

echo "== Loader tests on the patched copy"
(cd "$work" && swift test --filter 'Loader' 2>&1 | tail -5)

echo "== benchmarks on the patched copy"
"$work/Benchmarks/run.sh" "$here/.results/$name"
