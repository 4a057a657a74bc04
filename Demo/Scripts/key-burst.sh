#!/bin/sh
# A burst of keys into the board's search field, in the real `demo` executable in a detached 100x30 tmux pane: the
# terminal must keep up. It opens the board's search, sends BURST_KEYS keys (3000 by default) as fast as tmux takes
# them (printable characters with a Backspace now and then, from a seeded generator, so every run sends the same
# keys), then Escape at once, and measures the time from the last key to the Escape taking effect (the search gone,
# the feed back). It fails when that takes longer than BURST_LIMIT seconds (2 by default), then quits with `q` and
# checks that the terminal is restored.
#
#   Demo/Scripts/key-burst.sh [path/to/demo]
#
# Without an argument it builds the `demo` product of the Demo package (`swift build --package-path Demo`). It skips,
# with a message, only when tmux is not installed. `fault-suite.sh` runs it.
#
# POSIX sh: `.ci/run` runs it under dash.
set -eu

. "$(dirname "$0")/lib-tmux.sh"
require_tmux_or_skip "the key burst"
resolve_demo_binary "$@"

burst_keys="${BURST_KEYS:-3000}"
burst_limit="${BURST_LIMIT:-2}"
burst_seed="${BURST_SEED:-26}"
# How many keys each send-keys call carries.
chunk_size=100

# The burst, in chunks of chunk_size keys, one chunk a line: printable ASCII, and DEL (what the Backspace key sends)
# for one key in twenty.
awk -v count="$burst_keys" -v seed="$burst_seed" -v size="$chunk_size" 'BEGIN {
  srand(seed)
  line = ""
  for (i = 1; i <= count; i++) {
    if (rand() < 0.05) { key = sprintf("%c", 127) } else { key = sprintf("%c", 32 + int(rand() * 95)) }
    line = line key
    if (i % size == 0 || i == count) { print line; line = "" }
  }
}' >"$work/burst"

step "start the demo on the board, with a cache of its own, in a 100x30 pane"
start_shell_pane
run_in_shell "clear; '$demo_bin' --screen board --cache-dir '$work/cache'; echo \"demo exited with \$?\""
wait_for "$first_post"

step "/: the search field"
keys /
wait_for "Type to search the titles of all 300 posts."

step "$burst_keys keys at once into the field, then Escape"
while IFS= read -r chunk; do
  keys -l -- "$chunk"
done <"$work/burst"
start="$(now)"
keys Escape
wait_gone " Search: " "$timeout_seconds"
wait_for "ScreenState demo › Board"
seconds="$(elapsed_since "$start" 2)"
echo "   Escape took effect $seconds s after the last of $burst_keys keys (limit $burst_limit s)"
awk -v seconds="$seconds" -v limit="$burst_limit" 'BEGIN { exit !(seconds <= limit) }' ||
  fail "Escape took effect $seconds s after the last key of the burst, more than $burst_limit s"

step "the UI still answers, and q quits with the terminal restored"
keys '?'
wait_for "ScreenState demo › Keys"
keys Escape
wait_gone "ScreenState demo › Keys"
keys q
expect_terminal_restored 0

echo "PASS: $burst_keys keys in the search field; Escape took effect after $seconds s (limit $burst_limit s)"
