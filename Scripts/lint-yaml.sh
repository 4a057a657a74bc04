#!/bin/sh
# Checks every YAML file of the repository: it parses (duplicate keys are errors), GitHub workflows have the shape
# Actions needs (triggers, jobs with `runs-on` and steps, each step one of `uses` or `run`, `needs` and
# `matrix.*` references that resolve), and `.spi.yml` names only library products the manifest declares.
# The workflow's Xcode versions are pinned (never `latest` or `latest-stable`), and one of them is an Xcode whose
# Swift is the manifest's `swift-tools-version`: the oldest Swift the package promises is built.
# The workflow cannot run here; this catches the mistakes that would make it fail before any job starts.
#
# Usage: Scripts/lint-yaml.sh   (needs python3 with PyYAML; installs PyYAML into .build-lint if missing)
# POSIX sh; `.ci/run` runs it under dash.
set -eu
cd "$(dirname "$0")/.."

python=python3
if ! "$python" -c 'import yaml' 2>/dev/null; then
  echo "PyYAML missing: installing it into .build-lint/venv"
  "$python" -m venv .build-lint/venv
  .build-lint/venv/bin/pip install --quiet 'PyYAML>=6,<7'
  python=.build-lint/venv/bin/python
fi

manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package >"$manifest"
products=$("$python" -c '
import json, sys
manifest = json.load(open(sys.argv[1]))
print(" ".join(p["name"] for p in manifest["products"] if "library" in p["type"]))' "$manifest")

# The file names are git's: one a line, none with white space in this repository.
# shellcheck disable=SC2046
tools_version=$(sed -n 's|^// swift-tools-version: *\([0-9.]*\).*|\1|p' Package.swift)
"$python" - "$products" "$tools_version" $(git ls-files '*.yml' '*.yaml') <<'PY'
import re
import sys
import yaml

products = set(sys.argv[1].split())
tools_version = sys.argv[2]
files = sys.argv[3:]
problems = []

class StrictLoader(yaml.SafeLoader):
    """A safe loader that rejects a key written twice in one mapping (PyYAML keeps the last one silently)."""

def construct_mapping(loader, node, deep=False):
    seen = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
        seen.add(key)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)

StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)

def check_workflow(path, doc):
    if not isinstance(doc, dict):
        problems.append(f"{path}: a workflow is a mapping")
        return
    # YAML 1.1 reads the key `on` as the boolean true.
    if "on" not in doc and True not in doc:
        problems.append(f"{path}: no `on:` triggers")
    jobs = doc.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        problems.append(f"{path}: no jobs")
        return
    for name, job in jobs.items():
        where = f"{path}: job {name}"
        if not isinstance(job, dict):
            problems.append(f"{where}: not a mapping")
            continue
        if "runs-on" not in job:
            problems.append(f"{where}: no runs-on")
        needs = job.get("needs", [])
        for need in [needs] if isinstance(needs, str) else needs:
            if need not in jobs:
                problems.append(f"{where}: needs unknown job {need!r}")
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            problems.append(f"{where}: no steps")
            continue
        matrix = (job.get("strategy") or {}).get("matrix") or {}
        matrix_keys = {k for k in matrix if k not in ("include", "exclude")}
        for entry in matrix.get("include", []):
            matrix_keys |= set(entry)
        text = yaml.safe_dump(job)
        for ref in re.findall(r"matrix\.([A-Za-z_][A-Za-z0-9_-]*)", text):
            if ref not in matrix_keys:
                problems.append(f"{where}: matrix.{ref} is not defined by its matrix")
        for index, step in enumerate(steps, 1):
            if not isinstance(step, dict) or ("uses" in step) == ("run" in step):
                problems.append(f"{where}, step {index}: needs exactly one of `uses` and `run`")
            elif "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@[\w.-]+", step["uses"]):
                problems.append(f"{where}, step {index}: `uses` must be owner/repo@ref, got {step['uses']!r}")

# The Swift of each Xcode (Apple's release notes): a pin maps to the Swift it builds with.
SWIFT_OF_XCODE = {
    "16.0": "6.0", "16.1": "6.0", "16.2": "6.0", "16.3": "6.1", "16.4": "6.1",
    "26.0": "6.2", "26.1": "6.2", "26.2": "6.2", "26.3": "6.2",
}

def check_xcode_pins(path, doc):
    env = doc.get("env") or {}
    pins = []
    for job in (doc.get("jobs") or {}).values():
        for step in job.get("steps") or []:
            if not isinstance(step, dict) or "setup-xcode" not in str(step.get("uses", "")):
                continue
            version = str((step.get("with") or {}).get("xcode-version", ""))
            reference = re.fullmatch(r"\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}", version)
            if reference:
                if reference.group(1) not in env:
                    problems.append(f"{path}: xcode-version names env.{reference.group(1)}, which the workflow does not set")
                    continue
                version = str(env[reference.group(1)])
            if not re.fullmatch(r"[0-9]+\.[0-9]+(\.[0-9]+)?", version):
                problems.append(f"{path}: xcode-version {version!r} is not a pinned version (see CONTRIBUTING.md)")
                continue
            pins.append(version)
    if pins and tools_version not in {SWIFT_OF_XCODE.get(".".join(pin.split(".")[:2])) for pin in pins}:
        problems.append(
            f"{path}: no job builds with Swift {tools_version}, the manifest's swift-tools-version "
            f"(pinned Xcodes: {', '.join(sorted(set(pins)))})")

def check_spi(path, doc):
    if not isinstance(doc, dict) or doc.get("version") != 1:
        problems.append(f"{path}: version must be 1")
        return
    for config in (doc.get("builder") or {}).get("configs", []):
        for target in config.get("documentation_targets", []):
            if target not in products:
                problems.append(f"{path}: {target} is not a library product of Package.swift")
    named = {t for c in (doc.get("builder") or {}).get("configs", []) for t in c.get("documentation_targets", [])}
    for product in sorted(products - named):
        problems.append(f"{path}: library product {product} has no documentation target")

for path in files:
    try:
        with open(path, encoding="utf-8") as handle:
            doc = yaml.load(handle, Loader=StrictLoader)
    except yaml.YAMLError as error:
        problems.append(f"{path}: {error}")
        continue
    if path.startswith(".github/workflows/"):
        check_workflow(path, doc)
        check_xcode_pins(path, doc)
    if path == ".spi.yml":
        check_spi(path, doc)

for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{len(files)} YAML files checked: " + ", ".join(files))
PY
