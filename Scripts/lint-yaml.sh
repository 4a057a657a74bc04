#!/usr/bin/env bash
# Checks every YAML file of the repository: it parses (duplicate keys are errors), GitHub workflows have the shape
# Actions needs (triggers, jobs with `runs-on` and steps, each step one of `uses` or `run`, `needs` and
# `matrix.*` references that resolve), and `.spi.yml` names only library products the manifest declares.
# The workflow cannot run here; this catches the mistakes that would make it fail before any job starts.
#
# Usage: Scripts/lint-yaml.sh   (needs python3 with PyYAML; installs PyYAML into .build-lint if missing)
set -euo pipefail
cd "$(dirname "$0")/.."

python=python3
if ! "$python" -c 'import yaml' 2>/dev/null; then
  echo "PyYAML missing: installing it into .build-lint/venv"
  "$python" -m venv .build-lint/venv
  .build-lint/venv/bin/pip install --quiet 'PyYAML>=6,<7'
  python=.build-lint/venv/bin/python
fi

products=$(swift package dump-package | "$python" -c '
import json, sys
manifest = json.load(sys.stdin)
print(" ".join(p["name"] for p in manifest["products"] if "library" in p["type"]))')

mapfile -t files < <(git ls-files '*.yml' '*.yaml')
"$python" - "$products" "${files[@]}" <<'PY'
import re
import sys
import yaml

products = set(sys.argv[1].split())
files = sys.argv[2:]
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
    if path == ".spi.yml":
        check_spi(path, doc)

for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"{len(files)} YAML files checked: " + ", ".join(files))
PY
