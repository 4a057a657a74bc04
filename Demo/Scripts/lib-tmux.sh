# Shared helpers of the scripts that drive the real `demo` executable in a private tmux server: find or build the
# demo, start a pane, read the screen with `capture-pane -p`, wait for text with a deadline, send keys, and check
# that the terminal comes back intact. Sourced, not run, by a script in this directory (POSIX sh: `.ci/run` runs the
# scripts under dash):
#
#   . "$(dirname "$0")/lib-tmux.sh"
#   require_tmux_or_skip "the fault suite"
#   resolve_demo_binary "$@"     # sets demo_bin: the argument, or the Demo package's `demo` product, built if needed
#   start_shell_pane             # a shell in a detached 100x30 pane named e2e, its `stty -a` saved
#
# Every wait polls the screen against a deadline (E2E_TIMEOUT seconds, 30 by default); none waits a fixed time.

# Sourced by a script of this directory: $0 is that script.
demo_dir="$(cd "$(dirname "$0")/.." && pwd)"

# Exits 0 with a message when tmux is not installed: the scripts need a terminal only tmux gives them.
require_tmux_or_skip() {
  if ! command -v tmux >/dev/null 2>&1; then
    echo "SKIP: tmux is not installed, so $1 cannot run."
    exit 0
  fi
}

# Sets demo_bin to the executable given, or to the Demo package's `demo` product (built when out of date).
resolve_demo_binary() {
  if [ $# -ge 1 ]; then
    demo_bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
  else
    build_log="$(mktemp)"
    swift build --package-path "$demo_dir" --product demo >"$build_log" 2>&1 || { cat "$build_log" >&2; exit 1; }
    rm -f "$build_log"
    demo_bin="$(swift build --package-path "$demo_dir" --show-bin-path)/demo"
  fi
  [ -x "$demo_bin" ] || { echo "error: no demo executable at $demo_bin" >&2; exit 1; }
  # The command line that runs the demo in the pane's shell and then says how it exited.
  run_demo="clear; '$demo_bin'; echo \"demo exited with \$?\""
}

# A private tmux server (its own socket, no user configuration), so a script neither sees nor disturbs other sessions.
socket="screenstate-e2e-$$"
work="$(mktemp -d)"
# UTF-8 on (-u, and a UTF-8 locale if none is set): the frames are drawn with box-drawing characters and arrows.
case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
  *UTF-8* | *utf8* | *UTF8* | *utf-8*) ;;
  *) export LC_ALL=C.UTF-8 ;;
esac
tmux_() { tmux -u -L "$socket" -f /dev/null "$@"; }
# Extra clean-up a script adds (background load, say), run before the tmux server goes.
extra_cleanup() { :; }
cleanup() {
  extra_cleanup
  tmux_ kill-server >/dev/null 2>&1 || true
  # tmux leaves the socket file of a killed server behind.
  rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
  rm -rf "$work"
}
trap cleanup EXIT

timeout_seconds="${E2E_TIMEOUT:-30}"
# Whole seconds since the epoch: the clock of every deadline (POSIX sh keeps no count of seconds).
seconds_now() { date +%s; }
step() { echo "-- $*"; }
screen() { tmux_ capture-pane -p -t e2e; }
fail() {
  echo "FAIL: $*" >&2
  echo "---- the screen:" >&2
  screen >&2 || true
  echo "----" >&2
  exit 1
}
# Polls the screen until it shows the text (a fixed string), or fails after the timeout (or $2 seconds).
wait_for() {
  wait_text="$1"
  wait_limit="${2:-$timeout_seconds}"
  wait_deadline=$(($(seconds_now) + wait_limit))
  until screen | grep -qF -- "$wait_text"; do
    [ "$(seconds_now)" -lt "$wait_deadline" ] || fail "the screen never showed \"$wait_text\" (${wait_limit} s)"
    sleep 0.1
  done
}
# Polls the screen until it no longer shows the text, or fails after the timeout (or $2 seconds).
wait_gone() {
  wait_text="$1"
  wait_limit="${2:-$timeout_seconds}"
  wait_deadline=$(($(seconds_now) + wait_limit))
  while screen | grep -qF -- "$wait_text"; do
    [ "$(seconds_now)" -lt "$wait_deadline" ] || fail "the screen still showed \"$wait_text\" (${wait_limit} s)"
    sleep 0.1
  done
}
shows() { screen | grep -qF -- "$1"; }
# Saves the screen as $E2E_CAPTURE_DIR/NAME.txt when that variable names a directory (for a report); else nothing.
capture() {
  [ -n "${E2E_CAPTURE_DIR:-}" ] || return 0
  mkdir -p "$E2E_CAPTURE_DIR"
  screen >"$E2E_CAPTURE_DIR/$1.txt"
}
# Seconds since the epoch, with nanoseconds; and the seconds elapsed since such a time, to a tenth (or to the
# number of decimals given second).
now() { date +%s.%N; }
elapsed_since() { awk -v start="$1" -v end="$(now)" -v places="${2:-1}" 'BEGIN { printf "%.*f", places, end - start }'; }
keys() { tmux_ send-keys -t e2e "$@"; }
# Types a command line into the pane's shell.
run_in_shell() { tmux_ send-keys -t e2e -l "$1"; tmux_ send-keys -t e2e Enter; }
pane() { tmux_ display-message -p -t e2e "$1"; }

first_post="1  Welcome to the neighbourhood board"

# A shell in a detached 100x30 pane, with its `stty -a` saved for expect_terminal_restored.
start_shell_pane() {
  tmux_ new-session -d -s e2e -x 100 -y 30 \
    "env -i PATH='$PATH' HOME='$work' HISTFILE=/dev/null TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
  wait_for "e2e\$"
  run_in_shell "stty -a > '$work/stty.before'; echo \"READ\"\"Y-FOR-DEMO\""
  wait_for "READY-FOR-DEMO"
}

# The terminal after the demo: the shell's screen (not the alternate one), the cursor shown, and `stty -a` exactly
# as before the demo started.
expect_terminal_restored() {
  wait_for "demo exited with $1"
  [ "$(pane '#{alternate_on}')" = 0 ] || fail "the pane is still on the alternate screen"
  [ "$(pane '#{cursor_flag}')" = 1 ] || fail "the cursor is still hidden"
  shows "ScreenState demo ›" && fail "the demo's frame is still on the screen"
  before="$work/stty.before"
  after="$work/stty.after"
  # The marker is split in the command line ("STTY""-CHECK"), so only the command's output can match it.
  run_in_shell "stty -a > '$after'; cmp -s '$before' '$after' && r=same || r=different; echo \"STTY\"\"-CHECK: \$r\""
  wait_for "STTY-CHECK: "
  shows "STTY-CHECK: same" || fail "stty -a differs after the demo: $(diff "$before" "$after" || true)"
}

# The demo's process: the child of the pane's shell.
demo_pid() {
  pid_deadline=$(($(seconds_now) + timeout_seconds))
  shell_pid="$(pane '#{pane_pid}')"
  until pid="$(pgrep -P "$shell_pid" -x demo)"; do
    [ "$(seconds_now)" -lt "$pid_deadline" ] || fail "no demo process under the pane's shell"
    sleep 0.1
  done
  echo "$pid"
}
