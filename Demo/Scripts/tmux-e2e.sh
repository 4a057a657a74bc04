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

source "$(dirname "$0")/lib-tmux.sh"
require_tmux_or_skip "the end-to-end test of the demo in a terminal"
resolve_demo_binary "$@"

step "start a shell in a detached 100x30 tmux pane"
start_shell_pane

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
