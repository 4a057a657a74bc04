#!/bin/sh
# Checks that every shell script the GitHub workflow runs is POSIX sh: the macOS runners' bash is 3.2 (no
# `mapfile`, no associative arrays), and `sh` there and on Debian/Ubuntu (dash) is no bash at all.
#
# The scripts are found, not listed: those the workflow's `run:` steps name (.github/workflows/*.yml), then every
# script those name or source, each once. Each one must
#   - start with `#!/bin/sh` (a sourced library, with no shebang, is checked all the same),
#   - parse under dash (`dash -n`), or, where dash is not installed, under `sh -n` (this says so: a bash posing as
#     sh accepts more than POSIX), and
#   - use none of the bash-only constructs listed below (comments aside).
# `.ci/run` then runs each script under dash, which is what proves it works there; this check catches the rest
# early, and in scripts that only run on a Mac.
#
# Usage: Scripts/check-posix-scripts.sh        (exit 1 on the first script that fails, with its lines)
set -eu
cd "$(dirname "$0")/.."

if command -v dash >/dev/null 2>&1; then
  parser=dash
else
  parser=sh
  echo "note: dash is not installed; parsing with sh -n, which accepts what the sh of this machine accepts"
fi

# Bash-only constructs, as extended regular expressions matched against lines with comments removed; a line marked
# `posix-check: ignore` (this one) is not matched.
bashisms='\[\[[^:]|[^:]\]\]|\bmapfile\b|\breadarray\b|\bdeclare\b|\btypeset\b|\blocal -[aA]|^[[:space:]]*(export[[:space:]]+)?[A-Za-z_][A-Za-z0-9_]*\+?=\(|\+=|\$\{[A-Za-z_][A-Za-z0-9_]*\[|\$\{#[A-Za-z_][A-Za-z0-9_]*\[|<<<|\$'"'"'|\bpipefail\b|^[[:space:]]*source[[:space:]]|\bBASH_[A-Z]+|\$SECONDS|\$RANDOM|^[[:space:]]*function[[:space:]]|&>|\|&|\$\{[A-Za-z_][A-Za-z0-9_]*(,,|\^\^)|\{[0-9]+\.\.[0-9]+\}|\bprintf -v\b|\bshopt\b|<\(|>\(' # posix-check: ignore

# The scripts a file names: paths from the repository root, or names beside the file (a sourced library).
named_scripts() {
  grep -oE '[A-Za-z0-9_./-]*[A-Za-z0-9_-]+\.sh|\.ci/run' "$1" | while read -r name; do
    if [ -f "$name" ]; then
      echo "$name"
    elif [ -f "$(dirname "$1")/$(basename "$name")" ]; then
      echo "$(dirname "$1")/$(basename "$name")"
    fi
  done
}

pending=$(for workflow in .github/workflows/*.yml; do named_scripts "$workflow"; done)
checked=""
failed=0
while [ -n "$pending" ]; do
  next=""
  for script in $pending; do
    case " $checked " in *" $script "*) continue ;; esac
    checked="$checked $script"
    problems=""
    # A sourced library has no shebang; a script has this one.
    case $(head -n 1 "$script") in
      "#!/bin/sh" | [!#]* | "#"[!!]*) ;;
      *) problems="line 1: the shebang is not #!/bin/sh
" ;;
    esac
    if ! syntax=$("$parser" -n "$script" 2>&1); then
      problems="$problems$syntax
"
    fi
    # Comments removed: a whole-line comment, or ` # …` after code (a `#` inside a word such as `${#x}` stays).
    found=$(sed -e '/posix-check: ignore/s/.*//' -e 's/^[[:space:]]*#.*//' -e 's/[[:space:]]#[[:space:]].*//' "$script" |
      grep -nE "$bashisms" || true)
    if [ -n "$found" ]; then
      problems="${problems}bash-only constructs:
$found
"
    fi
    if [ -n "$problems" ]; then
      echo "error: $script is not POSIX sh:" >&2
      printf '%s' "$problems" >&2
      failed=1
    fi
    next="$next $(named_scripts "$script" | tr '\n' ' ')"
  done
  pending=$next
done

[ "$failed" = 0 ] || exit 1
# shellcheck disable=SC2086 # the names have no white space
echo "POSIX sh ($parser -n, no bash-only constructs):$checked"
