#!/bin/sh
# Misuses of the public API that must not compile, or must compile with a warning, each with the message the compiler
# must give: the message says what to write instead (`first: nil` for a first page without a cursor is `first` left
# out; with `(cursor: String?)` it would make the cursor type optional).
#
# Each case is type-checked as a client's file importing the library built by `swift build` (`.ci/run` runs it after
# `swift test`), and must fail with its message (expect_refused) or compile with it as a warning (expect_warned).
#
# POSIX sh (no bash arrays): `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --target ScreenState >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
modules="$(swift build --show-bin-path)/Modules"
failed=0

# expect_refused NAME MESSAGE: the Swift code on standard input, with the library, fails to type-check with MESSAGE.
expect_refused() {
  { echo "import ScreenState"; cat; } >"$work/case.swift"
  if swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" "$work/case.swift" >"$work/log" 2>&1; then
    echo "error: $1 compiles; it must be refused" >&2
    failed=1
  elif grep -q "$2" "$work/log"; then
    echo "refused as expected: $1"
  else
    cat "$work/log" >&2
    echo "error: $1 is refused, but without the message \"$2\"" >&2
    failed=1
  fi
}

# expect_warned NAME MESSAGE: the Swift code on standard input, with the library, type-checks with a warning MESSAGE.
expect_warned() {
  { echo "import ScreenState"; cat; } >"$work/case.swift"
  if ! swiftc -typecheck -swift-version 6 -parse-as-library -I "$modules" "$work/case.swift" >"$work/log" 2>&1; then
    cat "$work/log" >&2
    echo "error: $1 does not compile; it must compile with a warning" >&2
    failed=1
  elif grep "warning:" "$work/log" | grep -q "$2"; then
    echo "warned as expected: $1"
  else
    cat "$work/log" >&2
    echo "error: $1 compiles without the warning \"$2\"" >&2
    failed=1
  fi
}

leave_first_out="leave .first. out for a first page without a cursor"

expect_refused "PageLoader(first: nil) { cursor in … }" "$leave_first_out" <<'SWIFT'
struct Answer: Sendable { var posts: [Int]; var next: String? }
func posts(after cursor: String?) async throws -> Answer { Answer(posts: [], next: nil) }
@MainActor func misuse() {
  _ = PageLoader(first: nil) { cursor in
    let answer = try await posts(after: cursor)
    return Page(items: answer.posts, next: answer.next)
  }
}
SWIFT

expect_refused "store.pages(_:first: nil) { cursor in … }" "$leave_first_out" <<'SWIFT'
struct Answer: Sendable { var posts: [Int]; var next: String? }
func posts(after cursor: String?) async throws -> Answer { Answer(posts: [], next: nil) }
@MainActor func misuse(_ store: ResourceStore) {
  _ = store.pages("feed", first: nil) { cursor in
    let answer = try await posts(after: cursor)
    return Page(items: answer.posts, next: answer.next)
  }
}
SWIFT

# With the cursor's type written, no overload can refuse it (an unavailable one loses to any available one that fits):
# a warning says what to write, and the list still ends at a page whose `next` holds nil (OptionalCursorTests).
expect_warned "PageLoader(first: nil) { (cursor: String?) in … }" "$leave_first_out" <<'SWIFT'
struct Answer: Sendable { var posts: [Int]; var next: String? }
func posts(after cursor: String?) async throws -> Answer { Answer(posts: [], next: nil) }
@MainActor func misuse() {
  _ = PageLoader(first: nil) { (cursor: String?) in
    let answer = try await posts(after: cursor)
    return Page(items: answer.posts, next: answer.next)
  }
}
SWIFT

expect_warned "store.pages(_:first: nil) { (cursor: String?) in … }" "$leave_first_out" <<'SWIFT'
struct Answer: Sendable { var posts: [Int]; var next: String? }
func posts(after cursor: String?) async throws -> Answer { Answer(posts: [], next: nil) }
@MainActor func misuse(_ store: ResourceStore) {
  _ = store.pages("feed", first: nil) { (cursor: String?) in
    let answer = try await posts(after: cursor)
    return Page(items: answer.posts, next: answer.next)
  }
}
SWIFT

expect_warned "store.pages(_:first: nil, savedPages:) { (cursor: String?) in … }" "$leave_first_out" <<'SWIFT'
struct Answer: Sendable { var posts: [Int]; var next: String? }
func posts(after cursor: String?) async throws -> Answer { Answer(posts: [], next: nil) }
@MainActor func misuse(_ store: ResourceStore) {
  _ = store.pages("feed", first: nil, savedPages: 2) { (cursor: String?) in
    let answer = try await posts(after: cursor)
    return Page(items: answer.posts, next: answer.next)
  }
}
SWIFT

exit "$failed"
