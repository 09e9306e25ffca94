#!/usr/bin/env bash
# Validates every SARIF document the tests produce against the official SARIF 2.1.0
# schema with an independent validator, check-jsonschema from PyPI: the golden files
# (Tests/**/*.sarif) and every other SARIF output a test run kept in $SEQC_SARIF_DIR.
# The schema is OASIS's published SARIF 2.1.0 schema, kept in scripts/ci/schemas/ so the
# check needs nothing outside the repository.
set -euo pipefail
cd "$(dirname "$0")/../.."

schema="scripts/ci/schemas/sarif-schema-2.1.0.json"
if [ ! -f "$schema" ]; then
  echo "validate-sarif: $schema is missing from the checkout" >&2
  exit 1
fi

# check-jsonschema from PATH, else from a virtual environment of our own, so a fresh
# machine (or one whose system Python refuses pip installs) works too.
validator=$(command -v check-jsonschema || true)
if [ -z "$validator" ]; then
  venv="${XDG_CACHE_HOME:-$HOME/.cache}/seqc-ci/venv"
  if [ ! -x "$venv/bin/check-jsonschema" ]; then
    echo "installing check-jsonschema into $venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-pip
      rm -rf "$venv"
      python3 -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check check-jsonschema
  fi
  validator="$venv/bin/check-jsonschema"
fi

mapfile -t files < <(find Tests ${SEQC_SARIF_DIR:+"$SEQC_SARIF_DIR"} -name '*.sarif' -type f | sort)
if [ "${#files[@]}" -eq 0 ]; then
  echo "validate-sarif: no SARIF golden files under Tests/; run the tests (SEQC_RECORD=1) first" >&2
  exit 1
fi
echo "validating ${#files[@]} SARIF files against $schema"
"$validator" --schemafile "$schema" "${files[@]}"
