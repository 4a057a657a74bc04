#!/usr/bin/env bash
# Type-checks the SwiftUI and UIKit adapters, and the example screens, on a machine without SwiftUI or
# UIKit. Compile shims (Shims/Accessibility, Shims/SwiftUI, Shims/UIKit) are built as modules literally
# named Accessibility, SwiftUI and UIKit, so `canImport(SwiftUI)` is true and the adapter sources are
# checked unmodified: result builders, `some View` generics and actor isolation included. The shims
# never ship in a product.
#
# Fails on any compiler error or warning. On a Mac, `--sdk` and `--target` check the same sources against the real
# SDK instead of the shims (the GitHub workflow does it for iOS, tvOS, watchOS and visionOS):
#
#   Scripts/typecheck-adapters.sh
#   Scripts/typecheck-adapters.sh --sdk iphonesimulator --target arm64-apple-ios17.0-simulator
set -euo pipefail
cd "$(dirname "$0")/.."

swiftc=(swiftc)
sdk=""
while [ $# -gt 0 ]; do
  case $1 in
    --sdk) sdk=$2; swiftc=(xcrun --sdk "$2" swiftc -sdk "$(xcrun --sdk "$2" --show-sdk-path)"); shift 2 ;;
    --target) swiftc+=(-target "$2"); shift 2 ;;
    *) echo "usage: $0 [--sdk SDK --target TRIPLE]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/log"
# Mirrors SwiftPM, which builds every target of a package with one package name (it matters: a
# conformance across two modules of one package must not be marked @retroactive).
common=(-swift-version 6 -parse-as-library -package-name screenstate)

step() {
  local name=$1
  shift
  echo "-- $name"
  if ! "$@" >"$log" 2>&1; then
    cat "$log"
    echo "error: $name failed" >&2
    exit 1
  fi
  if grep -q "warning:" "$log"; then
    cat "$log"
    echo "error: $name produced warnings" >&2
    exit 1
  fi
}

emit_module() {
  local name=$1
  shift
  "${swiftc[@]}" "${common[@]}" -emit-module -module-name "$name" -emit-module-path "$work/$name.swiftmodule" -I "$work" "$@"
}

if [ -z "$sdk" ]; then
  step "shim Accessibility" emit_module Accessibility Shims/Accessibility/Accessibility.swift
  step "shim SwiftUI" emit_module SwiftUI Shims/SwiftUI/SwiftUI.swift
  step "shim UIKit" emit_module UIKit Shims/UIKit/UIKit.swift
fi
mapfile -t core < <(find Sources/ScreenState -name '*.swift' | sort)
# SwiftPM generates `Bundle.module` for a target with resources; swiftc alone does not. Type-checking needs only
# its declaration (this module is never run).
cat >"$work/ResourceBundleAccessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
  static let module = Bundle.main
}
SWIFT
step "core ScreenState" emit_module ScreenState "${core[@]}" "$work/ResourceBundleAccessor.swift"
# Emitting a module type-checks every declaration and body, and gives the examples something to import.
step "adapter ScreenStateSwiftUI" emit_module ScreenStateSwiftUI Sources/ScreenStateSwiftUI/*.swift
step "adapter ScreenStateUIKit" emit_module ScreenStateUIKit Sources/ScreenStateUIKit/*.swift

# Each example is its own app: checked alone, with the shared model and API. watchOS has no UIKit views.
examples=(Examples/SwiftUI/*.swift)
case $sdk in watch*) ;; *) examples+=(Examples/UIKit/*.swift) ;; esac
for example in "${examples[@]}"; do
  step "example ${example#Examples/}" \
    "${swiftc[@]}" "${common[@]}" -typecheck -module-name Example -I "$work" Examples/Shared/*.swift "$example"
done

echo "adapters and examples type-check against ${sdk:-the shims} with no warnings"
