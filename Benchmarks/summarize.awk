# Reads package-benchmark's markdown output and prints the side-by-side tables of Benchmarks/BENCHMARKS.md.
# Every figure is a p50 or p90 of that one run; ratios divide the candidate's figure by the baseline's.

function cell(row, column,    fields) {
  split(row, fields, "|")
  gsub(/ /, "", fields[column])
  return fields[column]
}

# Remembers p50 and p90 (columns 5 and 7 of a row: | metric | p0 | p25 | p50 | p75 | p90 | ...) of one metric.
function keep(key, row) {
  p50[name, key] = cell(row, 5)
  p90[name, key] = cell(row, 7)
  names[name] = 1
}

/^### / { name = substr($0, 5); next }
/^\| Time \(wall clock\)/ { keep("time", $0); unit[name] = $0; sub(/^\| Time \(wall clock\) \(/, "", unit[name]); sub(/\).*/, "", unit[name]) }
/^\| Malloc \(total\)/ { keep("mallocs", $0) }
/^\| Malloc \(bytes total\)/ { keep("bytes", $0) }
/^\| Malloc \/ free Δ / { keep("live", $0) }
/^\| candidate \/ baseline/ { keep("paired", $0) }
/^\| notifications: / { key = $0; sub(/^\| notifications: /, "", key); sub(/ *\|.*/, "", key); keep("n:" key, $0) }
/^\| rows formatted per frame/ { keep("rows", $0) }
/^\| refetch: / { key = $0; sub(/^\| refetch: /, "", key); sub(/ *\|.*/, "", key); keep("r:" key, $0) }
/^\| offline start: / { key = $0; sub(/^\| offline start: /, "", key); sub(/ *\|.*/, "", key); keep("o:" key, $0) }
/^\| (store release|store of [0-9]+|offline start, (lazy|restore)|write burst|entity patch): / {
  key = $0; sub(/^\| /, "", key); sub(/ *\|.*/, "", key); keep("s:" key, $0)
}
/^\| MemoryLayout\.size/ { keep("size", $0) }
/^\| MemoryLayout\.stride/ { keep("stride", $0) }

function ratio(a, b) { return (b + 0 == 0) ? "n/a" : sprintf("%.2fx", a / b) }

# A wall-clock figure with its unit; microseconds from 10,000 up are shown in milliseconds.
function duration(value, unit) {
  if (unit == "μs" && value + 0 >= 10000) return sprintf("%.1f ms", value / 1000)
  return value " " unit
}

function compare(title, candidate, baseline, paired, perCell,    scale) {
  if (!((candidate) in names) || !((baseline) in names)) { print "| " title " | missing from this run |"; return }
  scale = perCell ? perCell : 1
  printf "| %s | %s / %s | %s / %s | %s | %s | %s |", title,
    duration(p50[candidate, "time"], unit[candidate]), duration(p90[candidate, "time"], unit[candidate]),
    duration(p50[baseline, "time"], unit[baseline]), duration(p90[baseline, "time"], unit[baseline]),
    ratio(p50[candidate, "time"], p50[baseline, "time"]), ratio(p90[candidate, "time"], p90[baseline, "time"]),
    (paired in names) ? sprintf("%.2fx (p90 %.2fx)", p50[paired, "paired"] / 100, p90[paired, "paired"] / 100) : "-"
  printf " %.1f / %.1f | %.0f / %.0f |\n",
    p50[candidate, "mallocs"] / scale, p50[baseline, "mallocs"] / scale,
    p50[candidate, "bytes"] / scale, p50[baseline, "bytes"] / scale
}

# One row of the status: the figure, the target and whether the figure meets it (at most `limit`).
function status(title, figure, shown, limit, target) {
  if (figure == "") { printf "| %s | missing from this run | %s | - |\n", title, target; return }
  printf "| %s | %s | %s | %s |\n", title, shown, target, (figure + 0 <= limit + 0) ? "met" : "missed"
}

function paired50(name) { return (name in names) ? p50[name, "paired"] / 100 : "" }
function pairedShown(name) {
  return (name in names) ? sprintf("%.2fx (p90 %.2fx)", p50[name, "paired"] / 100, p90[name, "paired"] / 100) : ""
}
function metric50(name, key) { return (name in names) ? p50[name, "s:" key] : "" }
function metricShown(name, key, unitName) {
  return (name in names) ? sprintf("%s %s (p90 %s)", p50[name, "s:" key], unitName, p90[name, "s:" key]) : ""
}

END {
  print "## Status: the targets of issues 17 and 16, each judged on its p50 in this run"
  print ""
  print "| target | this run, p50 | target | met? |"
  print "| --- | --- | --- | --- |"
  f = "10k cells: load (returns at once), paired ratio, Loader / Loader with timeout: nil"
  status("17.1 default 10 s timeout vs `timeout: nil`, 10,000 loads", paired50(f), pairedShown(f), 1.3, "<= 1.3x")
  f = "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks"
  status("17.2 `timeout: nil` vs plain tasks, 10,000 loads", paired50(f), pairedShown(f), 2.0, "<= 2.0x")
  f = "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks + an owned task each"
  status("17.2 `timeout: nil` vs the floor (plain tasks + an owned task each)", paired50(f), pairedShown(f), 1.2, "<= 1.2x")
  f = "Cycle: paired ratio, Loader / hand-written"
  status("17.2 refresh cycle vs the same cycle by hand", paired50(f), pairedShown(f), 1.5, "<= 1.5x")
  f = "Store: release 20k handles, capacity 500"
  status("17.3 20,000 releases, capacity 500", metric50(f, "store release: ms for 20,000 releases"),
    metricShown(f, "store release: ms for 20,000 releases", "ms"), 50, "<= 50 ms")
  f = "Store: subscribe, load, release, store of 10000"
  split("subscribe|load|release", operations, "|")
  for (o = 1; o <= 3; o++) {
    key = "store of 10000: ns per " operations[o]
    status("17.3 store of 10,000 entries: " operations[o] " per key", metric50(f, key), metricShown(f, key, "ns"), 2000,
      "<= 2 µs")
  }
  f = "Persistence: offline start, 1,000 saved keys, restore"
  status("17.4 restoring 1,000 saved keys of about 2 KB", metric50(f, "offline start, restore: µs to 1,000 keys shown"),
    metricShown(f, "offline start, restore: µs to 1,000 keys shown", "µs"), 100000, "<= 100 ms")
  first = metric50(f, "offline start, restore: µs to the first key shown")
  all = metric50(f, "offline start, restore: µs to 1,000 keys shown")
  status("17.4 the first screen's key first (shown before the rest are read)", (first == "") ? "" : (first + 0 < all + 0 ? 0 : 1),
    (first == "") ? "" : sprintf("first key at %s µs, all at %s µs", first, all), 0, "first < all")
  f = "Persistence: write burst, 1,000 keys"
  if (f in names) {
    with = p50[f, "s:write burst: µs of 1,000 answers, with persistence"]
    without = p50[f, "s:write burst: µs of 1,000 answers, without persistence"]
    status("17.4 main-actor time of a 1,000-key write burst (with persistence - without)", with - without,
      sprintf("%d µs (%d - %d)", with - without, with, without), 200000, "<= 200 ms")
  } else status("17.4 main-actor time of a 1,000-key write burst", "", "", 0, "<= 200 ms")
  f = "Entity patch: one post in every value holding it, patch and rollback"
  status("16 one entity patched and rolled back in the 1,000 values holding it",
    metric50(f, "entity patch: µs, post held by 1,000 of 1,000 values"),
    metricShown(f, "entity patch: µs, post held by 1,000 of 1,000 values", "µs"), 1000, "<= 1 ms")
  if (f in names) {
    large = p50[f, "s:entity patch: µs, post held by 10 of 1,000 values"]
    small = p50[f, "s:entity patch: µs, post held by 10 of 10 values"]
    status("16 proportional to the copies, not the store: 10 copies in 1,000 values / 10 copies in 10 values",
      (small + 0 == 0) ? "" : large / small, sprintf("%.2fx (%s µs / %s µs)", (small + 0 == 0) ? 0 : large / small, large, small),
      1.5, "<= 1.5x")
  }
  print ""
  print "17.5 (the soak): Benchmarks/soak.sh, which Benchmarks/run.sh runs after the benchmarks (soak.txt)."
  print ""
  print "## Notifications per load cycle (item 1)"
  print ""
  print "| model | start -> loaded | refresh -> loaded | refresh -> failed | set to an equal value |"
  print "| --- | --- | --- | --- | --- |"
  split("Notifications: Loader|Notifications: hand-written view model (four properties)|Notifications: @Observable Loadable set by hand (floor)", models, "|")
  for (i = 1; i <= 3; i++) {
    m = models[i]
    printf "| %s | %s | %s | %s | %s |\n", m, p50[m, "n:start -> loaded"], p50[m, "n:refresh -> loaded"],
      p50[m, "n:refresh -> failed"], p50[m, "n:set to an equal value"]
  }
  print ""
  print "## Side by side (items 2 and 3): p50 / p90 wall clock, ratios, allocations"
  print ""
  print "Times: per transition or cycle for the first four rows, per 10,000 cells for the others."
  print "Allocations (mallocs, requested bytes): per transition or cycle, and per cell for 10k cells."
  print ""
  print "| comparison | candidate p50 / p90 | baseline p50 / p90 | ratio of p50 | ratio of p90 | paired ratio p50 | mallocs (p50) candidate / baseline | bytes (p50) candidate / baseline |"
  print "| --- | --- | --- | --- | --- | --- | --- | --- |"
  compare("transition, Loader.dismissFailure() vs raw assignment",
    "Transition: Loader.dismissFailure(), failed -> loaded", "Transition: raw assignment, failed -> loaded",
    "Transition: paired ratio, Loader / raw assignment")
  compare("transition, observed, Loader.dismissFailure() vs raw assignment",
    "Transition, observed: Loader.dismissFailure(), failed -> loaded", "Transition, observed: raw assignment, failed -> loaded",
    "Transition, observed: paired ratio, Loader / raw assignment")
  compare("refresh cycle, Loader.refresh() vs hand-written",
    "Cycle: Loader.refresh(), 2 transitions", "Cycle: hand-written refresh of a Loadable property, 2 transitions",
    "Cycle: paired ratio, Loader / hand-written")
  compare("refresh cycle, four-property view model vs hand-written Loadable",
    "Cycle: hand-written view model (four properties) fetchPosts()", "Cycle: hand-written refresh of a Loadable property, 2 transitions", "")
  compare("refresh cycle, hand-written with the operation in an owned task vs hand-written (the floor)",
    "Cycle: hand-written refresh, the operation in an owned task, 2 transitions",
    "Cycle: hand-written refresh of a Loadable property, 2 transitions",
    "Cycle: paired ratio, hand-written with an owned task / hand-written")
  compare("refresh cycle, Loader.refresh() vs hand-written with an owned task",
    "Cycle: Loader.refresh(), 2 transitions", "Cycle: hand-written refresh, the operation in an owned task, 2 transitions",
    "Cycle: paired ratio, Loader / hand-written with an owned task")
  compare("10k cells, create, Loader vs plain @Observable",
    "10k cells: create, Loader", "10k cells: create, plain @Observable", "", 10000)
  compare("10k cells, load (returns at once), Loader vs plain tasks",
    "10k cells: load (returns at once), Loader", "10k cells: load (returns at once), plain tasks",
    "10k cells: load (returns at once), paired ratio, Loader / plain tasks", 10000)
  compare("10k cells, load (returns at once), Loader (default 10 s timeout) vs Loader with timeout: nil",
    "10k cells: load (returns at once), Loader", "10k cells: load (returns at once), Loader, timeout: nil",
    "10k cells: load (returns at once), paired ratio, Loader / Loader with timeout: nil", 10000)
  compare("10k cells, load (returns at once), plain tasks + an owned task each vs plain tasks",
    "10k cells: load (returns at once), plain tasks + an owned task each", "10k cells: load (returns at once), plain tasks",
    "10k cells: load (returns at once), paired ratio, plain tasks + an owned task each / plain tasks", 10000)
  compare("10k cells, load (returns at once), Loader vs plain tasks + an owned task each (the floor)",
    "10k cells: load (returns at once), Loader", "10k cells: load (returns at once), plain tasks + an owned task each",
    "10k cells: load (returns at once), paired ratio, Loader / plain tasks + an owned task each", 10000)
  compare("10k cells, load (returns at once), Loader with timeout: nil vs plain tasks",
    "10k cells: load (returns at once), Loader, timeout: nil", "10k cells: load (returns at once), plain tasks",
    "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks", 10000)
  compare("10k cells, load (returns at once), Loader with timeout: nil vs the floor",
    "10k cells: load (returns at once), Loader, timeout: nil",
    "10k cells: load (returns at once), plain tasks + an owned task each",
    "10k cells: load (returns at once), paired ratio, Loader with timeout: nil / plain tasks + an owned task each",
    10000)
  compare("10k cells, load (after one await), Loader vs plain tasks",
    "10k cells: load (after one await), Loader", "10k cells: load (after one await), plain tasks",
    "10k cells: load (after one await), paired ratio, Loader / plain tasks", 10000)
  compare("10k cells, cancel pending loads, Loader vs plain tasks",
    "10k cells: cancel pending loads, Loader", "10k cells: cancel pending loads, plain tasks",
    "10k cells: cancel pending loads, paired ratio, Loader / plain tasks", 10000)
  print ""
  print "## Events (issue 19): one event observer against none, same units as above"
  print ""
  print "| comparison | candidate p50 / p90 | baseline p50 / p90 | ratio of p50 | ratio of p90 | paired ratio p50 | mallocs (p50) candidate / baseline | bytes (p50) candidate / baseline |"
  print "| --- | --- | --- | --- | --- | --- | --- | --- |"
  compare("transition, Loader.dismissFailure() with one event observer vs none",
    "Events: Transition, one event observer: Loader.dismissFailure(), failed -> loaded",
    "Transition: Loader.dismissFailure(), failed -> loaded",
    "Events: Transition: paired ratio, Loader with one event observer / Loader")
  compare("refresh cycle, Loader.refresh() with one event observer vs none",
    "Events: Cycle, one event observer: Loader.refresh(), 2 transitions", "Cycle: Loader.refresh(), 2 transitions",
    "Events: Cycle: paired ratio, Loader with one event observer / Loader")
  compare("10k cells, load (returns at once), Loader with one event observer each vs none",
    "Events: 10k cells: load (returns at once), Loader with one event observer each",
    "10k cells: load (returns at once), Loader",
    "Events: 10k cells: load (returns at once), paired ratio, Loader with one event observer each / Loader", 10000)
  print ""
  print "## Live allocations per cell after the measured region (malloc - free, p50)"
  print ""
  split("10k cells: create, Loader|10k cells: create, plain @Observable|10k cells: load (returns at once), Loader|10k cells: load (returns at once), Loader, timeout: nil|10k cells: load (returns at once), plain tasks", live, "|")
  for (i = 1; i <= 5; i++) printf "- %s: %.1f\n", live[i], p50[live[i], "live"] / 10000
  print ""
  print "## Terminal frame, 80x24, a list screen (item 4): per frame"
  print ""
  print "| frame | p50 / p90 | mallocs (p50) | bytes (p50) | rows formatted | ratio of p50 to 20 rows | paired ratio to 20 rows, p50 (p90) |"
  print "| --- | --- | --- | --- | --- | --- | --- |"
  split("plain text|ANSI", encodings, "|")
  split("20 rows|10,000 rows|10,000 rows scrolled to the middle", lists, "|")
  for (e = 1; e <= 2; e++) {
    base = "Terminal frame: 20 rows, " encodings[e]
    for (l = 1; l <= 3; l++) {
      f = "Terminal frame: " lists[l] ", " encodings[e]
      if (!(f in names)) { print "| " f " | missing from this run |"; continue }
      paired = "Terminal frame: paired ratio, " lists[l] " / 20 rows, " encodings[e]
      printf "| %s, %s | %s / %s | %s | %s | %s | %s | %s |\n", lists[l], encodings[e],
        duration(p50[f, "time"], unit[f]), duration(p90[f, "time"], unit[f]), p50[f, "mallocs"], p50[f, "bytes"],
        p50[f, "rows"], (l == 1) ? "-" : ratio(p50[f, "time"], p50[base, "time"]),
        (paired in names) ? sprintf("%.2fx (p90 %.2fx)", p50[paired, "paired"] / 100, p90[paired, "paired"] / 100) : "-"
    }
  }
  print ""
  print "## Pagination: the next page after N pages, drawn by a LoadableScreen (p50 / p90 wall clock, p50 allocations)"
  print ""
  print "| next page | p50 / p90 | mallocs | bytes | paired ratio, after 1,000 / after 1, p50 (p90) |"
  print "| --- | --- | --- | --- | --- |"
  split("PageLoader|PagedResource|Loader<[Post]>", lists, "|")
  for (l = 1; l <= 3; l++) {
    split("1|1,000", counts, "|")
    for (c = 1; c <= 2; c++) {
      f = "Pages: " lists[l] ", append a page after " counts[c]
      if (!(f in names)) { print "| " f " | missing from this run |"; continue }
      paired = "Pages: paired ratio, " lists[l] " after 1,000 / after 1"
      printf "| %s, N = %s | %s / %s | %s | %s | %s |\n", lists[l], counts[c],
        duration(p50[f, "time"], unit[f]), duration(p90[f, "time"], unit[f]), p50[f, "mallocs"], p50[f, "bytes"],
        (c == 2 && (paired in names)) ? sprintf("%.2fx (p90 %.2fx)", p50[paired, "paired"] / 100, p90[paired, "paired"] / 100) : ""
    }
  }
  print ""
  print "## Pagination: refresh of 10 loaded pages (refresh: .loadedPages), counted by a LoadableScreen observer"
  print ""
  print "| source | requests | notifications during the refresh | notifications of one loadMore() after it | refresh p50 / p90 | mallocs | bytes |"
  print "| --- | --- | --- | --- | --- | --- | --- |"
  split("PageLoader|PagedResource", sources, "|")
  for (i = 1; i <= 2; i++) {
    f = "Pages: refresh 10 loaded pages (.loadedPages), " sources[i]
    if (!(f in names)) { print "| " f " | missing from this run |"; continue }
    printf "| %s | %s (p90 %s) | %s (p90 %s) | %s (p90 %s) | %s / %s | %s | %s |\n", sources[i],
      p50[f, "r:requests (10 pages loaded)"], p90[f, "r:requests (10 pages loaded)"],
      p50[f, "r:notifications of the screen's observer"], p90[f, "r:notifications of the screen's observer"],
      p50[f, "r:notifications of one loadMore() after it"], p90[f, "r:notifications of one loadMore() after it"],
      duration(p50[f, "time"], unit[f]), duration(p90[f, "time"], unit[f]), p50[f, "mallocs"], p50[f, "bytes"]
  }
  print ""
  print "## Pagination: offline start, a PagedResource restored from disk with 3 saved pages (µs from store.pages(…))"
  print ""
  print "| moment | p50 | p90 |"
  print "| --- | --- | --- |"
  f = "Pages: offline start, 3 saved pages, PagedResource"
  if (!(f in names)) print "| " f " | missing from this run |"
  else {
    split("µs to the 3 restored pages on screen|µs to loading(previous: 3 pages)|µs to the fresh pages (3 fetches of 20 ms)", moments, "|")
    for (i = 1; i <= 3; i++) printf "| %s | %s | %s |\n", moments[i], p50[f, "o:" moments[i]], p90[f, "o:" moments[i]]
  }
  print ""
  print "## Store: 10,000 keys (p50)"
  print ""
  print "| benchmark | p50 / p90 | mallocs | bytes | live allocations after (malloc - free) |"
  print "| --- | --- | --- | --- | --- |"
  split("Store: 10k keys shared by 20k subscribers, resolve (10k operation calls)|Store: 10k cached entries with a value, create|Store: 10k entries, create and load each", stores, "|")
  for (i = 1; i <= 3; i++) {
    f = stores[i]
    if (!(f in names)) { print "| " f " | missing from this run |"; continue }
    printf "| %s | %s / %s | %s | %s | %s |\n", substr(f, 8), duration(p50[f, "time"], unit[f]),
      duration(p90[f, "time"], unit[f]), p50[f, "mallocs"], p50[f, "bytes"], p50[f, "live"]
  }
  print ""
  print "## Store at scale (issue 17 item 3): p50 (p90)"
  print ""
  print "| benchmark | figure | p50 | p90 |"
  print "| --- | --- | --- | --- |"
  f = "Store: release 20k handles, capacity 500"
  if (!(f in names)) print "| " f " | missing from this run |"
  else printf "| %s | ms for 20,000 releases | %s | %s |\n", f, p50[f, "s:store release: ms for 20,000 releases"], p90[f, "s:store release: ms for 20,000 releases"]
  split("100|10000", sizes, "|")
  for (i = 1; i <= 2; i++) {
    f = "Store: subscribe, load, release, store of " sizes[i]
    if (!(f in names)) { print "| " f " | missing from this run |"; continue }
    split("subscribe|load|release", operations, "|")
    for (o = 1; o <= 3; o++) {
      m = "s:store of " sizes[i] ": ns per " operations[o]
      printf "| %s | ns per %s | %s | %s |\n", f, operations[o], p50[f, m], p90[f, m]
    }
  }
  print ""
  print "## Persistence (issue 17 item 4): 1,000 keys of about 2 KB, FileResourcePersistence, p50 (p90)"
  print ""
  print "| benchmark | figure | p50 | p90 |"
  print "| --- | --- | --- | --- |"
  split("Persistence: offline start, 1,000 saved keys, lazy reads|Persistence: offline start, 1,000 saved keys, restore|Persistence: write burst, 1,000 keys", persisted, "|")
  split("offline start, lazy: µs to the first key shown|offline start, lazy: µs to 1,000 keys shown", lazyMetrics, "|")
  split("offline start, restore: µs to the first key shown|offline start, restore: µs to 1,000 keys shown", restoreMetrics, "|")
  split("write burst: µs of 1,000 answers, with persistence|write burst: µs of 1,000 answers, without persistence|write burst: µs of 1,000 synchronous writes on the main actor (before)|write burst: µs of flush() after it (off the main actor)", burstMetrics, "|")
  for (i = 1; i <= 3; i++) {
    f = persisted[i]
    if (!(f in names)) { print "| " f " | missing from this run |"; continue }
    count = (i == 3) ? 4 : 2
    for (m = 1; m <= count; m++) {
      metric = (i == 1) ? lazyMetrics[m] : (i == 2) ? restoreMetrics[m] : burstMetrics[m]
      printf "| %s | %s | %s | %s |\n", f, metric, p50[f, "s:" metric], p90[f, "s:" metric]
    }
  }
  f = "Persistence: write burst, 1,000 keys"
  if (f in names) printf "\nMain-actor time of saving 1,000 answers (with persistence - without, p50): %d µs\n", p50[f, "s:write burst: µs of 1,000 answers, with persistence"] - p50[f, "s:write burst: µs of 1,000 answers, without persistence"]
  print ""
  print "## Entity patch (issue 16): one post patched and rolled back in every value holding it, µs per round, p50 (p90)"
  print ""
  print "| values holding the post | p50 | p90 |"
  print "| --- | --- | --- |"
  f = "Entity patch: one post in every value holding it, patch and rollback"
  if (!(f in names)) print "| " f " | missing from this run |"
  else {
    split("post held by 1,000 of 1,000 values|post held by 10 of 1,000 values|post held by 10 of 10 values", held, "|")
    for (i = 1; i <= 3; i++) printf "| %s | %s | %s |\n", held[i], p50[f, "s:entity patch: µs, " held[i]], p90[f, "s:entity patch: µs, " held[i]]
  }
  print ""
  print "## MemoryLayout (item 5)"
  print ""
  print "| type | size | stride |"
  print "| --- | --- | --- |"
  for (n in names) if (n ~ /^Layout: /) rows[n] = sprintf("| `%s` | %s | %s |", substr(n, 9), p50[n, "size"], p50[n, "stride"])
  split("Loadable<[Post], any Error>|{isLoading, posts: [Post], error: (any Error)?}|{isLoading, posts, error, errorDisplayType} (four-property view model)|Loadable<[Post], APIError>|{isLoading, posts: [Post], error: APIError?}|Loadable<Post, any Error>|{isLoading, post: Post?, error: (any Error)?}|Loadable<Int, Never>|{isLoading, value: Int?}", order, "|")
  for (i = 1; i <= 9; i++) print rows["Layout: " order[i]]
}
