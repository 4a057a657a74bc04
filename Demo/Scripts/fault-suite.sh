#!/bin/sh
# The fault suite: the real `demo` executable, in a detached 100x30 tmux pane against its embedded backend, through
# everything that once froze, crashed or spun for ever. Each step is bounded; the script exits non-zero on the first
# freeze (a screen that stops answering keys), crash (the demo exiting) or endless spinner, and prints the measured
# time from `R` to the failure on screen for the faults that never answer.
#
#   Demo/Scripts/fault-suite.sh [path/to/demo]
#
# Without an argument it builds the `demo` product of the Demo package (`swift build --package-path Demo`). It skips,
# with a message, only when tmux is not installed; it needs curl for the load step. About 45 s once built.
#
# 1. Key bursts, three rounds: 10 r, 10 R, then R/r/Esc mixed, sent at once; the UI still answers (a fault key
#    changes the status line, the feed loads) and the process is alive.
# 2. drip and hang: Esc cancels the load while it spins; then R, and the failure ("The request timed out") must show
#    within the budget (FAULT_BUDGET seconds, 12 by default: the demo's 8 s budget plus slack).
# 3. reset: "Connection interrupted".
# 4. 429 with Retry-After 0, a past HTTP date, and a number beyond 64 bits (`t` three times): "Too many requests".
# 5. Offline and online 10 times by keys while 40 clients hammer the backend; afterwards the backend answers and the
#    demo loads the feed.
# 6. q: the demo exits 0 and the terminal is restored.
# 7. key-burst.sh: 3000 keys at once into the board's search field, then Escape, which must take effect within 2 s of
#    the last key (it prints the time measured).
#
# POSIX sh: `.ci/run` runs it under dash.
set -eu

. "$(dirname "$0")/lib-tmux.sh"
require_tmux_or_skip "the fault suite"
command -v curl >/dev/null 2>&1 || { echo "error: the fault suite needs curl for its load step" >&2; exit 1; }
resolve_demo_binary "$@"

fault_budget="${FAULT_BUDGET:-12}"
# The process ids of the load step's clients, separated by spaces.
load_pids=""
extra_cleanup() {
  for pid in $load_pids; do kill "$pid" 2>/dev/null || true; done
}

# Fails when the demo has exited (a crash shows as "demo exited with …" in the pane's shell).
expect_alive() {
  shows "demo exited with" && fail "the demo exited: $1"
  return 0
}


# Presses a fault key and waits for the status line to name the mode.
switch_fault() {
  keys "$1"
  wait_for "fault: $2"
}

# Reopens the feed (R) and waits for the failure text, within the fault budget; prints the seconds it took.
time_to_failure() {
  failure_start="$(now)"
  keys R
  wait_for "$1" "$fault_budget"
  elapsed_since "$failure_start"
}

step "start the demo in a 100x30 pane"
start_shell_pane
run_in_shell "$run_demo"
wait_for "$first_post"
wait_for "fault: none (healthy)"
server="$(screen | grep -o 'http://127\.0\.0\.1:[0-9]*' | head -n 1)"
[ -n "$server" ] || fail "the status line does not show the embedded backend's address"

# Three rounds: one burst froze the old client (URLSession.data(for:) cancelled as it completed) about every other run.
for round in 1 2 3; do
  step "key bursts, round $round of 3: 10 r, 10 R, then R/r/Esc mixed, at once"
  keys r r r r r r r r r r
  keys R R R R R R R R R R
  keys R Escape r R Escape R r Escape R Escape r R
  step "… the UI still answers: a fault key changes the status line, and R loads the feed under it"
  switch_fault 1 "500 (server error)"
  keys R
  wait_for "Something went wrong on our side"
  switch_fault 0 "none (healthy)"
  keys R
  wait_for "$first_post"
  expect_alive "after the key bursts"
done

# One line per figure.
figures=""
for fault in drip:d hang:h; do
  name="${fault%%:*}" key="${fault##*:}"
  step "$name: Esc cancels the spinning load, then the failure shows within ${fault_budget} s"
  switch_fault "$key" "$name"
  keys R
  wait_for "Loading…"
  keys Escape
  wait_gone "Loading…" 3
  switch_fault 0 "none (healthy)"  # the UI still answers while a request may hang in the backend
  switch_fault "$key" "$name"
  seconds="$(time_to_failure "The request timed out")"
  figures="$figures   $name: $seconds s from R to \"The request timed out\"
"
  echo "   $name reported after $seconds s"
  expect_alive "under $name"
done

step "reset: the connection breaks, the screen says so"
switch_fault k "reset"
keys R
wait_for "Connection interrupted"
expect_alive "under reset"

step "429 with Retry-After 0, a past HTTP date, and a huge number (t pressed again steps through them)"
# With 800 ms of latency every load shows its spinner long enough to be seen, so each 429 screen is a new one.
keys l
wait_for "latency: 800ms"
for mode in "429:0" "429:past" "429:huge"; do
  switch_fault t "$mode"
  keys R
  wait_for "Loading…"
  wait_for "Too many requests" "$fault_budget"
  expect_alive "under $mode"
done
# One press at a time: each press asks the backend for the latency after the one shown, so presses sent at once
# would read the same one.
for latency in 2s 4s 6s 0; do
  keys l
  wait_for "latency: $latency"
done

step "offline and online 10 times while 40 clients load the backend"
switch_fault 0 "none (healthy)"
for _ in $(seq 40); do
  (while :; do curl -s -o /dev/null --max-time 2 "$server/posts" || true; done) &
  load_pids="$load_pids $!"
done
for _ in $(seq 10); do
  switch_fault o "offline"
  switch_fault n "none (healthy)"
done
extra_cleanup
# shellcheck disable=SC2086 # process ids, split on purpose
wait $load_pids 2>/dev/null || true
load_pids=""
expect_alive "offline and online under load"
[ "$(curl -s --max-time 5 "$server/health")" = ok ] || fail "the backend does not answer /health after the switches"
keys R
wait_for "$first_post"

step "q: the demo exits and the terminal is restored"
keys q
expect_terminal_restored 0

step "a burst of keys into the board's search field, in a demo of its own (key-burst.sh)"
sh "$(dirname "$0")/key-burst.sh" "$demo_bin"

echo "PASS: key bursts, drip, hang, reset, 429 (Retry-After 0, past date, huge), offline/online under load, q, a burst of keys in search"
echo "time to failure (budget ${fault_budget} s):"
printf '%s' "$figures"
