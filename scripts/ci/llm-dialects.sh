#!/usr/bin/env bash
# Checks the provider forms of the llm schema (Schemas/routine.llm.<dialect>.json, which
# GeneratedArtefactTests keeps current) with each provider's own SDK from PyPI:
# google-genai, openai and anthropic, installed into a cached venv when missing. No
# provider is called. LLMDialectTests checks the same forms against the rule list in
# Swift. Bounded: the install and the check each get a time limit.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv="${XDG_CACHE_HOME:-$HOME/.cache}/seqc-ci/llm-venv"
if ! "$venv/bin/python" -c "import google.genai, openai, anthropic" >/dev/null 2>&1; then
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-pip
    rm -rf "$venv"
    python3 -m venv "$venv"
  fi
  timeout 600 "$venv/bin/python" -m pip install --quiet --disable-pip-version-check google-genai openai anthropic
fi
timeout 120 "$venv/bin/python" scripts/ci/llm-dialects.py Schemas
