#!/usr/bin/env bash
# Fails on any `swift format` violation (the configuration is .swift-format) in the project's Swift sources.
# To fix: swift format --in-place --recursive --parallel Sources Tests Demo/Sources Demo/Tests Demo/Tools \
#   Benchmarks/Benchmarks Benchmarks/Sources Examples
set -euo pipefail
cd "$(dirname "$0")/.."
dirs=(Sources Tests Demo/Sources Demo/Tests Demo/Tools Benchmarks/Benchmarks Benchmarks/Sources Examples)
if ! swift format lint --strict --recursive --parallel "${dirs[@]}"; then
  echo "error: swift format found violations (listed above); fix with swift format --in-place, see Scripts/lint.sh" >&2
  exit 1
fi
echo "swift format: no violations in ${dirs[*]}"
