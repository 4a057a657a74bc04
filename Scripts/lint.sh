#!/bin/sh
# Fails on any `swift format` violation (the configuration is .swift-format) in the project's Swift sources.
# To fix: swift format --in-place --recursive --parallel Sources Tests Demo/Sources Demo/Tests Demo/Tools \
#   Benchmarks/Benchmarks Benchmarks/Sources Examples AdapterTests/Tests
# POSIX sh; `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."
dirs="Sources Tests Demo/Sources Demo/Tests Demo/Tools Benchmarks/Benchmarks Benchmarks/Sources Examples AdapterTests/Tests AppleTests"
# shellcheck disable=SC2086 # the directory names have no white space
if ! swift format lint --strict --recursive --parallel $dirs; then
  echo "error: swift format found violations (listed above); fix with swift format --in-place, see Scripts/lint.sh" >&2
  exit 1
fi
echo "swift format: no violations in $dirs"
