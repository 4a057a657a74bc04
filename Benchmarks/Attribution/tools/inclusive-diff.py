#!/usr/bin/env python3
"""Inclusive instructions per function of a phase, from two callgrind profiles: one of a program that runs the phase
`count` times, one of the same program without it. Prints the functions whose difference is largest, per time.

  inclusive-diff.py <with-phase.callgrind> <without-phase.callgrind> <count> [rows, default 40]
"""
import collections
import re
import subprocess
import sys


def inclusive(path):
    output = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                            capture_output=True, text=True).stdout
    totals = collections.Counter()
    for line in output.splitlines():
        match = re.match(r"\s*([\d,]+) (?:\([ \d.]+%\) )?\s*(\S.*?):(.+?)(?: \[.*\])?$", line)
        if match:
            # One function may appear under several file names (inlined code), or with its call count: keep the
            # largest.
            name = re.sub(r" \([\d,]+x\)$", "", match.group(3))
            totals[name] = max(totals[name], int(match.group(1).replace(",", "")))
    return totals


def main():
    with_phase, without_phase, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rows = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    a, b = inclusive(with_phase), inclusive(without_phase)
    diff = {name: a[name] - b.get(name, 0) for name in a}
    top = sorted(diff.items(), key=lambda item: -item[1])[:rows]
    names = "\n".join(name for name, _ in top)
    demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input=names,
                               capture_output=True, text=True).stdout.splitlines()
    for (name, value), readable in zip(top, demangled):
        print(f"{value / count:12,.0f}  {readable[:150]}")


main()
