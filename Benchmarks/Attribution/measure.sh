#!/usr/bin/env bash
# Where the cost of a load and of a refresh cycle goes, in counts that repeat from run to run (the wall clock of this
# shared 2-core machine does not): builds LoadProf/main.swift in release against a copy of the core's sources (of the
# working tree, or of a commit) as modules of their own, as users get them, and prints per load (10,000 cells, each
# loaded once from a caller task of its own, the "10k cells" benchmarks) and per refresh cycle (one loaded model
# refreshed in a row, the "Cycle" benchmarks):
#   - mallocs: malloc + realloc + posix_memalign + aligned_alloc, counted by an LD_PRELOAD library (exact; callocs
#     apart: libdispatch's continuation cache refills from the heap depending on thread timing);
#   - instructions, counted by valgrind --tool=callgrind (they repeat within about 1 %);
#   each for a run that loads minus a run that only creates, so only the loads (or cycles) are left;
#   - for the modes in ATTRIBUTE (default: untimed refresh-nil), each allocation attributed to its source
#     (callgrind --separate-callers, tools/attribute.py);
#   - with FUNCTIONS=1, the functions that run the most instructions (inclusive) per load, cycle, round, entry,
#     release or transition of every mode measured.
#
#   Benchmarks/Attribution/measure.sh [commit]      # default: the working tree's Sources/
#   ATTRIBUTE="loader untimed" Benchmarks/Attribution/measure.sh
#   SAME_MODULE=1 Benchmarks/Attribution/measure.sh   # the core compiled into the program: every generic function
#                                                     # specialized (the bound of making the whole engine @inlinable)
#   MODES="entity store-values" Benchmarks/Attribution/measure.sh   # only the rows of those modes (and no
#                                                     # allocation attribution unless ATTRIBUTE names modes): minutes
#
# Modes (LoadProf/main.swift): plain, owned (the floor), loader (default 10 s timeout), untimed (timeout: nil); hand,
# hand-owned (the floor of a cycle), refresh (default timeout), refresh-nil (timeout: nil); entity (a patch and its
# rollback in 1,000 values); store-values (an entry made with a value), store-release (a release beyond capacity);
# outbox (a like queued offline one after the other, then sent on reconnect, on a file persistence);
# transition (Loader.dismissFailure(), failed -> loaded), transition-raw (the same by a raw assignment).
#
# The core is the layer targets ScreenStateCore, ScreenStateData and ScreenStatePresentation (its Resources processed)
# re-exported by ScreenState, or, at a commit from before the layers, the one target ScreenState: the layout is read
# from the commit (or the working tree) and the temporary package gets the same targets and dependencies.
# Needs gcc, python3 and valgrind. Takes about 10 minutes. Output also goes to Benchmarks/.results/attribution.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$here/../.results"
revision="${1:-}"
cells=10000   # for the malloc counts
traced=2000   # under valgrind
modes="${MODES:-}"
attribute="${ATTRIBUTE-untimed refresh-nil}"
if [ -n "$modes" ] && [ -z "${ATTRIBUTE+set}" ]; then attribute=""; fi
# Whether the row of mode $1 is measured: every mode without MODES, else those it names.
wanted() { [ -z "$modes" ] || case " $modes " in *" $1 "*) true ;; *) false ;; esac; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/pkg/Sources/LoadProf"

gcc -O2 -shared -fPIC -o "$work/mcount.so" "$here/tools/mcount.c" -ldl
gcc -O2 -shared -fPIC -o "$work/sigsuspend.so" "$here/tools/sigsuspend-shim.c"
# Whether the core under test is the layer targets (Sources/ScreenStateCore and the rest) or the one ScreenState.
layered() {
  if [ -n "$revision" ]; then
    git -C "$root" cat-file -e "$revision:Sources/ScreenStateCore" 2>/dev/null
  else
    [ -d "$root/Sources/ScreenStateCore" ]
  fi
}
# The core's target folders, in dependency order, and the one whose Resources hold the texts.
if layered; then
  targets="ScreenStateCore ScreenStateData ScreenStatePresentation ScreenState"
  resources=ScreenStatePresentation
else
  targets="ScreenState"
  resources=ScreenState
fi
folders=""
for target in $targets; do folders="$folders Sources/$target"; done
if [ -n "$revision" ]; then
  # shellcheck disable=SC2086  # one path per target
  git -C "$root" archive "$revision" $folders | tar -x -C "$work/pkg"
  core="commit $(git -C "$root" rev-parse --short "$revision")"
else
  for folder in $folders; do cp -r "$root/$folder" "$work/pkg/Sources/"; done
  core="working tree at $(git -C "$root" rev-parse --short HEAD), $(git -C "$root" status --porcelain -- Sources | wc -l | tr -d ' ') uncommitted files in Sources/"
fi
core="$core; targets $(echo "$targets" | sed 's/ /, /g')"
rm -rf "$work"/pkg/Sources/*/*.docc
cp "$here/LoadProf/main.swift" "$work/pkg/Sources/LoadProf/main.swift"
if [ "${SAME_MODULE:-0}" = 1 ]; then
  # Every target's folder inside the program's; the imports between the layers (and ScreenState's re-exports) name
  # modules that no longer exist, and `package` declarations are visible within the one module anyway.
  mkdir "$work/pkg/Sources/LoadProf/ScreenStateSources"
  for target in $targets; do mv "$work/pkg/Sources/$target" "$work/pkg/Sources/LoadProf/ScreenStateSources/$target"; done
  find "$work/pkg/Sources/LoadProf/ScreenStateSources" -name '*.swift' -exec \
    sed -i -E '/^(@_exported )?import ScreenState(Core|Data|Presentation)?$/d' {} +
  grep -v '^import ScreenState$' "$here/LoadProf/main.swift" > "$work/pkg/Sources/LoadProf/main.swift"
  core="$core, compiled into the program (SAME_MODULE=1)"
  attribute=""
  cat > "$work/pkg/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "LoadProf",
  defaultLocalization: "en",
  targets: [.executableTarget(name: "LoadProf", resources: [.process("ScreenStateSources/$resources/Resources")])],
  swiftLanguageModes: [.v6]
)
MANIFEST
elif layered; then
  # The targets of the package's own manifest: one package, so `package` access reaches across the layers.
  cat > "$work/pkg/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "LoadProf",
  defaultLocalization: "en",
  targets: [
    .target(name: "ScreenStateCore"),
    .target(name: "ScreenStateData", dependencies: ["ScreenStateCore"]),
    .target(
      name: "ScreenStatePresentation", dependencies: ["ScreenStateCore", "ScreenStateData"],
      resources: [.process("Resources")]),
    .target(name: "ScreenState", dependencies: ["ScreenStateCore", "ScreenStateData", "ScreenStatePresentation"]),
    .executableTarget(name: "LoadProf", dependencies: ["ScreenState"]),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
else
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
fi
binary="$work/pkg/.build/release/LoadProf"
if ! (cd "$work/pkg" && swift build -c release > "$work/build.log" 2>&1); then
  grep -E "error:" "$work/build.log" >&2
  exit 1
fi

# Per load (or cycle): mallocs and callocs of the load phase ($2 times; 10,000 by default).
mallocs() {
  local created loaded count=${2:-$cells}
  created=$(LD_PRELOAD="$work/mcount.so" "$binary" "$1" "$count" create 2>&1 | grep mcount)
  loaded=$(LD_PRELOAD="$work/mcount.so" "$binary" "$1" "$count" load 2>&1 | grep mcount)
  python3 - "$created" "$loaded" "$count" <<'PY'
import re, sys
created, loaded = ({k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", s)} for s in sys.argv[1:3])
cells = int(sys.argv[3])
per = lambda *keys: sum(loaded[k] - created[k] for k in keys) / cells
print(f"{per('malloc', 'realloc', 'aligned'):.2f} | {per('calloc'):.2f}")
PY
}

# Per load (or cycle): instructions of the load phase ($2 times; 2,000 by default).
instructions() {
  local phase total=() count=${2:-$traced}
  for phase in create load; do
    LD_PRELOAD="$work/sigsuspend.so" valgrind --tool=callgrind --callgrind-out-file="$work/ir.$1.$phase" \
      "$binary" "$1" "$count" $phase > /dev/null 2>&1
    total+=("$(awk '/^totals:/ {print $2}' "$work/ir.$1.$phase")")
  done
  echo $(((total[1] - total[0]) / count))
}

# What a run of mode $1 repeats (the unit of its figures), and how many times it does so under valgrind.
unit() {
  case $1 in
    plain | owned | untimed | loader) echo load ;;
    hand | hand-owned | refresh-nil | refresh) echo cycle ;;
    entity) echo round ;;
    outbox) echo like ;;
    store-values) echo entry ;;
    store-release) echo release ;;
    *) echo transition ;;
  esac
}
traced_count() {
  case $1 in
    entity) echo 3 ;;
    outbox) echo 1000 ;;
    store-release) echo 20000 ;;
    *) echo $traced ;;
  esac
}

# Each allocation of mode $1's repeated work attributed to its source, per unit.
attribution() {
  local phase count
  count=$(traced_count "$1")
  for phase in create load; do
    LD_PRELOAD="$work/sigsuspend.so" valgrind --tool=callgrind --separate-callers=14 \
      --callgrind-out-file="$work/cg.$phase" "$binary" "$1" "$count" $phase > /dev/null 2>&1
  done
  python3 "$here/tools/attribute.py" "$work/cg.load" "$work/cg.create" "$count"
}

# The functions with the most inclusive instructions per load, cycle or round ($2 times), the create run subtracted.
functions() {
  python3 "$here/tools/inclusive-diff.py" "$work/ir.$1.load" "$work/ir.$1.create" "${2:-$traced}" 40
}

{
  echo "# Cost of a load and of a refresh cycle, in counts"
  echo
  echo "core: $core; $(date -u '+%Y-%m-%d %H:%M UTC'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo "| mode | per | mallocs | callocs | instructions |"
  echo "| --- | --- | ---: | ---: | ---: |"
  for mode in plain owned untimed loader; do
    wanted $mode || continue
    echo "| $mode | load of one of $cells cells (instructions: of $traced) | $(mallocs $mode) | $(instructions $mode) |"
  done
  for mode in hand hand-owned refresh-nil refresh; do
    wanted $mode || continue
    echo "| $mode | cycle (of $cells in a row; instructions: of $traced) | $(mallocs $mode) | $(instructions $mode) |"
  done
  wanted entity && echo "| entity | patch and roll back post 0 in the 1,000 values holding it (3 rounds) | $(mallocs entity 3) | $(instructions entity 3) |"
  wanted store-values && echo "| store-values | an entry with a value of 20 posts, of $cells (instructions: of $traced) | $(mallocs store-values) | $(instructions store-values) |"
  # No mallocs: releasing frees, and the run that only sets up lets its handles go at exit in another order.
  wanted store-release && echo "| store-release | a release of 20,000 on a store of capacity 500 | - | - | $(instructions store-release 20000) |"
  wanted outbox && echo "| outbox | a like queued offline one after the other and sent on reconnect, of 1,000 | $(mallocs outbox 1000) | $(instructions outbox 1000) |"
  for mode in transition transition-raw; do
    wanted $mode || continue
    echo "| $mode | failed -> loaded on one of $cells models (instructions: of $traced) | $(mallocs $mode) | $(instructions $mode) |"
  done
  if [ "${FUNCTIONS:-0}" = 1 ]; then
    for mode in plain owned untimed loader hand hand-owned refresh-nil refresh entity store-values store-release \
      outbox transition transition-raw; do
      wanted $mode || continue
      echo
      echo "## Inclusive instructions of mode $mode, per $(unit $mode)"
      echo
      echo '```'
      functions "$mode" "$(traced_count $mode)"
      echo '```'
    done
  fi
  for mode in $attribute; do
    echo
    echo "## Allocations of mode $mode, per $(unit "$mode")"
    echo
    attribution "$mode"
  done
} | tee "$out/attribution.md"
