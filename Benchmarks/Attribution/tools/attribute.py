#!/usr/bin/env python3
"""Attributes allocations to their sources from two callgrind profiles made with --separate-callers=N: one of a
program that runs a phase (loading N cells), one of the same program without it (only creating them). Prints
the difference per cell, grouped by allocator, the runtime functions on the way (swift_allocObject,
swift_task_create, the task allocator, swift_weakInit...) and the first Swift functions that called them.

  attribute.py <with-phase.callgrind> <without-phase.callgrind> <cells> [swift frames, default 2]
"""
import collections
import re
import subprocess
import sys

ALLOCATORS = ("malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign")


def calls_per_context(path):
    """Calls of an allocator per calling context ("malloc'caller'caller's caller'...")."""
    names, counts, callee = {}, collections.Counter(), None

    def name(field):
        match = re.match(r"\((\d+)\)(?: (.*))?", field)
        if not match:
            return field
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), "?")

    with open(path, errors="replace") as profile:
        for line in profile:
            if line.startswith("fn="):
                name(line[3:].strip())
                callee = None
            elif line.startswith("cfn="):
                callee = name(line[4:].strip())
            elif line.startswith("calls=") and callee is not None:
                if callee.split("'")[0] in ALLOCATORS:
                    counts[callee] += int(line[6:].split()[0])
                callee = None
    return counts


def source(context, frames):
    chain = context.split("'")
    if any(frame in ALLOCATORS for frame in chain[1:]):
        return None  # called by another allocator (posix_memalign calls malloc): counted once, outside
    runtime, swift = [], []
    for frame in chain[1:]:
        if frame.startswith("$s"):
            swift.append(frame)
            if len(swift) == frames:
                break
        elif not swift:
            runtime.append(frame.split("(")[0])
    return chain[0], tuple(runtime), tuple(swift)


def main():
    with_phase, without_phase, cells = sys.argv[1], sys.argv[2], int(sys.argv[3])
    frames = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    totals = collections.Counter()
    for sign, path in ((1, with_phase), (-1, without_phase)):
        for context, count in calls_per_context(path).items():
            key = source(context, frames)
            if key:
                totals[key] += sign * count
    symbols = sorted({symbol for (_, _, swift) in totals for symbol in swift})
    demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols),
                               capture_output=True, text=True).stdout.splitlines()
    readable = dict(zip(symbols, demangled))
    print("| per cell | allocator | through | called from |")
    print("| ---: | --- | --- | --- |")
    for (allocator, runtime, swift), count in totals.most_common():
        if abs(count) >= cells / 20:
            through = " < ".join(runtime)[:80] or "-"
            called = " < ".join(readable.get(symbol, symbol)[:100] for symbol in swift)
            print(f"| {count / cells:.2f} | {allocator} | {through} | {called} |")
    print(f"| **{sum(totals.values()) / cells:.2f}** | total | | |")


main()
