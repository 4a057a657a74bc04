#!/bin/sh
# Checks that the folders of Sources/ScreenState depend on each other in one direction only, in the order of
# Scripts/layers.txt (values → engine → data → presentation → screen): a file never uses a type of a folder listed
# after its own. Fails naming each file and type that points up, and each folder not placed in the list.
#
# POSIX sh; the check itself is Scripts/check-layers.swift, run by the toolchain's interpreter.
set -eu
cd "$(dirname "$0")/.."
swift Scripts/check-layers.swift Scripts/layers.txt Sources/ScreenState
