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
(cd "$work" && patch -p1 --fuzz=0 < "$patch")

echo "== Loader tests on the patched copy"
# Other targets of the working tree may be mid-edit; a failed test build is reported, not fatal, because the
# benchmarks need only the ScreenState library.
if (cd "$work" && swift test --filter 'Loader' > "$work/test.log" 2>&1); then
  tail -3 "$work/test.log"
else
  echo "warning: the Loader tests did not build or pass on the patched copy:"
  grep -E "error:|failed|✘" "$work/test.log" | head -20 || tail -20 "$work/test.log"
fi

echo "== benchmarks on the patched copy"
mkdir -p "$here/.results/$name"
{
  echo "patch: $(basename "$patch")"
  echo "applied to: commit $(git -C "$root" rev-parse --short HEAD), $(git -C "$root" status --porcelain -- Sources | wc -l | tr -d ' ') uncommitted files in Sources/"
  echo "sha256 of the unpatched Sources/ScreenState/Loader/*.swift: $(cat "$root"/Sources/ScreenState/Loader/*.swift | sha256sum | cut -c1-16)"
} | tee "$here/.results/$name/prototype.txt"
"$work/Benchmarks/run.sh" "$here/.results/$name"
