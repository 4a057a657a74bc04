#!/usr/bin/env bash
# End-to-end test of the real `demo` executable in a real terminal: tmux runs it in a detached 100x30 pane, keys go
# in with `send-keys`, and the screen is read with `capture-pane -p`. Every step waits by polling the screen for the
# text it expects, with a timeout; no step waits for a fixed time.
#
#   Demo/Scripts/tmux-e2e.sh [path/to/demo]
#
# Without an argument it builds the `demo` product of the Demo package (nothing to do when `swift test` or
# `swift build` already built it) and runs that. It skips, with a message, only when tmux is not installed.
#
# Why a script and not a Swift test: the UI runs in a separate process that only a terminal can drive, and waiting
# for it means polling a screen against a wall clock, which the Swift tests never do (they wait on events). The same
# scenario runs in process, event-driven, in Demo/Tests/DemoAppTests/InteractiveTests.swift; this script adds what
# only the real executable in a real terminal shows: raw mode, the alternate screen, signals, and the terminal
# coming back intact.
set -euo pipefail

demo_dir="$(cd "$(dirname "$0")/.." && pwd)"

if ! command -v tmux >/dev/null 2>&1; then
  echo "SKIP: tmux is not installed, so the end-to-end test of the demo in a terminal cannot run."
  exit 0
fi

if [ $# -ge 1 ]; then
  demo_bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
  build_log="$(mktemp)"
  swift build --package-path "$demo_dir" --product demo >"$build_log" 2>&1 || { cat "$build_log" >&2; exit 1; }
  rm -f "$build_log"
  demo_bin="$(swift build --package-path "$demo_dir" --show-bin-path)/demo"
fi
[ -x "$demo_bin" ] || { echo "error: no demo executable at $demo_bin" >&2; exit 1; }

# A private tmux server (its own socket, no user configuration), so the test neither sees nor disturbs other sessions.
socket="screenstate-e2e-$$"
work="$(mktemp -d)"
# UTF-8 on (-u, and a UTF-8 locale if none is set): the frames are drawn with box-drawing characters and arrows.
case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
  *UTF-8* | *utf8* | *UTF8* | *utf-8*) ;;
  *) export LC_ALL=C.UTF-8 ;;
esac
tmux_() { tmux -u -L "$socket" -f /dev/null "$@"; }
cleanup() {
  tmux_ kill-server >/dev/null 2>&1 || true
  # tmux leaves the socket file of a killed server behind.
  rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
  rm -rf "$work"
}
trap cleanup EXIT

timeout_seconds="${E2E_TIMEOUT:-30}"
step() { echo "-- $*"; }
screen() { tmux_ capture-pane -p -t e2e; }
fail() {
  echo "FAIL: $*" >&2
  echo "---- the screen:" >&2
  screen >&2 || true
  echo "----" >&2
  exit 1
}
# Polls the screen until it shows the text (a fixed string), or fails after the timeout.
wait_for() {
  local text="$1" deadline=$((SECONDS + timeout_seconds))
  until screen | grep -qF -- "$text"; do
    [ $SECONDS -lt $deadline ] || fail "the screen never showed \"$text\" (${timeout_seconds} s)"
    sleep 0.1
  done
}
# Polls the screen until it no longer shows the text.
wait_gone() {
  local text="$1" deadline=$((SECONDS + timeout_seconds))
  while screen | grep -qF -- "$text"; do
    [ $SECONDS -lt $deadline ] || fail "the screen still showed \"$text\" (${timeout_seconds} s)"
    sleep 0.1
  done
}
shows() { screen | grep -qF -- "$1"; }
keys() { tmux_ send-keys -t e2e "$@"; }
# Types a command line into the pane's shell.
run_in_shell() { tmux_ send-keys -t e2e -l "$1"; tmux_ send-keys -t e2e Enter; }
pane() { tmux_ display-message -p -t e2e "$1"; }

first_post="1  Welcome to the neighbourhood board"
run_demo="clear; '$demo_bin'; echo \"demo exited with \$?\""

# The terminal after the demo: the shell's screen (not the alternate one), the cursor shown, and `stty -a` exactly
# as before the demo started.
expect_terminal_restored() {
  local status="$1"
  wait_for "demo exited with $status"
  [ "$(pane '#{alternate_on}')" = 0 ] || fail "the pane is still on the alternate screen"
  [ "$(pane '#{cursor_flag}')" = 1 ] || fail "the cursor is still hidden"
  shows "ScreenState demo ›" && fail "the demo's frame is still on the screen"
  local before="$work/stty.before" after="$work/stty.after"
  # The marker is split in the command line ("STTY""-CHECK"), so only the command's output can match it.
  run_in_shell "stty -a > '$after'; cmp -s '$before' '$after' && r=same || r=different; echo \"STTY\"\"-CHECK: \$r\""
  wait_for "STTY-CHECK: "
  shows "STTY-CHECK: same" || fail "stty -a differs after the demo: $(diff "$before" "$after" || true)"
}

step "start a shell in a detached 100x30 tmux pane"
tmux_ new-session -d -s e2e -x 100 -y 30 \
  "env -i PATH='$PATH' HOME='$work' HISTFILE=/dev/null TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
wait_for "e2e\$"
run_in_shell "stty -a > '$work/stty.before'; echo \"READ\"\"Y-FOR-DEMO\""
wait_for "READY-FOR-DEMO"

step "first load → the list"
run_in_shell "$run_demo"
wait_for "$first_post"
wait_for "fault: none (healthy)"
[ "$(pane '#{alternate_on}')" = 1 ] || fail "the demo does not use the alternate screen"

step "1 (fault 500) → r → the list is kept, with an alert"
keys 1
wait_for "fault: 500 (server error)"
keys r
wait_for "Something went wrong on our side"
shows "$first_post" || fail "the list was not kept under the alert"
shows "[» Try Again «]" || fail "the alert has no Try Again button"
keys Escape
wait_gone "Something went wrong on our side"

step "o (offline) → R (reopen) → full-screen \"can't reach the server\" → Check connection while still offline"
keys o
wait_for "fault: offline"
keys R
wait_for "Can't reach the server"
wait_for "[» Check connection «]"
keys Enter
wait_for "Still can't reach the server"

step "n (back online) → Enter on Check connection → the list"
keys n
wait_for "fault: none (healthy)"
keys Enter
wait_for "$first_post"

step "2 (503, Retry-After 120) → R → the maintenance screen with the retry time"
keys 2
wait_for "fault: maintenance:120"
keys R
wait_for "Down for maintenance"
wait_for "Try again in 2 minutes."

step "6 (malformed JSON) → R → \"unexpected response\", no raw body"
keys 6
wait_for "fault: malformed"
keys R
wait_for "Unexpected response"
for fragment in '{"' '"id"' '"title"' '"body"' 'Welcome to the neighbourhood'; do
  shows "$fragment" && fail "the screen shows the raw body: $fragment"
done

step "the other screens: gallery page 2, the colour picker, the list of keys"
keys e
wait_for "Error screens › No network (1/3)"
keys ']'
wait_for "Error screens › Backend status (2/3)"
wait_for "Back online"  # /status still answers under the malformed-JSON fault
keys c
wait_for "ScreenState demo › Colours"
keys a b m
wait_for "view state: showMixedColors(red, red)"
keys '?'
wait_for "ScreenState demo › Keys"
keys Escape
wait_for "ScreenState demo › Colours"

step "a resize redraws at the new size"
keys p 0
wait_for "fault: none (healthy)"
keys R
wait_for "1–17 of 30"
tmux_ resize-window -t e2e -x 80 -y 24
wait_for "1–11 of 30"
tmux_ resize-window -t e2e -x 100 -y 30
# Growing a pane shows the cells it hid when it shrank (the old "1–17 of 30" among them) until the demo redraws:
# the 80x24 frame's "1–11 of 30" going away is what proves the redraw.
wait_gone "1–11 of 30"
wait_for "1–17 of 30"

step "q → the terminal is restored"
keys q
expect_terminal_restored 0

step "Ctrl-C → the terminal is restored"
run_in_shell "$run_demo"
wait_for "$first_post"
keys C-c
expect_terminal_restored 0

# The demo's process: the child of the pane's shell.
demo_pid() {
  local shell_pid pid deadline=$((SECONDS + timeout_seconds))
  shell_pid="$(pane '#{pane_pid}')"
  until pid="$(pgrep -P "$shell_pid" -x demo)"; do
    [ $SECONDS -lt $deadline ] || fail "no demo process under the pane's shell"
    sleep 0.1
  done
  echo "$pid"
}

step "SIGTERM → the terminal is restored, exit status 143"
run_in_shell "$run_demo"
wait_for "$first_post"
kill -TERM "$(demo_pid)"
expect_terminal_restored 143

step "SIGINT → the terminal is restored, exit status 130"
run_in_shell "$run_demo"
wait_for "$first_post"
kill -INT "$(demo_pid)"
expect_terminal_restored 130

step "output that is not a terminal → plain frames, no escape codes"
"$demo_bin" </dev/null >"$work/frames.txt" 2>/dev/null
grep -qF "$first_post" "$work/frames.txt" || { cat "$work/frames.txt"; fail "the piped frames do not show the list"; }
if LC_ALL=C grep -q $'\x1b' "$work/frames.txt"; then fail "the piped frames contain escape codes"; fi

echo "PASS: the demo in tmux: list, 500 alert, offline and back, maintenance, malformed JSON, other screens, resize;"
echo "      terminal restored after q, Ctrl-C, SIGTERM and SIGINT; plain frames when piped"
