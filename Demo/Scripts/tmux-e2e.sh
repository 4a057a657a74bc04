#!/bin/sh
# End-to-end test of the real `demo` executable in a real terminal: tmux runs it in a detached 100x30 pane, keys go
# in with `send-keys`, and the screen is read with `capture-pane -p`. Every step waits by polling the screen for the
# text it expects, with a timeout; no step waits for a fixed time (but the one that watches for a spinner that must
# not show).
#
#   Demo/Scripts/tmux-e2e.sh [path/to/demo]
#
# The tour of the posts feed includes what needs no code of the app's (issue 18): a load started offline says it waits
# for the network and loads when `n` brings it back, with no other key; a fast answer shows no spinner (watched for
# a second, the only window of fixed length); a slow one (6 s) shows the spinner, then "Still loading…" with Cancel.
# After the terminal's restoration, it plays the board's scenarios: infinite scroll through a page that fails (and its
# Try Again), key bursts, search as you type (one request), a post's title before its text, a failed like rolled back,
# a like shown at once in the feed's row, a restart offline showing the saved feed (which revalidates by itself when
# `n` brings the network back), and an offline start showing the three pages a first run saved; the store inspector
# (`D`) after the failed page and after the like rolled back. It prints the times it measured; with
# E2E_CAPTURE_DIR set, it also saves the screens of the failed page, the inspector, the liked row and the offline starts
# there.
#
# Without an argument it builds the `demo` product of the Demo package (nothing to do when `swift test` or
# `swift build` already built it) and runs that. It skips, with a message, only when tmux is not installed.
#
# Why a script and not a Swift test: the UI runs in a separate process that only a terminal can drive, and waiting
# for it means polling a screen against a wall clock, which the Swift tests never do (they wait on events). The same
# scenario runs in process, event-driven, in Demo/Tests/DemoAppTests/InteractiveTests.swift; this script adds what
# only the real executable in a real terminal shows: raw mode, the alternate screen, signals, and the terminal
# coming back intact.
#
# POSIX sh: `.ci/run` runs it under dash.
set -eu

. "$(dirname "$0")/lib-tmux.sh"
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

# One line per timing.
timings=""
# Records "label: seconds since start" for the summary.
took() {
  timings="$timings  $1: $(elapsed_since "$2" 2) s
"
}

step "o (offline) → R: \"Waiting for the network…\" with Cancel; n → the list loads by itself, no other key"
keys o
wait_for "fault: offline"
start="$(now)"
keys R
wait_for "Waiting for the network…"
took "offline: R to \"Waiting for the network…\"" "$start"
shows "[» Cancel «]" || fail "the wait for the network has no Cancel with the focus"
shows "Can't reach the server" && fail "the load offline failed instead of waiting for the network"
start="$(now)"
keys n
wait_for "fault: none (healthy)"
wait_for "$first_post"
took "offline: n to the list, loaded by itself" "$start"

step "o (offline) → R (reopen) → the wait ends with the load's 8 s budget: full-screen \"can't reach the server\" → Check connection while still offline"
keys o
wait_for "fault: offline"
start="$(now)"
keys R
wait_for "Waiting for the network…"
wait_for "Can't reach the server"
took "offline: R to \"Can't reach the server\" (the 8 s budget)" "$start"
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

step "a fast backend: R shows no spinner on the way to the list (progress only after 150 ms)"
keys R
looks=0
while [ "$looks" -lt 20 ]; do
  shows "Loading…" && fail "a fast answer showed a spinner"
  looks=$((looks + 1))
  sleep 0.05
done
wait_for "$first_post"

step "a slow backend: l up to 6s, R → the spinner, then \"Still loading…\" with Cancel after 5 s; Enter cancels"
# One press at a time: each press asks the backend for the latency after the one shown.
for latency in 800ms 2s 4s 6s; do
  keys l
  wait_for "latency: $latency"
done
start="$(now)"
keys R
wait_for "Loading…"
took "slow (6 s): R to the spinner" "$start"
wait_for "Still loading…" 10
took "slow (6 s): R to \"Still loading…\"" "$start"
shows "This is taking longer than usual." || fail "\"Still loading…\" does not say why"
shows "[» Cancel «]" || fail "\"Still loading…\" has no Cancel with the focus"
keys Enter
wait_gone "Still loading…" 3
shows "Loading…" && fail "Cancel left the spinner on screen"
shows "timed out" && fail "Cancel was shown as a failure"
keys l
wait_for "latency: 0"
keys R
wait_for "$first_post"

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
if LC_ALL=C grep -q "$(printf '\033')" "$work/frames.txt"; then fail "the piped frames contain escape codes"; fi

# The board, in a demo with its own cache directory (a temporary one, removed with the rest of $work), so that the
# offline restart below finds the feed this run saved.
board_cache="$work/board-cache"
run_board="clear; '$demo_bin' --cache-dir '$board_cache'; echo \"demo exited with \$?\""
# The number of posts the board's status line says are loaded.
loaded() { screen | grep -o '[0-9]* posts loaded' | head -n 1 | tr -dc 0-9; }
# Presses End, waiting after each for the next page, until the whole feed is loaded.
scroll_to_end() {
  scroll_deadline=$(($(seconds_now) + timeout_seconds))
  until shows "All 300 posts loaded"; do
    [ "$(seconds_now)" -lt "$scroll_deadline" ] || fail "scrolling never reached the end of the feed"
    count="$(loaded)"
    keys End
    page_deadline=$(($(seconds_now) + 10))
    while [ "$(loaded)" = "$count" ] && ! shows "All 300 posts loaded"; do
      [ "$(seconds_now)" -lt "$page_deadline" ] || fail "End after $count posts loaded no page"
      sleep 0.05
    done
  done
}
step "board (a): P (page 3 fails) → B → End: the pages before stay under the failure"
run_in_shell "$run_board"
wait_for "$first_post"
keys P
wait_for "fault: page-fail:3 (the board's page 3 fails)"
start="$(now)"
keys B
wait_for "ScreenState demo › Board"
# The first frame shows the last rows of the first page, so the second loads at once.
wait_for "40 posts loaded · more as you scroll"
took "board: B to 40 posts on screen" "$start"
start="$(now)"
keys End
wait_for "Something went wrong on our side"
took "board: End to the failed page on screen (3 attempts)" "$start"
shows "40 posts loaded · the next page failed" || fail "the status line does not say the next page failed"
shows "40  Free to a good home: an electric drill" || fail "the pages before the failed one are gone"
shows "[  Try Again  ]" || fail "the failed page has no Try Again"
capture "board-failed-page"

step "board (a): D: the store inspector shows the feed's failed page, its three attempts and their waits; D closes it"
keys D
wait_for "ScreenState demo › Store inspector"
wait_for "next page · 3 attempts · failed: server error (500)"
shows "› board/feed" || fail "the inspector does not show the feed's key in detail"
shows "→ waits" || fail "the inspector does not list the waits between the attempts"
capture "inspector-failed-page"
keys D
wait_gone "ScreenState demo › Store inspector"
wait_for "[  Try Again  ]"

step "board (a): Tab, Enter (Try Again) loads that page only; 30 End keys at once; End to the end"
keys Tab
wait_for "[» Try Again «]"
start="$(now)"
keys Enter
wait_for "60 posts loaded · more as you scroll"
took "board: Try Again to page 3 on screen" "$start"
shows "Something went wrong on our side" && fail "the failure is still on screen after Try Again"
# Bursts: 30 End keys, then 30 Down keys, sent at once. Each End that arrives after a page did loads the next one,
# so the burst scrolls on; what matters is that the UI keeps answering: a fault key, then the list of keys.
start="$(now)"
keys $(printf 'End %.0s' $(seq 30))
keys 0
wait_for "fault: none (healthy)"
took "board: 30 End keys at once, then a fault key answered" "$start"
start="$(now)"
keys $(printf 'Down %.0s' $(seq 30))
keys '?'
wait_for "ScreenState demo › Keys"
took "board: 30 Down keys at once, then ? answered" "$start"
keys Escape
wait_for "ScreenState demo › Board"
start="$(now)"
scroll_to_end
wait_for "You're all caught up"
took "board: End, a page at a time, to \"You're all caught up\"" "$start"

step "board (b): / and \"repair\" typed at once: the field shows it, then the results for the whole word, one request"
keys /
wait_for "Type to search the titles of all 300 posts."
start="$(now)"
# p, e, r and a are the demo's keys elsewhere: in the search field they are typed.
keys -l repair
wait_for " Search: repair_"
took "search: keys to the text in the field" "$start"
wait_for "Results for “repair”"
took "search: keys to the results (300 ms debounce)" "$start"
shows "Repair café this weekend" || fail "the results do not show the matching post"
shows "1 request sent" || fail "typing a word sent more than one request"

step "board (c): latency 2s, Enter on a row of the feed: the title at once, from the row, while the post loads"
keys Escape
wait_for "All 300 posts loaded"
# One press at a time: presses sent at once would each read the latency shown and step from the same one.
keys l
wait_for "latency: 800ms"
keys l
wait_for "latency: 2s"
keys Home Down Down
wait_for "›   3  Found: a blue bicycle helmet"
start="$(now)"
keys Enter
wait_for "ScreenState demo › Board › Post 3"
frame="$(screen)"
printf '%s\n' "$frame" | grep -qF " Found: a blue bicycle helmet" || fail "the title is not on screen while the post loads"
printf '%s\n' "$frame" | grep -qF "The text shows when the server answers." ||
  fail "the post is not loading: the latency did not make it slow"
took "post: Enter to the title on screen" "$start"
wait_for "[ Like ("
took "post: Enter to the text and likes (latency 2s)" "$start"
likes="$(screen | grep -o 'Like ([0-9]*)' | head -n 1 | tr -dc 0-9)"
[ -n "$likes" ] || fail "no like count on screen"

step "board (d): K (odd posts refuse likes), L on post 3: the count goes up at once, then back, with the banner"
keys K
wait_for "fault: like-fail (odd posts refuse likes)"
start="$(now)"
keys L
wait_for "[ Liking… ($((likes + 1))) ]"
took "like: L to the count up" "$start"
wait_for "Couldn't like the post"
took "like: L to the banner (latency 2s)" "$start"
wait_for "[ Like ($likes) ]"
shows "Request not accepted" || fail "the like's banner does not say what went wrong"
shows "1 like refused" || fail "the board's heading does not count the refused like"
shows "Try Again" && fail "a refused like's banner offers Try Again, which cannot help"

step "board (d): D, End: the store inspector shows the like, its two patches rolled back; D closes it"
keys D
wait_for "ScreenState demo › Store inspector"
keys End
wait_for "Latest request  #1 submit · 2 patches · 1 attempt · failed: client error (422)"
shows "failed: client error (422) · 2 patches rolled back" || fail "the like's row does not say it rolled back"
shows "#1 rolled back 2 patches" || fail "the like's timeline has no rollback"
capture "inspector-like-rolled-back"
keys D
wait_gone "ScreenState demo › Store inspector"
wait_for "Couldn't like the post"
keys Escape
wait_gone "Couldn't like the post"
for latency in 4s 6s 0; do
  keys l
  wait_for "latency: $latency"
done
keys 0
wait_for "fault: none (healthy)"

step "board (e): latency 800ms, L, Esc at once: the feed's row shows the new count before the server answers"
keys l
wait_for "latency: 800ms"
start="$(now)"
keys L
wait_for "[ Liking… ($((likes + 1))) ]"
keys Escape
wait_for "3  Found: a blue bicycle helmet · $((likes + 1)) likes"
took "like: L, Esc to the feed's row with the new count (latency 800ms)" "$start"
capture "board-liked-row"
for latency in 2s 4s 6s 0; do
  keys l
  wait_for "latency: $latency"
done

step "board (e): K, then L on the feed's rows 1 to 4 at once: the odd posts' likes are refused and rolled back"
keys Escape
wait_for "All 300 posts loaded"
keys K
wait_for "fault: like-fail (odd posts refuse likes)"
keys Home
wait_for "›   1  "
row_likes() { screen | grep -E "^.? +$1  " | head -n 1 | grep -o '· [0-9]* likes' | tr -dc 0-9; }
before_1="$(row_likes 1)"; before_2="$(row_likes 2)"; before_4="$(row_likes 4)"
[ -n "$before_1" ] && [ -n "$before_2" ] && [ -n "$before_4" ] || fail "no like counts on the feed's rows"
start="$(now)"
keys L Down L Down L Down L
wait_for "2 likes refused"
took "likes: four Ls on the feed to the two refusals" "$start"
[ "$(row_likes 1)" = "$before_1" ] || fail "post 1's refused like was not rolled back"
[ "$(row_likes 2)" = "$((before_2 + 1))" ] || fail "post 2's like did not stay"
[ "$(row_likes 4)" = "$((before_4 + 1))" ] || fail "post 4's like did not stay"
shows "Couldn't like the post" || fail "the feed does not show the refused like's banner"
capture "board-likes-refused"
keys Escape
wait_gone "likes refused"
shows "like refused" && fail "Esc left a refused like in the outbox"
keys 0
wait_for "fault: none (healthy)"

step "board (f): q, then the demo again with --fault offline and the same --cache-dir: the saved feed at once, stale"
keys q
expect_terminal_restored 0
start="$(now)"
run_in_shell "clear; '$demo_bin' --cache-dir '$board_cache' --fault offline --screen board; echo \"demo exited with \$?\""
wait_for "Saved copy from"
took "offline restart: start to the saved feed on screen" "$start"
shows "stale until the server answers" || fail "the saved feed is not marked stale"
shows "$first_post" || fail "the saved feed's posts are not on screen"
wait_for "Can't reach the server"
shows "$first_post" || fail "the saved feed went away under the failure of its refresh"
wait_for " of 60"
capture "board-offline-restart"

step "board (f): n (back online) → the stale feed revalidates by itself: the server's pages replace the saved copy"
start="$(now)"
keys n
wait_for "fault: none (healthy)"
wait_gone "Saved copy from"
wait_for " posts loaded · "
took "reconnect: n to the stale feed revalidated, with no other key" "$start"
shows "Can't reach the server" && fail "the failed refresh's alert stayed after the feed revalidated"
keys q
expect_terminal_restored 0

step "board (g): a new cache: B, End to 3 pages, q; then --fault offline: the 60 saved posts, stale, from disk"
three_pages="$work/three-pages-cache"
run_in_shell "clear; '$demo_bin' --cache-dir '$three_pages' --screen board; echo \"demo exited with \$?\""
wait_for "40 posts loaded · more as you scroll"
keys End
wait_for "60 posts loaded · more as you scroll"
keys q
expect_terminal_restored 0
[ -n "$(ls -A "$three_pages")" ] || fail "nothing was saved in the cache directory"
start="$(now)"
run_in_shell "clear; '$demo_bin' --cache-dir '$three_pages' --fault offline --screen board; echo \"demo exited with \$?\""
wait_for "Saved copy from"
took "offline start: start to the three saved pages on screen" "$start"
shows "stale until the server answers" || fail "the saved pages are not marked stale"
shows "$first_post" || fail "the saved pages' posts are not on screen"
wait_for " of 60"
wait_for "Can't reach the server"
keys Escape
wait_gone "Can't reach the server"
keys End
wait_for "60  Plant sale on Wednesday"
shows "Saved copy from" || fail "the saved pages are no longer marked stale"
capture "board-offline-three-pages"
keys q
expect_terminal_restored 0

step "board (h): likes made while the backend is down wait in the outbox, survive kill -9, and arrive once back"
soak_bin="$(dirname "$demo_bin")/demo-soak"
if [ ! -x "$soak_bin" ]; then
  swift build --package-path "$demo_dir" --product demo-soak >/dev/null 2>&1 || fail "demo-soak did not build"
fi
port="$(awk 'BEGIN { srand(); print 20000 + int(rand() * 20000) }')"
server="http://127.0.0.1:$port"
backend_log="$work/backend.log"
"$soak_bin" --serve 600 --port "$port" >"$backend_log" 2>&1 &
backend_pid=$!
extra_cleanup() { kill "$backend_pid" 2>/dev/null || true; }
until grep -q "serving" "$backend_log"; do sleep 0.1; done
outbox_cache="$work/outbox-cache"
run_outbox="clear; '$demo_bin' --server '$server' --cache-dir '$outbox_cache' --screen board; echo \"demo exited with \$?\""
post_likes() { curl -s --max-time 5 "$server/posts/$1" | grep -o '"likes":[0-9]*' | tr -dc 0-9; }
initial_2="$(post_likes 2)"; initial_4="$(post_likes 4)"
[ -n "$initial_2" ] && [ -n "$initial_4" ] || fail "the backend on $server does not answer"
# The terminal's settings, saved to put back after the kill -9 (nothing can restore a terminal after SIGKILL).
run_in_shell "stty -g > '$work/stty.g'; $run_outbox"
wait_for "40 posts loaded"
kill "$backend_pid"
wait "$backend_pid" 2>/dev/null || true
keys Home Down
wait_for "›   2  "
keys L
wait_for "1 like waiting to be sent"
keys Down Down L
wait_for "2 likes waiting to be sent"
[ "$(row_likes 2)" = "$((initial_2 + 1))" ] || fail "post 2's queued like does not show in its row"
capture "board-likes-waiting"
kill -9 "$(demo_pid)"
wait_for "demo exited with 137"
run_in_shell "stty \"\$(cat '$work/stty.g')\"; $run_outbox"
wait_for "2 likes waiting to be sent"
[ "$(row_likes 2)" = "$((initial_2 + 1))" ] || fail "after kill -9, post 2's queued like is not shown over the saved feed"
start="$(now)"
"$soak_bin" --serve 600 --port "$port" >"$backend_log" 2>&1 &
backend_pid=$!
until grep -q "serving" "$backend_log"; do sleep 0.1; done
wait_gone "likes waiting to be sent"
took "outbox: the backend back to the queued likes sent (the demo's probe every 0.5 s while down)" "$start"
[ "$(post_likes 2)" = "$((initial_2 + 1))" ] || fail "post 2 has $(post_likes 2) likes on the backend, not $((initial_2 + 1))"
[ "$(post_likes 4)" = "$((initial_4 + 1))" ] || fail "post 4 has $(post_likes 4) likes on the backend, not $((initial_4 + 1))"
keys q
expect_terminal_restored 0
kill "$backend_pid" 2>/dev/null || true

echo "PASS: the demo in tmux: list, 500 alert, a load offline waiting for the network and loading when it returns,"
echo "      offline and back, maintenance, malformed JSON, no spinner for a fast answer, \"Still loading…\" and Cancel"
echo "      for a slow one, other screens, resize;"
echo "      terminal restored after q, Ctrl-C, SIGTERM and SIGINT; plain frames when piped;"
echo "      the board: 300 posts scrolled through a failed page and its Try Again, key bursts, search as you type (one"
echo "      request), a post's title before its text, a failed like rolled back, a like shown at once in the feed's row,"
echo "      the saved feed offline and revalidated by itself when back online, an offline start showing the three"
echo "      pages a first run saved (60 posts, stale); likes on four rows of the feed, the odd posts' refused and"
echo "      rolled back; likes made while the backend is down, waiting, kept through kill -9, and counted once back;"
echo "      the store inspector after the failed page (its attempts and waits) and after the like rolled back"
echo "timings (this machine):"
printf '%s' "$timings"
