#!/usr/bin/env bash
# Where the allocations of `Loader.load()` come from, and what each proposed patch removes, WITHOUT touching
# Sources/: builds LoadProf/main.swift (create N cells, load each once from a caller task of its own, as the
# "10k cells" benchmarks do) against a copy of Sources/ScreenState, first as it is, then with each patch
# applied on top of the previous ones, and prints per cell of the load phase (a run that loads minus a run
# that only creates):
#   - mallocs: malloc + realloc + posix_memalign, counted by an LD_PRELOAD library (exact, they repeat);
#     callocs apart (libdispatch's continuation cache refills from the heap depending on thread timing);
#   - instructions (valgrind --tool=callgrind; they repeat within about 1 %), and per refresh cycle of one
#     loaded loader (the "Cycle" benchmark) for the tree as it is and with every patch;
#   - for the tree as it is and with every patch: each allocation attributed to its source
#     (callgrind --separate-callers, tools/attribute.py).
#
#   Benchmarks/Prototypes/loader-allocations/measure.sh [patch ...]   # default: none
#
# (The six N-*.patch files are applied in Sources/ since 63730c8; pass them to a checkout before that commit.)
#
# SAME_MODULE=1 compiles ScreenState's sources into the LoadProf module instead: every generic function is then
# specialized, the upper bound of making the whole engine `@inlinable` (patches and attribution are skipped).
#
# Needs gcc, python3 and valgrind. Takes about 2 minutes. Output also goes to
# Benchmarks/Prototypes/.results/loader-allocations/allocations.md (ignored by git).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
out="$here/../.results/loader-allocations"
cells=10000      # for the malloc counts
traced=2000      # under valgrind
patches=("$@")
for i in "${!patches[@]}"; do patches[$i]="$(cd "$(dirname "${patches[$i]}")" && pwd)/$(basename "${patches[$i]}")"; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

gcc -O2 -shared -fPIC -o "$work/mcount.so" "$here/tools/mcount.c" -ldl
gcc -O2 -shared -fPIC -o "$work/sigsuspend.so" "$here/tools/sigsuspend-shim.c"
mkdir -p "$work/pkg/Sources/LoadProf"
if [ "${SAME_MODULE:-0}" = 1 ]; then
  cp -r "$root/Sources/ScreenState" "$work/pkg/Sources/LoadProf/ScreenStateSources"
  rm -rf "$work"/pkg/Sources/LoadProf/ScreenStateSources/*.docc
  # Inside the executable the module is not called ScreenState.
  grep -rl 'ScreenState\.' "$work/pkg/Sources/LoadProf/ScreenStateSources" | xargs -r sed -i 's/\bScreenState\.\([a-z]\)/LoadProf.\1/g'
  grep -v '^import ScreenState$' "$here/LoadProf/main.swift" > "$work/pkg/Sources/LoadProf/main.swift"
else
  cp -r "$root/Sources/ScreenState" "$work/pkg/Sources/ScreenState"
  rm -rf "$work"/pkg/Sources/ScreenState/*.docc
  cp "$here/LoadProf/main.swift" "$work/pkg/Sources/LoadProf/main.swift"
fi
cat > "$work/pkg/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "LoadProf",
  defaultLocalization: "en",
  targets: [
    .target(name: "ScreenState", resources: [.process("Resources")]),
    .executableTarget(name: "LoadProf", dependencies: ["ScreenState"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
if [ "${SAME_MODULE:-0}" = 1 ]; then
  cat > "$work/pkg/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "LoadProf",
  defaultLocalization: "en",
  targets: [
    .executableTarget(name: "LoadProf", resources: [.process("ScreenStateSources/Resources")]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
fi
binary="$work/pkg/.build/release/LoadProf"

build() {
  if ! (cd "$work/pkg" && swift build -c release > "$work/build.log" 2>&1); then
    grep -E "error:" "$work/build.log" >&2
    exit 1
  fi
}

# Per-cell mallocs and callocs of the load phase for one mode.
mallocs() {
  local created loaded
  created=$(LD_PRELOAD="$work/mcount.so" "$binary" "$1" $cells create 2>&1 | grep mcount)
  loaded=$(LD_PRELOAD="$work/mcount.so" "$binary" "$1" $cells load 2>&1 | grep mcount)
  python3 - "$created" "$loaded" $cells <<'PY'
import re, sys
created, loaded = ({k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", s)} for s in sys.argv[1:3])
cells = int(sys.argv[3])
per = lambda *keys: sum(loaded[k] - created[k] for k in keys) / cells
print(f"{per('malloc', 'realloc', 'aligned'):.2f} | {per('calloc'):.2f}")
PY
}

# Per-cell instructions of the load phase for one mode.
instructions() {
  local phase total=()
  for phase in create load; do
    LD_PRELOAD="$work/sigsuspend.so" valgrind --tool=callgrind --callgrind-out-file="$work/ir.$phase" \
      "$binary" "$1" $traced $phase > /dev/null 2>&1
    total+=("$(awk '/^totals:/ {print $2}' "$work/ir.$phase")")
  done
  echo $(((total[1] - total[0]) / traced))
}

attribution() {
  local phase
  for phase in create load; do
    LD_PRELOAD="$work/sigsuspend.so" valgrind --tool=callgrind --separate-callers=14 \
      --callgrind-out-file="$work/cg.$phase" "$binary" "$1" $traced $phase > /dev/null 2>&1
  done
  python3 "$here/tools/attribute.py" "$work/cg.load" "$work/cg.create" $traced
}

{
  echo "# Loader.load() allocations, per cell${SAME_MODULE:+ (SAME_MODULE=$SAME_MODULE)}"
  echo
  echo "core: commit $(git -C "$root" rev-parse --short HEAD), $(git -C "$root" status --porcelain -- Sources | wc -l | tr -d ' ') uncommitted files in Sources/; $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  build
  echo "| variant | mallocs | callocs | instructions |"
  echo "| --- | ---: | ---: | ---: |"
  for mode in plain owned; do
    echo "| $mode | $(mallocs $mode) | $(instructions $mode) |"
  done
  echo "| Loader, as it is | $(mallocs loader) | $(instructions loader) |"
  echo "| Loader, as it is, timeout: nil | $(mallocs untimed) | $(instructions untimed) |"
  echo
  echo "Instructions per refresh cycle of one loader: $(instructions refresh)"
  [ "${SAME_MODULE:-0}" != 1 ] || exit 0
  echo
  echo "## Sources, as it is"
  echo
  attribution loader
  echo
  echo "## Sources, as it is, timeout: nil"
  echo
  attribution untimed
  echo
  [ ${#patches[@]} -gt 0 ] || exit 0
  echo "## Each patch, on top of the previous ones"
  echo
  echo "| + patch | mallocs | callocs | instructions |"
  echo "| --- | ---: | ---: | ---: |"
  for patch in "${patches[@]}"; do
    (cd "$work/pkg" && patch -s -p1 --fuzz=0 < "$patch")
    build
    echo "| $(basename "$patch" .patch) | $(mallocs loader) | $(instructions loader) |"
    echo "| $(basename "$patch" .patch), timeout: nil | $(mallocs untimed) | $(instructions untimed) |"
  done
  echo
  echo "Instructions per refresh cycle of one loader: $(instructions refresh)"
  echo
  echo "## With every patch"
  echo
  attribution loader
  echo
  echo "## With every patch, timeout: nil"
  echo
  attribution untimed
} | tee "$out/allocations.md"
