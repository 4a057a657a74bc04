#!/usr/bin/env bash
# Measures proposed changes to the core WITHOUT touching Sources/: copies the repository (without build
# output) to a temporary directory, applies the patches there in order, runs the Loader tests on the copy,
# then runs every benchmark on it with Benchmarks/run.sh (once the load average has settled).
#
#   Benchmarks/Prototypes/run-prototype.sh [patch ...]   # default: loader-allocations/*.patch, in order
#
# Results go to Benchmarks/Prototypes/.results/<name>/ (ignored by git), <name> being the patches' folder when
# they share one, else the single patch's name. Compare them with a run of Benchmarks/run.sh on the unpatched
# tree, ideally right before or after (the machine is shared and noisy).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if [ $# -gt 0 ]; then patches=("$@"); else patches=("$here"/loader-allocations/[0-9]*.patch); fi
for i in "${!patches[@]}"; do patches[$i]="$(cd "$(dirname "${patches[$i]}")" && pwd)/$(basename "${patches[$i]}")"; done
if [ ${#patches[@]} -eq 1 ]; then name="$(basename "${patches[0]}" .patch)"; else name="$(basename "$(dirname "${patches[0]}")")"; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

tar -C "$root" --exclude='.build*' --exclude='.git' --exclude='.results' -cf - . | tar -C "$work" -xf -
for patch in "${patches[@]}"; do (cd "$work" && patch -s -p1 --fuzz=0 < "$patch"); done

if [ "${SKIP_TESTS:-0}" != 1 ]; then
  echo "== Loader tests on the patched copy (SKIP_TESTS=1 to skip)"
  # Other targets of the working tree may be mid-edit; a failed test build is reported, not fatal, because the
  # benchmarks need only the ScreenState library.
  if (cd "$work" && swift test --filter 'Loader' > "$work/test.log" 2>&1); then
    tail -3 "$work/test.log"
  else
    echo "warning: the Loader tests did not build or pass on the patched copy:"
    grep -E "error:|failed|✘" "$work/test.log" | head -20 || tail -20 "$work/test.log"
  fi
fi

# The test build just loaded both cores: let the load average settle (at most 2 minutes) before timing.
for _ in $(seq 24); do
  awk '{ exit !($1 < 1.5) }' /proc/loadavg && break
  sleep 5
done

echo "== benchmarks on the patched copy"
mkdir -p "$here/.results/$name"
{
  echo "patches: $(for patch in "${patches[@]}"; do printf '%s ' "$(basename "$patch")"; done)"
  echo "applied to: commit $(git -C "$root" rev-parse --short HEAD), $(git -C "$root" status --porcelain -- Sources | wc -l | tr -d ' ') uncommitted files in Sources/"
  echo "sha256 of the unpatched Sources/ScreenState/Loader/*.swift: $(cat "$root"/Sources/ScreenState/Loader/*.swift | sha256sum | cut -c1-16)"
} | tee "$here/.results/$name/prototype.txt"
"$work/Benchmarks/run.sh" "$here/.results/$name"
